import { productsEndpoints } from '@supplier/contracts/products-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';

/** Every image id in the new order → the images in that order (the first is main). */
export function reorderProductImages({ id, ids }: { id: number; ids: number[] }) {
  return callEndpoint(productsEndpoints.reorderProductImages, { params: { id }, body: { ids }, toastOnError: false });
}
