import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attributesEndpoints } from '@supplier/contracts/attributes-endpoints';
import { callEndpoint, type EndpointResponse } from '@/lib/endpoint-client';
import { attributesKeys } from './keys';

type AttributeGroups = EndpointResponse<typeof attributesEndpoints.listAttributeGroups>;

/** Every group id in the new order → {message, data}. */
export function reorderAttributeGroups(ids: number[]) {
  return callEndpoint(attributesEndpoints.reorderAttributeGroups, { body: { ids } });
}

export function useReorderAttributeGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderAttributeGroups,
    onMutate: (ids) => {
      const key = attributesKeys.groups();
      const previous = queryClient.getQueryData<AttributeGroups>(key);
      if (previous) {
        const byId = new Map(previous.data.map((group) => [group.id, group]));
        queryClient.setQueryData<AttributeGroups>(key, {
          data: ids.flatMap((id, position) => {
            const group = byId.get(id);
            return group ? [{ ...group, position }] : [];
          }),
        });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(attributesKeys.groups(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: attributesKeys.groups() }),
  });
}
