import type { ProductImagesResponse } from '@supplier/contracts/products';
import { apiRequest } from '@/lib/api-client';

/** PUT /admin-suppliers/v1/products/{id}/images/order {ids} → the images in the new order (the first is main). */
export function reorderProductImages({ id, ids }: { id: number; ids: number[] }): Promise<ProductImagesResponse> {
  return apiRequest<ProductImagesResponse>(`admin-suppliers/v1/products/${id}/images/order`, {
    method: 'PUT',
    body: { ids },
    toastOnError: false,
  });
}
