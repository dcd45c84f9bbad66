import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attributesEndpoints } from '@supplier/contracts/attributes-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { attributesKeys } from './keys';

/** {message}; 409 while groups or products use it. */
export function deleteAttribute(id: number) {
  return callEndpoint(attributesEndpoints.deleteAttribute, { params: { id }, toastOnError: false });
}

export function useDeleteAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttribute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributesKeys.all }),
  });
}
