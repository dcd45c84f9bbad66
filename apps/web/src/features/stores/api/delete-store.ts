import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storesEndpoints } from '@supplier/contracts/stores-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { storesKeys } from './keys';

/** {message}; the last store answers 409 (toast). */
export function deleteStore(id: number) {
  return callEndpoint(storesEndpoints.deleteStore, { params: { id } });
}

export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStore,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: storesKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: storesKeys.lists() });
    },
  });
}
