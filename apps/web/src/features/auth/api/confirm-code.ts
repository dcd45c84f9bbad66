import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthResponse, confirmCodeRequest } from '@supplier/contracts/identity';
import { apiRequest } from '@/lib/api-client';

export type ConfirmCodeBody = z.infer<typeof confirmCodeRequest>;

/** POST /admin-suppliers/v2/auth/confirm-code: a login or sign-up code for {data, token}. */
export function confirmCode(body: ConfirmCodeBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('admin-suppliers/v2/auth/confirm-code', {
    method: 'POST',
    body,
    toastOnError: false,
  });
}

export function useConfirmCode() {
  return useMutation({ mutationFn: confirmCode });
}
