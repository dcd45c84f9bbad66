import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attributesEndpoints } from '@supplier/contracts/attributes-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { attributesKeys } from './keys';

/** {message}; its attributes stay. */
export function deleteAttributeGroup(id: number) {
  return callEndpoint(attributesEndpoints.deleteAttributeGroup, { params: { id } });
}

export function useDeleteAttributeGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttributeGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributesKeys.all }),
  });
}
