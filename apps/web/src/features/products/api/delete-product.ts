import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { productsKeys } from './keys';

/** DELETE /admin-suppliers/v1/products/{id} → {message}. */
export function deleteProduct(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`admin-suppliers/v1/products/${id}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: productsKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: productsKeys.lists() });
    },
  });
}
