import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsEndpoints } from '@supplier/contracts/products-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { productsKeys } from './keys';

/** {message, affected}: one action over the selected products. */
export function bulkProducts(body: EndpointBody<typeof productsEndpoints.bulkProducts>) {
  return callEndpoint(productsEndpoints.bulkProducts, { body, toastOnError: false });
}

export function useBulkProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkProducts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.all }),
  });
}
