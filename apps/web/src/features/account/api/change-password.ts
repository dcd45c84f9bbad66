import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountChangedResponse, PasswordChangeRequest } from '@supplier/contracts/account';
import { apiRequest } from '@/lib/api-client';
import { applyAccountChange } from './apply-account-change';
import { accountKeys } from './keys';

/** PUT /admin-suppliers/v1/customer/account/password; the server ends the other sessions. */
export function changePassword(body: PasswordChangeRequest): Promise<AccountChangedResponse> {
  return apiRequest<AccountChangedResponse>('admin-suppliers/v1/customer/account/password', {
    method: 'PUT',
    body,
    toastOnError: false,
  });
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
