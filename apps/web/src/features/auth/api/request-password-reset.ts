import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgottenRequest, forgottenResponse } from '@supplier/contracts/identity';
import { apiRequest } from '@/lib/api-client';

export type PasswordResetRequestBody = z.infer<typeof forgottenRequest>;
/** `code` is an opaque one-time reset token; the SMS code goes to the phone only. */
export type PasswordResetStarted = z.infer<typeof forgottenResponse>;

/** POST /admin-suppliers/v1/auth/forgotten */
export function requestPasswordReset(body: PasswordResetRequestBody): Promise<PasswordResetStarted> {
  return apiRequest<PasswordResetStarted>('admin-suppliers/v1/auth/forgotten', {
    method: 'POST',
    body,
    toastOnError: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
