import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountChangedResponse, AccountUpdateRequest } from '@supplier/contracts/account';
import { apiRequest } from '@/lib/api-client';
import { applyAccountChange } from './apply-account-change';

/** PUT /admin-suppliers/v1/customer/account with the profile fields. */
export function updateAccount(body: AccountUpdateRequest): Promise<AccountChangedResponse> {
  return apiRequest<AccountChangedResponse>('admin-suppliers/v1/customer/account', {
    method: 'PUT',
    body,
    toastOnError: false,
  });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (response) => applyAccountChange(queryClient, response),
  });
}
