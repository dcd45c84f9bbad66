import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttributeGroupsResponse } from '@supplier/contracts/attributes';
import { apiRequest } from '@/lib/api-client';
import { attributesKeys } from './keys';

/** POST /admin-suppliers/v1/attribute-groups/reorder {ids} → {message, data}: every group in the new order. */
export function reorderAttributeGroups(ids: number[]): Promise<AttributeGroupsResponse & { message: string }> {
  return apiRequest('admin-suppliers/v1/attribute-groups/reorder', { method: 'POST', body: { ids } });
}

export function useReorderAttributeGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderAttributeGroups,
    onMutate: (ids) => {
      const key = attributesKeys.groups();
      const previous = queryClient.getQueryData<AttributeGroupsResponse>(key);
      if (previous) {
        const byId = new Map(previous.data.map((group) => [group.id, group]));
        queryClient.setQueryData<AttributeGroupsResponse>(key, {
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
