import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moneyBalancesEndpoints } from '@supplier/contracts/money-balances-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { balancesKeys, type HistoryQuery } from './keys';

/** The main balance and its history page. */
export function getMainBalance(query: HistoryQuery, signal?: AbortSignal) {
  return callEndpoint(moneyBalancesEndpoints.getMainBalance, { query, signal, toastOnError: false });
}

export const mainBalanceQueryOptions = (query: HistoryQuery) =>
  queryOptions({
    queryKey: balancesKeys.main(query),
    queryFn: ({ signal }) => getMainBalance(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    // a top-up is paid in another tab: coming back shows it even without the realtime event
    refetchOnWindowFocus: true,
  });

export const useMainBalance = (query: HistoryQuery, enabled = true) =>
  useQuery({ ...mainBalanceQueryOptions(query), enabled });
