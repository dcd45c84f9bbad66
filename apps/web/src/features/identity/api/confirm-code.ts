import { useMutation } from '@tanstack/react-query';
import { identityEndpoints } from '@supplier/contracts/identity-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';

export type ConfirmCodeBody = EndpointBody<typeof identityEndpoints.confirmLoginCode>;

/** A login or sign-up code for {data, token}. */
export function confirmCode(body: ConfirmCodeBody) {
  return callEndpoint(identityEndpoints.confirmLoginCode, { body, toastOnError: false });
}

export function useConfirmCode() {
  return useMutation({ mutationFn: confirmCode });
}
