import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductsBulkRequest, ProductsBulkResponse } from '@supplier/contracts/products';
import { apiRequest } from '@/lib/api-client';
import { productsKeys } from './keys';

/** POST /admin-suppliers/v1/products/bulk → {message, affected}: one action over the selected products. */
export function bulkProducts(body: ProductsBulkRequest): Promise<ProductsBulkResponse> {
  return apiRequest<ProductsBulkResponse>('admin-suppliers/v1/products/bulk', {
    method: 'POST',
    body,
    toastOnError: false,
  });
}

export function useBulkProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkProducts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.all }),
  });
}
