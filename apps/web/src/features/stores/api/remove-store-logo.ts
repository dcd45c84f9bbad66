import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storesEndpoints } from '@supplier/contracts/stores-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeChanged } from './store-changed';

/** {message, data}: the store without its logo. */
export function removeStoreLogo(id: number) {
  return callEndpoint(storesEndpoints.deleteStoreLogo, { params: { id } });
}

export function useRemoveStoreLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeStoreLogo, onSuccess: (saved) => storeChanged(queryClient, saved) });
}
