import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@supplier/contracts/account-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { applyAccountChange } from './apply-account-change';

/** The profile fields. */
export function updateAccount(body: EndpointBody<typeof accountEndpoints.saveAccount>) {
  return callEndpoint(accountEndpoints.saveAccount, { body, toastOnError: false });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (response) => applyAccountChange(queryClient, response),
  });
}
