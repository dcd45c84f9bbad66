import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { EMPTY_MONEY } from '@/lib/money-format';
import { referralKeys } from './keys';

interface ReferralEarningsResponse {
  total_referral_earnings_formatted: string;
}

/** GET v1/customers/balances/referral-earnings; the menu footer shows `0 грн` when it fails. */
export async function getReferralEarnings(signal?: AbortSignal): Promise<string> {
  try {
    const body = await apiRequest<ReferralEarningsResponse>('v1/customers/balances/referral-earnings', {
      signal,
      toastOnError: false,
    });
    return body?.total_referral_earnings_formatted || EMPTY_MONEY;
  } catch {
    return EMPTY_MONEY;
  }
}

export const referralEarningsQueryOptions = () =>
  queryOptions({
    queryKey: referralKeys.earnings(),
    queryFn: ({ signal }) => getReferralEarnings(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useReferralEarnings = () => useQuery(referralEarningsQueryOptions());
