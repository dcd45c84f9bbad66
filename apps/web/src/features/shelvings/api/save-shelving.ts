import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShelvingRequest, ShelvingSavedResponse } from '@supplier/contracts/shelvings';
import { apiRequest } from '@/lib/api-client';
import { shelvingsKeys } from './keys';

/** POST /admin-suppliers/v1/shelvings (no id) or PUT /shelvings/{id} → {message, data}; 409 code taken. */
export function saveShelving({ id, body }: { id?: number; body: ShelvingRequest }): Promise<ShelvingSavedResponse> {
  return apiRequest<ShelvingSavedResponse>(id ? `admin-suppliers/v1/shelvings/${id}` : 'admin-suppliers/v1/shelvings', {
    method: id ? 'PUT' : 'POST',
    body,
    toastOnError: false,
  });
}

export function useSaveShelving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShelving,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shelvingsKeys.all }),
  });
}
