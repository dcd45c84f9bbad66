import type { ProductImagesResponse } from '@supplier/contracts/products';
import { apiRequest } from '@/lib/api-client';

/** The multipart field of product images (several files, in order). */
export const PRODUCT_IMAGES_FIELD = 'images';

/** POST /admin-suppliers/v1/products/{id}/images, multipart `images` (in order) → every image of the product. */
export function uploadProductImages({ id, files }: { id: number; files: File[] }): Promise<ProductImagesResponse> {
  const body = new FormData();
  for (const file of files) body.append(PRODUCT_IMAGES_FIELD, file, file.name);
  return apiRequest<ProductImagesResponse>(`admin-suppliers/v1/products/${id}/images`, {
    method: 'POST',
    body,
    toastOnError: false,
  });
}
