import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceBalanceResponse } from '@supplier/contracts/money-ledger';
import { apiRequest } from '@/lib/api-client';
import { balancesKeys } from './keys';

/** GET v1/customers/balances/service-balance → {data: {balance, formatted_balance}}. */
export function getServiceBalance(signal?: AbortSignal): Promise<ServiceBalanceResponse> {
  return apiRequest<ServiceBalanceResponse>('v1/customers/balances/service-balance', { signal, toastOnError: false });
}

export const serviceBalanceQueryOptions = () =>
  queryOptions({
    queryKey: balancesKeys.services(),
    queryFn: ({ signal }) => getServiceBalance(signal),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });

export const useServiceBalance = () => useQuery(serviceBalanceQueryOptions());
