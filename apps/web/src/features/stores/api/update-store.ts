import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreRequest, StoreSavedResponse } from '@supplier/contracts/stores';
import { apiRequest } from '@/lib/api-client';
import { storeChanged } from './store-changed';

/** PUT /admin-suppliers/v1/stores/{id} → {message, data}: the whole store; 409 slug_taken, 422 per field. */
export function updateStore({ id, body }: { id: number; body: StoreRequest }): Promise<StoreSavedResponse> {
  return apiRequest<StoreSavedResponse>(`admin-suppliers/v1/stores/${id}`, {
    method: 'PUT',
    body,
    toastOnError: false,
  });
}

export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStore, onSuccess: (saved) => storeChanged(queryClient, saved) });
}
