import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attributesEndpoints } from '@supplier/contracts/attributes-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { attributesKeys } from './keys';

type GroupBody = EndpointBody<typeof attributesEndpoints.saveAttributeGroup>;

/** Creates a group (no id) or saves one → {message, data}. */
export function saveAttributeGroup({ id, body }: { id?: number; body: GroupBody }) {
  return id
    ? callEndpoint(attributesEndpoints.saveAttributeGroup, { params: { id }, body, toastOnError: false })
    : callEndpoint(attributesEndpoints.createAttributeGroup, { body, toastOnError: false });
}

export function useSaveAttributeGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttributeGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributesKeys.all }),
  });
}
