import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storesEndpoints } from '@supplier/contracts/stores-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { storeChanged } from './store-changed';

/** 201 {message, data}; 409 slug_taken, 422 per field (the form shows them). */
export function createStore(body: EndpointBody<typeof storesEndpoints.createStore>) {
  return callEndpoint(storesEndpoints.createStore, { body, toastOnError: false });
}

export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStore, onSuccess: (saved) => storeChanged(queryClient, saved) });
}
