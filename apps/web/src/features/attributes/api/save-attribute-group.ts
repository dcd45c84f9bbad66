import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttributeGroupRequest, AttributeGroupSavedResponse } from '@supplier/contracts/attributes';
import { apiRequest } from '@/lib/api-client';
import { attributesKeys } from './keys';

/** POST /admin-suppliers/v1/attribute-groups (no id) or PUT /attribute-groups/{id} → {message, data}. */
export function saveAttributeGroup({
  id,
  body,
}: {
  id?: number;
  body: AttributeGroupRequest;
}): Promise<AttributeGroupSavedResponse> {
  return apiRequest<AttributeGroupSavedResponse>(
    id ? `admin-suppliers/v1/attribute-groups/${id}` : 'admin-suppliers/v1/attribute-groups',
    { method: id ? 'PUT' : 'POST', body, toastOnError: false },
  );
}

export function useSaveAttributeGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttributeGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributesKeys.all }),
  });
}
