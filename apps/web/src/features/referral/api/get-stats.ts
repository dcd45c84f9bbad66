import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moneyReferralEndpoints } from '@supplier/contracts/money-referral-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { referralKeys, type StatsQuery } from './keys';

/** {data, meta}: every invited friend with what they spent and what they brought. */
export function getStats(query: StatsQuery, signal?: AbortSignal) {
  return callEndpoint(moneyReferralEndpoints.getReferralStats, { query, signal, toastOnError: false });
}

export const statsQueryOptions = (query: StatsQuery) =>
  queryOptions({
    queryKey: referralKeys.stats(query),
    queryFn: ({ signal }) => getStats(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStats = (query: StatsQuery, enabled = true) => useQuery({ ...statsQueryOptions(query), enabled });
