import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storesKeys } from './keys';

/** DELETE /admin-suppliers/v1/stores/{id} → {message}; the last store answers 409 (toast). */
export function deleteStore(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`admin-suppliers/v1/stores/${id}`, { method: 'DELETE' });
}

export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStore,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: storesKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: storesKeys.lists() });
    },
  });
}
