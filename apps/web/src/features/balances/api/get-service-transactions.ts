import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceTransactionsResponse } from '@supplier/contracts/money-ledger';
import { apiRequest } from '@/lib/api-client';
import { balancesKeys, type HistoryQuery } from './keys';

/** GET v1/customers/balances/service-transactions → {data, meta}. */
export function getServiceTransactions(
  query: HistoryQuery,
  signal?: AbortSignal,
): Promise<ServiceTransactionsResponse> {
  return apiRequest<ServiceTransactionsResponse>('v1/customers/balances/service-transactions', {
    query,
    signal,
    toastOnError: false,
  });
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
