import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NpKey } from '@supplier/contracts/deliveries';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterKeyChange } from './invalidate';
import { DELIVERIES_PATH } from './keys';

/** POST /deliveries/np-keys/{id}/default: the key the sender settings and waybills use. */
export function makeDefaultNpKey(id: number): Promise<{ message: string; data: NpKey }> {
  return apiRequest(`${DELIVERIES_PATH}/np-keys/${id}/default`, { method: 'POST' });
}

export function useMakeDefaultNpKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeDefaultNpKey, onSuccess: () => invalidateAfterKeyChange(queryClient) });
}
