import { productsEndpoints } from '@supplier/contracts/products-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';

/** The images left. */
export function deleteProductImage({ id, imageId }: { id: number; imageId: number }) {
  return callEndpoint(productsEndpoints.deleteProductImage, { params: { id, imageId }, toastOnError: false });
}
