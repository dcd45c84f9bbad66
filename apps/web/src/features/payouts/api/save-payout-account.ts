import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyPayoutsEndpoints } from '@supplier/contracts/money-payouts-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { withMoneyConfirmation } from '@/lib/money-confirmation';
import { payoutsKeys } from './keys';

/** {message, data}: the IBAN, holder and tax id payouts go to. */
export function savePayoutAccount(body: EndpointBody<typeof moneyPayoutsEndpoints.savePayoutAccount>) {
  return withMoneyConfirmation((headers) =>
    callEndpoint(moneyPayoutsEndpoints.savePayoutAccount, { body, headers, toastOnError: false }),
  );
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutAccount,
    onSuccess: (saved) => queryClient.setQueryData(payoutsKeys.account(), saved.data),
  });
}
