import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsEndpoints } from '@supplier/contracts/products-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { productsKeys } from './keys';

type ProductBody = EndpointBody<typeof productsEndpoints.saveProduct>;

/** Creates a product (no id) or saves one → {message, data}; 409 SKU taken, 422 per field. */
export function saveProduct({ id, body }: { id?: number; body: ProductBody }) {
  return id
    ? callEndpoint(productsEndpoints.saveProduct, { params: { id }, body, toastOnError: false })
    : callEndpoint(productsEndpoints.createProduct, { body, toastOnError: false });
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
