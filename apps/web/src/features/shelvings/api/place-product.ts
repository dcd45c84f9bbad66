import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shelvingsEndpoints } from '@supplier/contracts/shelvings-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { shelvingsKeys } from './keys';

type Placement = EndpointBody<typeof shelvingsEndpoints.placeOnShelving>;

/** {product_id, quantity} → {message, data}; 409 over capacity. */
export function placeProduct({ id, body }: { id: number; body: Placement }) {
  return callEndpoint(shelvingsEndpoints.placeOnShelving, { params: { id }, body, toastOnError: false });
}

export function usePlaceProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shelvingsKeys.all }),
  });
}
