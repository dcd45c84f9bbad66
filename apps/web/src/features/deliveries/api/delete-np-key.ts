import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { invalidateAfterKeyChange } from './invalidate';

/** {message}: a deleted default hands over to the newest remaining key. */
export function deleteNpKey(id: number) {
  return callEndpoint(deliveriesEndpoints.deleteNpKey, { params: { id } });
}

export function useDeleteNpKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNpKey, onSuccess: () => invalidateAfterKeyChange(queryClient) });
}
