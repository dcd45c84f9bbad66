import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccount, PayoutAccountRequest } from '@supplier/contracts/money-payouts';
import { apiRequest } from '@/lib/api-client';
import { payoutsKeys } from './keys';

/** PUT v1/customers/payout-account {iban, holder_name, tax_id} → {message, data}. */
export function savePayoutAccount(body: PayoutAccountRequest): Promise<{ message: string; data: PayoutAccount }> {
  return apiRequest<{ message: string; data: PayoutAccount }>('v1/customers/payout-account', {
    method: 'PUT',
    body,
    toastOnError: false,
  });
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutAccount,
    onSuccess: (saved) => queryClient.setQueryData(payoutsKeys.account(), saved.data),
  });
}
