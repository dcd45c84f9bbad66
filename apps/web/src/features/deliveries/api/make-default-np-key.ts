import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { invalidateAfterKeyChange } from './invalidate';

/** The key the sender settings and waybills use. */
export function makeDefaultNpKey(id: number) {
  return callEndpoint(deliveriesEndpoints.setDefaultNpKey, { params: { id } });
}

export function useMakeDefaultNpKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeDefaultNpKey, onSuccess: () => invalidateAfterKeyChange(queryClient) });
}
