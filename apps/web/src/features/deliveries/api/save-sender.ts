import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { deliveriesKeys } from './keys';

/** Nova Poshta checks every Ref through the default key. */
export function saveSender(body: EndpointBody<typeof deliveriesEndpoints.saveSender>) {
  return callEndpoint(deliveriesEndpoints.saveSender, { body, toastOnError: false });
}

export function useSaveSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSender,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveriesKeys.sender() }),
        queryClient.invalidateQueries({ queryKey: deliveriesKeys.methods() }),
      ]),
  });
}
