import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgottenConfirmRequest } from '@supplier/contracts/identity';
import type { messageResponse } from '@supplier/contracts/common';
import { apiRequest } from '@/lib/api-client';

export type ResetPasswordBody = z.infer<typeof forgottenConfirmRequest>;
export type ResetPasswordResult = z.infer<typeof messageResponse>;

/** POST /admin-suppliers/v1/auth/forgotten-confirm: the reset token, the SMS code and the new password. */
export function resetPassword(body: ResetPasswordBody): Promise<ResetPasswordResult> {
  return apiRequest<ResetPasswordResult>('admin-suppliers/v1/auth/forgotten-confirm', {
    method: 'POST',
    body,
    toastOnError: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
