import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterKeyChange } from './invalidate';
import { DELIVERIES_PATH } from './keys';

/** DELETE /deliveries/np-keys/{id}: a deleted default hands over to the newest remaining key. */
export function deleteNpKey(id: number): Promise<{ message: string }> {
  return apiRequest(`${DELIVERIES_PATH}/np-keys/${id}`, { method: 'DELETE' });
}

export function useDeleteNpKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteNpKey, onSuccess: () => invalidateAfterKeyChange(queryClient) });
}
