import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { codeSentResponse, phoneLoginRequest } from '@supplier/contracts/identity';
import { apiRequest } from '@/lib/api-client';

export type SendLoginCodeBody = z.infer<typeof phoneLoginRequest>;
export type CodeSent = z.infer<typeof codeSentResponse>;

/** POST /admin-suppliers/v2/auth/login: texts a login code to a registered phone. */
export function sendLoginCode(body: SendLoginCodeBody): Promise<CodeSent> {
  return apiRequest<CodeSent>('admin-suppliers/v2/auth/login', { method: 'POST', body, toastOnError: false });
}

export function useSendLoginCode() {
  return useMutation({ mutationFn: sendLoginCode });
}
