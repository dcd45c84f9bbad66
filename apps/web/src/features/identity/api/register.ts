import { useMutation } from '@tanstack/react-query';
import { identityEndpoints } from '@supplier/contracts/identity-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';

export type RegisterBody = EndpointBody<typeof identityEndpoints.register>;

/** Creates the account and texts the confirmation code. */
export function register(body: RegisterBody) {
  return callEndpoint(identityEndpoints.register, { body, toastOnError: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
