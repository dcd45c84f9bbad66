import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shelvingsEndpoints } from '@supplier/contracts/shelvings-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { shelvingsKeys } from './keys';

type ShelvingBody = EndpointBody<typeof shelvingsEndpoints.saveShelving>;

/** Creates a shelving (no id) or saves one → {message, data}; 409 code taken. */
export function saveShelving({ id, body }: { id?: number; body: ShelvingBody }) {
  return id
    ? callEndpoint(shelvingsEndpoints.saveShelving, { params: { id }, body, toastOnError: false })
    : callEndpoint(shelvingsEndpoints.createShelving, { body, toastOnError: false });
}

export function useSaveShelving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShelving,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shelvingsKeys.all }),
  });
}
