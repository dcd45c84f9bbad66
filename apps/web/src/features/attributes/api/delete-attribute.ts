import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { attributesKeys } from './keys';

/** DELETE /admin-suppliers/v1/attributes/{id} → {message}; 409 while groups or products use it. */
export function deleteAttribute(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`admin-suppliers/v1/attributes/${id}`, {
    method: 'DELETE',
    toastOnError: false,
  });
}

export function useDeleteAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttribute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributesKeys.all }),
  });
}
