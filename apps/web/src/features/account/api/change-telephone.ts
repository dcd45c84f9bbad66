import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@supplier/contracts/account-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { applyAccountChange } from './apply-account-change';

/** A code to the new number. */
export function requestTelephoneChange(telephone: string) {
  return callEndpoint(accountEndpoints.requestPhoneChange, { body: { telephone }, toastOnError: false });
}

export function confirmTelephoneChange(body: EndpointBody<typeof accountEndpoints.confirmPhoneChange>) {
  return callEndpoint(accountEndpoints.confirmPhoneChange, { body, toastOnError: false });
}

export const useRequestTelephoneChange = () => useMutation({ mutationFn: requestTelephoneChange });

export function useConfirmTelephoneChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTelephoneChange,
    onSuccess: (response) => applyAccountChange(queryClient, response),
  });
}
