import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NpKey } from '@supplier/contracts/deliveries';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterKeyChange } from './invalidate';
import { DELIVERIES_PATH } from './keys';

/** POST /deliveries/np-keys/{id}/check: asks Nova Poshta again; a refusal marks the key invalid (422 with the reason). */
export function checkNpKey(id: number): Promise<{ message: string; data: NpKey }> {
  return apiRequest(`${DELIVERIES_PATH}/np-keys/${id}/check`, { method: 'POST' });
}

export function useCheckNpKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: checkNpKey, onSettled: () => invalidateAfterKeyChange(queryClient) });
}
