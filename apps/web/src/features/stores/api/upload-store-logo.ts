import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORE_LOGO_FIELD, type StoreSavedResponse } from '@supplier/contracts/stores';
import { apiRequest } from '@/lib/api-client';
import { storeChanged } from './store-changed';

/** POST /admin-suppliers/v1/stores/{id}/logo?_method=PUT, multipart field `logo` → {message, data}. */
export function uploadStoreLogo({ id, file }: { id: number; file: Blob }): Promise<StoreSavedResponse> {
  const body = new FormData();
  body.append(STORE_LOGO_FIELD, file);
  return apiRequest<StoreSavedResponse>(`admin-suppliers/v1/stores/${id}/logo`, {
    method: 'POST',
    query: { _method: 'PUT' },
    body,
    toastOnError: false,
  });
}

export function useUploadStoreLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadStoreLogo, onSuccess: (saved) => storeChanged(queryClient, saved) });
}
