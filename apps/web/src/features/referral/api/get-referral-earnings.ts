import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyReferralEndpoints } from '@supplier/contracts/money-referral-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { useFirstPageShown } from '@/lib/first-page-shown';
import { formatHryvnias } from '@/lib/money-format';
import { referralKeys } from './keys';

/** {total_referral_earnings, total_referral_earnings_formatted}: everything earned so far. */
export function getReferralEarnings(signal?: AbortSignal) {
  return callEndpoint(moneyReferralEndpoints.listReferralEarnings, { signal, toastOnError: false });
}

export const referralEarningsQueryOptions = () =>
  queryOptions({ queryKey: referralKeys.earnings(), queryFn: ({ signal }) => getReferralEarnings(signal) });

export const useReferralEarnings = () => useQuery(referralEarningsQueryOptions());

/**
 * The menu footer's figure, formatted: 0 when the call fails, kept 5 minutes (every
 * `balance.changed` fetches it again, see `useEarningsRefresh`); asked for after the first page's
 * own data (lib/first-page-shown).
 */
export function useEarningsFigure() {
  const { data, isError, isPending } = useQuery({
    ...referralEarningsQueryOptions(),
    staleTime: 5 * 60_000,
    retry: false,
    enabled: useFirstPageShown(),
  });
  return { figure: isError ? formatHryvnias(0) : data && formatHryvnias(data.total_referral_earnings), isPending };
}
