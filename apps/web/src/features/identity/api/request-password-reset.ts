import { useMutation } from '@tanstack/react-query';
import { identityEndpoints } from '@supplier/contracts/identity-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';

export type PasswordResetRequestBody = EndpointBody<typeof identityEndpoints.requestPasswordReset>;

/** Answers `code`, an opaque one-time reset token; the SMS code goes to the phone only. */
export function requestPasswordReset(body: PasswordResetRequestBody) {
  return callEndpoint(identityEndpoints.requestPasswordReset, { body, toastOnError: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
