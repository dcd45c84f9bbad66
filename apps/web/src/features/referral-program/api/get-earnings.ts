import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralEarningsResponse } from '@supplier/contracts/money-referral';
import { apiRequest } from '@/lib/api-client';
import { referralProgramKeys } from './keys';

/** GET v1/customers/balances/referral-earnings → {total_referral_earnings, total_referral_earnings_formatted}. */
export function getEarnings(signal?: AbortSignal): Promise<ReferralEarningsResponse> {
  return apiRequest<ReferralEarningsResponse>('v1/customers/balances/referral-earnings', {
    signal,
    toastOnError: false,
  });
}

export const earningsQueryOptions = () =>
  queryOptions({ queryKey: referralProgramKeys.earnings(), queryFn: ({ signal }) => getEarnings(signal) });

export const useEarnings = () => useQuery(earningsQueryOptions());
