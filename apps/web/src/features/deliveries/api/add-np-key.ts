import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NpKey, NpKeyCreateRequest } from '@supplier/contracts/deliveries';
import { apiRequest } from '@/lib/api-client';
import { invalidateAfterKeyChange } from './invalidate';
import { DELIVERIES_PATH } from './keys';

/** POST /deliveries/np-keys: Nova Poshta checks the key first; a refusal is a 422 on `key` with its reason. */
export function addNpKey(body: NpKeyCreateRequest): Promise<{ message: string; data: NpKey }> {
  return apiRequest(`${DELIVERIES_PATH}/np-keys`, { method: 'POST', body, toastOnError: false });
}

export function useAddNpKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addNpKey, onSuccess: () => invalidateAfterKeyChange(queryClient) });
}
