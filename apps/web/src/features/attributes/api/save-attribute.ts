import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttributeRequest, AttributeSavedResponse } from '@supplier/contracts/attributes';
import { apiRequest } from '@/lib/api-client';
import { attributesKeys } from './keys';

/** POST /admin-suppliers/v1/attributes (no id) or PUT /attributes/{id} → {message, data}; 409 name taken, 422 per field. */
export function saveAttribute({ id, body }: { id?: number; body: AttributeRequest }): Promise<AttributeSavedResponse> {
  return apiRequest<AttributeSavedResponse>(
    id ? `admin-suppliers/v1/attributes/${id}` : 'admin-suppliers/v1/attributes',
    {
      method: id ? 'PUT' : 'POST',
      body,
      toastOnError: false,
    },
  );
}

export function useSaveAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttribute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributesKeys.all }),
  });
}
