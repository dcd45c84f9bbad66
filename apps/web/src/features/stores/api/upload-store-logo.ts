import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORE_LOGO_FIELD } from '@supplier/contracts/stores';
import { storesEndpoints } from '@supplier/contracts/stores-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { storeChanged } from './store-changed';

/** The logo in the multipart field `logo` → {message, data}. */
export function uploadStoreLogo({ id, file }: { id: number; file: Blob }) {
  const body = new FormData();
  body.append(STORE_LOGO_FIELD, file);
  return callEndpoint(storesEndpoints.saveStoreLogo, { params: { id }, body, toastOnError: false });
}

export function useUploadStoreLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadStoreLogo, onSuccess: (saved) => storeChanged(queryClient, saved) });
}
