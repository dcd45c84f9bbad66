import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountChangedResponse } from '@supplier/contracts/account';
import { apiRequest } from '@/lib/api-client';
import { applyAccountChange } from './apply-account-change';

export interface CodeSent {
  message: string;
  resend_after: number;
}

/** POST /admin-suppliers/v1/customer/account/telephone: a code to the new number. */
export function requestTelephoneChange(telephone: string): Promise<CodeSent> {
  return apiRequest<CodeSent>('admin-suppliers/v1/customer/account/telephone', {
    method: 'POST',
    body: { telephone },
    toastOnError: false,
  });
}

/** POST /admin-suppliers/v1/customer/account/telephone/confirm {telephone, code} */
export function confirmTelephoneChange(body: { telephone: string; code: string }): Promise<AccountChangedResponse> {
  return apiRequest<AccountChangedResponse>('admin-suppliers/v1/customer/account/telephone/confirm', {
    method: 'POST',
    body,
    toastOnError: false,
  });
}

export const useRequestTelephoneChange = () => useMutation({ mutationFn: requestTelephoneChange });

export function useConfirmTelephoneChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTelephoneChange,
    onSuccess: (response) => applyAccountChange(queryClient, response),
  });
}
