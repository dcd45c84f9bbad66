import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { invalidateAfterKeyChange } from './invalidate';

/** Asks Nova Poshta again; a refusal marks the key invalid (422 with the reason). */
export function checkNpKey(id: number) {
  return callEndpoint(deliveriesEndpoints.checkNpKey, { params: { id } });
}

export function useCheckNpKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: checkNpKey, onSettled: () => invalidateAfterKeyChange(queryClient) });
}
