import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attributesEndpoints } from '@supplier/contracts/attributes-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { attributesKeys } from './keys';

type AttributeBody = EndpointBody<typeof attributesEndpoints.saveAttribute>;

/** Creates an attribute (no id) or saves one → {message, data}; 409 name taken, 422 per field. */
export function saveAttribute({ id, body }: { id?: number; body: AttributeBody }) {
  return id
    ? callEndpoint(attributesEndpoints.saveAttribute, { params: { id }, body, toastOnError: false })
    : callEndpoint(attributesEndpoints.createAttribute, { body, toastOnError: false });
}

export function useSaveAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttribute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributesKeys.all }),
  });
}
