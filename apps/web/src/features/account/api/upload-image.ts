import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_FIELD, BACKGROUND_FIELD } from '@supplier/contracts/account';
import { accountEndpoints } from '@supplier/contracts/account-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { applyAccountChange } from './apply-account-change';

export type ImageKind = 'avatar' | 'background';

/** SPEC section 7: sent as POST …?_method=PUT, the avatar in field `avatar`, the background in `image`. */
const TARGETS = {
  avatar: { endpoint: accountEndpoints.saveAvatar, field: AVATAR_FIELD },
  background: { endpoint: accountEndpoints.saveBackground, field: BACKGROUND_FIELD },
} satisfies Record<ImageKind, unknown>;

export function uploadImage(kind: ImageKind, file: File) {
  const { endpoint, field } = TARGETS[kind];
  const form = new FormData();
  form.set(field, file);
  return callEndpoint(endpoint, { body: form });
}

export function useUploadImage(kind: ImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImage(kind, file),
    onSuccess: (response) => applyAccountChange(queryClient, response),
  });
}
