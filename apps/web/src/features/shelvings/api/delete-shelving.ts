import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shelvingsKeys } from './keys';

/** DELETE /admin-suppliers/v1/shelvings/{id} → {message}; its products stay, on no shelving. */
export function deleteShelving(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`admin-suppliers/v1/shelvings/${id}`, {
    method: 'DELETE',
    toastOnError: false,
  });
}

export function useDeleteShelving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShelving,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shelvingsKeys.all }),
  });
}
