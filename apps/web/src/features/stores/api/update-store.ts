import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storesEndpoints } from '@supplier/contracts/stores-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { storeChanged } from './store-changed';

/** The whole store → {message, data}; 409 slug_taken, 422 per field (the form shows them). */
export function updateStore({ id, body }: { id: number; body: EndpointBody<typeof storesEndpoints.saveStore> }) {
  return callEndpoint(storesEndpoints.saveStore, { params: { id }, body, toastOnError: false });
}

export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStore, onSuccess: (saved) => storeChanged(queryClient, saved) });
}
