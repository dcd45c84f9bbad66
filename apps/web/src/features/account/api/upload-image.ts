import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_FIELD, BACKGROUND_FIELD, type AccountChangedResponse } from '@supplier/contracts/account';
import { apiRequest } from '@/lib/api-client';
import { applyAccountChange } from './apply-account-change';

export type ImageKind = 'avatar' | 'background';

/** SPEC section 7: POST /v1/customers/avatar?_method=PUT (field avatar), /v1/customers/bg-save?_method=PUT (field image). */
const TARGETS: Record<ImageKind, { path: string; field: string }> = {
  avatar: { path: 'v1/customers/avatar', field: AVATAR_FIELD },
  background: { path: 'v1/customers/bg-save', field: BACKGROUND_FIELD },
};

export function uploadImage(kind: ImageKind, file: File): Promise<AccountChangedResponse> {
  const { path, field } = TARGETS[kind];
  const form = new FormData();
  form.set(field, file);
  return apiRequest<AccountChangedResponse>(path, { method: 'POST', query: { _method: 'PUT' }, body: form });
}

export function useUploadImage(kind: ImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImage(kind, file),
    onSuccess: (response) => applyAccountChange(queryClient, response),
  });
}
