import type { ProductImagesResponse } from '@supplier/contracts/products';
import { apiRequest } from '@/lib/api-client';

/** DELETE /admin-suppliers/v1/products/{id}/images/{imageId} → the images left. */
export function deleteProductImage({ id, imageId }: { id: number; imageId: number }): Promise<ProductImagesResponse> {
  return apiRequest<ProductImagesResponse>(`admin-suppliers/v1/products/${id}/images/${imageId}`, {
    method: 'DELETE',
    toastOnError: false,
  });
}
