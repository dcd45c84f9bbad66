import { useMutation } from '@tanstack/react-query';
import { identityEndpoints } from '@supplier/contracts/identity-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';

export type ResetPasswordBody = EndpointBody<typeof identityEndpoints.confirmPasswordReset>;

/** The reset token, the SMS code and the new password. */
export function resetPassword(body: ResetPasswordBody) {
  return callEndpoint(identityEndpoints.confirmPasswordReset, { body, toastOnError: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
