import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { invalidateAfterKeyChange } from './invalidate';

/** Nova Poshta checks the key first; a refusal is a 422 on `key` with its reason. */
export function addNpKey(body: EndpointBody<typeof deliveriesEndpoints.addNpKey>) {
  return callEndpoint(deliveriesEndpoints.addNpKey, { body, toastOnError: false });
}

export function useAddNpKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addNpKey, onSuccess: () => invalidateAfterKeyChange(queryClient) });
}
