import { useMutation } from '@tanstack/react-query';
import { identityEndpoints } from '@supplier/contracts/identity-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';

export type PasswordLoginBody = EndpointBody<typeof identityEndpoints.loginWithPassword>;

/** Telephone or email with the password, for {data, token}. */
export function loginWithPassword(body: PasswordLoginBody) {
  return callEndpoint(identityEndpoints.loginWithPassword, { body, toastOnError: false });
}

export function useLoginWithPassword() {
  return useMutation({ mutationFn: loginWithPassword });
}
