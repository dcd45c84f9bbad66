import { REFERRAL_PERCENT } from '@supplier/contracts/constants';

/** The referrer's share of a payment, rounded down to whole kopiyky. */
export function referralReward(amountKopiyky: number): number {
  return Math.floor((amountKopiyky * REFERRAL_PERCENT) / 100);
}
