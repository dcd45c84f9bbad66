import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutAccount } from '@supplier/contracts/money-payouts';
import { apiRequest } from '@/lib/api-client';
import { payoutsKeys } from './keys';

/** GET v1/customers/payout-account → {data: account | null} (null until saved). */
export async function getPayoutAccount(signal?: AbortSignal): Promise<PayoutAccount | null> {
  const body = await apiRequest<{ data: PayoutAccount | null }>('v1/customers/payout-account', {
    signal,
    toastOnError: false,
  });
  return body?.data ?? null;
}

export const payoutAccountQueryOptions = () =>
  queryOptions({
    queryKey: payoutsKeys.account(),
    queryFn: ({ signal }) => getPayoutAccount(signal),
    staleTime: 60_000,
  });

export const usePayoutAccount = () => useQuery(payoutAccountQueryOptions());
