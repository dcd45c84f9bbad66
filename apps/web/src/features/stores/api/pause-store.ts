import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storesEndpoints } from '@supplier/contracts/stores-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeChanged } from './store-changed';

/** {message, data}: its products are hidden from buyers. */
export function pauseStore(id: number) {
  return callEndpoint(storesEndpoints.pauseStore, { params: { id } });
}

export function usePauseStore() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: pauseStore, onSuccess: (saved) => storeChanged(queryClient, saved) });
}
