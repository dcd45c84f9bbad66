import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductRequest, ProductSavedResponse } from '@supplier/contracts/products';
import { apiRequest } from '@/lib/api-client';
import { productsKeys } from './keys';

/** POST /admin-suppliers/v1/products (no id) or PUT /products/{id} → {message, data}; 409 SKU taken, 422 per field. */
export function saveProduct({ id, body }: { id?: number; body: ProductRequest }): Promise<ProductSavedResponse> {
  return apiRequest<ProductSavedResponse>(id ? `admin-suppliers/v1/products/${id}` : 'admin-suppliers/v1/products', {
    method: id ? 'PUT' : 'POST',
    body,
    toastOnError: false,
  });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: async (saved) => {
      queryClient.setQueryData(productsKeys.detail(saved.data.id), { data: saved.data });
      await queryClient.invalidateQueries({ queryKey: productsKeys.lists() });
    },
  });
}
