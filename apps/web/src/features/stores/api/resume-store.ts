import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storesEndpoints } from '@supplier/contracts/stores-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeChanged } from './store-changed';

/** {message, data}: the store works again. */
export function resumeStore(id: number) {
  return callEndpoint(storesEndpoints.resumeStore, { params: { id } });
}

export function useResumeStore() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resumeStore, onSuccess: (saved) => storeChanged(queryClient, saved) });
}
