import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralStatsResponse } from '@supplier/contracts/money-referral';
import { apiRequest } from '@/lib/api-client';
import { referralProgramKeys, type StatsQuery } from './keys';

/** GET v1/customers/referral/stats?date_from&date_to&page&per_page: every invited friend, spent and earned. */
export function getStats(query: StatsQuery, signal?: AbortSignal): Promise<ReferralStatsResponse> {
  return apiRequest<ReferralStatsResponse>('v1/customers/referral/stats', {
    query: { ...query },
    signal,
    toastOnError: false,
  });
}

export const statsQueryOptions = (query: StatsQuery) =>
  queryOptions({
    queryKey: referralProgramKeys.stats(query),
    queryFn: ({ signal }) => getStats(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStats = (query: StatsQuery, enabled = true) => useQuery({ ...statsQueryOptions(query), enabled });
