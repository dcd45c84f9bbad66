import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreSavedResponse } from '@supplier/contracts/stores';
import { apiRequest } from '@/lib/api-client';
import { storeChanged } from './store-changed';

/** DELETE /admin-suppliers/v1/stores/{id}/logo → {message, data}. */
export function removeStoreLogo(id: number): Promise<StoreSavedResponse> {
  return apiRequest<StoreSavedResponse>(`admin-suppliers/v1/stores/${id}/logo`, { method: 'DELETE' });
}

export function useRemoveStoreLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeStoreLogo, onSuccess: (saved) => storeChanged(queryClient, saved) });
}
