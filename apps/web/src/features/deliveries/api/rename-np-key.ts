import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveriesEndpoints } from '@supplier/contracts/deliveries-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { deliveriesKeys } from './keys';

/** {message, data}: the key under its new name. */
export function renameNpKey({ id, name }: { id: number; name: string }) {
  return callEndpoint(deliveriesEndpoints.renameNpKey, { params: { id }, body: { name }, toastOnError: false });
}

export function useRenameNpKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameNpKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKeys.npKeys() }),
  });
}
