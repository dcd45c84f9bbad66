import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moneyBalancesEndpoints } from '@supplier/contracts/money-balances-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { balancesKeys, type HistoryQuery } from './keys';

/** {data, meta}: a balance's ledger entries, one page. */
export function getServiceTransactions(query: HistoryQuery, signal?: AbortSignal) {
  return callEndpoint(moneyBalancesEndpoints.listBalanceTransactions, { query, signal, toastOnError: false });
}

export const serviceTransactionsQueryOptions = (query: HistoryQuery) =>
  queryOptions({
    queryKey: balancesKeys.serviceTransactions(query),
    queryFn: ({ signal }) => getServiceTransactions(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });

export const useServiceTransactions = (query: HistoryQuery, enabled = true) =>
  useQuery({ ...serviceTransactionsQueryOptions(query), enabled });
