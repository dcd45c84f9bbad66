import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthResponse, passwordLoginRequest } from '@supplier/contracts/identity';
import { apiRequest } from '@/lib/api-client';

export type PasswordLoginBody = z.infer<typeof passwordLoginRequest>;

/** POST /admin-suppliers/v1/auth/login: telephone or email with the password, for {data, token}. */
export function loginWithPassword(body: PasswordLoginBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('admin-suppliers/v1/auth/login', { method: 'POST', body, toastOnError: false });
}

export function useLoginWithPassword() {
  return useMutation({ mutationFn: loginWithPassword });
}
