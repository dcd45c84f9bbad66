import { PRODUCT_IMAGES_FIELD } from '@supplier/contracts/products';
import { productsEndpoints } from '@supplier/contracts/products-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';

/** The files in order → every image of the product. */
export function uploadProductImages({ id, files }: { id: number; files: File[] }) {
  const body = new FormData();
  for (const file of files) body.append(PRODUCT_IMAGES_FIELD, file, file.name);
  return callEndpoint(productsEndpoints.addProductImages, { params: { id }, body, toastOnError: false });
}
