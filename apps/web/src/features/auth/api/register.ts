import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerRequest } from '@supplier/contracts/identity';
import { apiRequest } from '@/lib/api-client';
import type { CodeSent } from './send-login-code';

export type RegisterBody = z.infer<typeof registerRequest>;

/** POST /admin-suppliers/v2/auth/register: creates the account and texts the confirmation code. */
export function register(body: RegisterBody): Promise<CodeSent> {
  return apiRequest<CodeSent>('admin-suppliers/v2/auth/register', { method: 'POST', body, toastOnError: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
