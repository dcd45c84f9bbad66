import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreRequest, StoreSavedResponse } from '@supplier/contracts/stores';
import { apiRequest } from '@/lib/api-client';
import { storeChanged } from './store-changed';

/** POST /admin-suppliers/v1/stores → 201 {message, data}; 409 slug_taken, 422 per field. */
export function createStore(body: StoreRequest): Promise<StoreSavedResponse> {
  return apiRequest<StoreSavedResponse>('admin-suppliers/v1/stores', { method: 'POST', body, toastOnError: false });
}

export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStore, onSuccess: (saved) => storeChanged(queryClient, saved) });
}
