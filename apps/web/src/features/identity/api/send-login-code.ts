import { useMutation } from '@tanstack/react-query';
import { identityEndpoints } from '@supplier/contracts/identity-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';

export type SendLoginCodeBody = EndpointBody<typeof identityEndpoints.sendLoginCode>;

/** Texts a login code to a registered phone. */
export function sendLoginCode(body: SendLoginCodeBody) {
  return callEndpoint(identityEndpoints.sendLoginCode, { body, toastOnError: false });
}

export function useSendLoginCode() {
  return useMutation({ mutationFn: sendLoginCode });
}
