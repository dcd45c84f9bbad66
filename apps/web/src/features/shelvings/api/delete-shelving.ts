import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shelvingsEndpoints } from '@supplier/contracts/shelvings-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { shelvingsKeys } from './keys';

/** {message}; its products stay, on no shelving. */
export function deleteShelving(id: number) {
  return callEndpoint(shelvingsEndpoints.deleteShelving, { params: { id }, toastOnError: false });
}

export function useDeleteShelving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShelving,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shelvingsKeys.all }),
  });
}
