import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moneyPayoutsEndpoints } from '@supplier/contracts/money-payouts-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { payoutsKeys, type PayoutsQuery } from './keys';

/** {data, meta, held, held_format}: the payout requests, newest first, and what they hold from main. */
export function getPayouts(query: PayoutsQuery, signal?: AbortSignal) {
  return callEndpoint(moneyPayoutsEndpoints.listPayouts, { query, signal, toastOnError: false });
}

export const payoutsQueryOptions = (query: PayoutsQuery) =>
  queryOptions({
    queryKey: payoutsKeys.list(query),
    queryFn: ({ signal }) => getPayouts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    // an operator may move a payout meanwhile; coming back to the tab shows it
    refetchOnWindowFocus: true,
  });

export const usePayouts = (query: PayoutsQuery) => useQuery(payoutsQueryOptions(query));
