import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreSavedResponse } from '@supplier/contracts/stores';
import { apiRequest } from '@/lib/api-client';
import { storeChanged } from './store-changed';

/** POST /admin-suppliers/v1/stores/{id}/pause → {message, data}: its products are hidden from buyers. */
export function pauseStore(id: number): Promise<StoreSavedResponse> {
  return apiRequest<StoreSavedResponse>(`admin-suppliers/v1/stores/${id}/pause`, { method: 'POST' });
}

export function usePauseStore() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: pauseStore, onSuccess: (saved) => storeChanged(queryClient, saved) });
}
