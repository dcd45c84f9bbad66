import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyBalancesEndpoints } from '@supplier/contracts/money-balances-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { balancesKeys } from './keys';

/** {data: {balance, formatted_balance}}: the services balance. */
export function getServiceBalance(signal?: AbortSignal) {
  return callEndpoint(moneyBalancesEndpoints.getServiceBalances, { signal, toastOnError: false });
}

export const serviceBalanceQueryOptions = () =>
  queryOptions({
    queryKey: balancesKeys.services(),
    queryFn: ({ signal }) => getServiceBalance(signal),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });

export const useServiceBalance = () => useQuery(serviceBalanceQueryOptions());
