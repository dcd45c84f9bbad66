import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MainBalanceResponse } from '@supplier/contracts/money-ledger';
import { apiRequest } from '@/lib/api-client';
import { balancesKeys, type HistoryQuery } from './keys';

/** GET admin-suppliers/v1/customer/account/balance: the main balance and its history page. */
export function getMainBalance(query: HistoryQuery, signal?: AbortSignal): Promise<MainBalanceResponse> {
  return apiRequest<MainBalanceResponse>('admin-suppliers/v1/customer/account/balance', {
    query,
    signal,
    toastOnError: false,
  });
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
