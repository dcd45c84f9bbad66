import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { attributesKeys } from './keys';

/** DELETE /admin-suppliers/v1/attribute-groups/{id} → {message}; its attributes stay. */
export function deleteAttributeGroup(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`admin-suppliers/v1/attribute-groups/${id}`, { method: 'DELETE' });
}

export function useDeleteAttributeGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttributeGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributesKeys.all }),
  });
}
