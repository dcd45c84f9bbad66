import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NpKey } from '@supplier/contracts/deliveries';
import { apiRequest } from '@/lib/api-client';
import { DELIVERIES_PATH, deliveriesKeys } from './keys';

/** PATCH /deliveries/np-keys/{id} {name} */
export function renameNpKey({ id, name }: { id: number; name: string }): Promise<{ message: string; data: NpKey }> {
  return apiRequest(`${DELIVERIES_PATH}/np-keys/${id}`, { method: 'PATCH', body: { name }, toastOnError: false });
}

export function useRenameNpKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameNpKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKeys.npKeys() }),
  });
}
