import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SenderSettings, SenderSettingsRequest, SenderState } from '@supplier/contracts/deliveries';
import { apiRequest } from '@/lib/api-client';
import { DELIVERIES_PATH, deliveriesKeys } from './keys';

/** PUT /deliveries/sender: Nova Poshta checks every Ref through the default key. */
export function saveSender(
  body: SenderSettingsRequest,
): Promise<{ message: string; state: SenderState; data: SenderSettings }> {
  return apiRequest(`${DELIVERIES_PATH}/sender`, { method: 'PUT', body, toastOnError: false });
}

export function useSaveSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSender,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveriesKeys.sender() }),
        queryClient.invalidateQueries({ queryKey: deliveriesKeys.methods() }),
      ]),
  });
}
