import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreSavedResponse } from '@supplier/contracts/stores';
import { apiRequest } from '@/lib/api-client';
import { storeChanged } from './store-changed';

/** POST /admin-suppliers/v1/stores/{id}/resume → {message, data}: the store works again. */
export function resumeStore(id: number): Promise<StoreSavedResponse> {
  return apiRequest<StoreSavedResponse>(`admin-suppliers/v1/stores/${id}/resume`, { method: 'POST' });
}

export function useResumeStore() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resumeStore, onSuccess: (saved) => storeChanged(queryClient, saved) });
}
