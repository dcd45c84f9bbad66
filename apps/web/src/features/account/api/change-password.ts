import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@supplier/contracts/account-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { applyAccountChange } from './apply-account-change';
import { accountKeys } from './keys';

/** The server ends the other sessions. */
export function changePassword(body: EndpointBody<typeof accountEndpoints.changePassword>) {
  return callEndpoint(accountEndpoints.changePassword, { body, toastOnError: false });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async (response) => {
      applyAccountChange(queryClient, response);
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}
