import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyPayoutsEndpoints } from '@supplier/contracts/money-payouts-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { payoutsKeys } from './keys';

/** The account payouts go to; null until saved. */
export async function getPayoutAccount(signal?: AbortSignal) {
  const { data } = await callEndpoint(moneyPayoutsEndpoints.getPayoutAccount, { signal, toastOnError: false });
  return data;
}

export const payoutAccountQueryOptions = () =>
  queryOptions({
    queryKey: payoutsKeys.account(),
    queryFn: ({ signal }) => getPayoutAccount(signal),
    staleTime: 60_000,
  });

export const usePayoutAccount = () => useQuery(payoutAccountQueryOptions());
