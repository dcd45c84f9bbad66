import { useTranslation } from 'react-i18next';
import { REFERRAL_PERCENT } from '@supplier/contracts/constants';

/** The one statement of the referral reward (PRODUCT.md section 4) that every screen shows. */
export function useReferralReward(): string {
  const { t } = useTranslation('common');
  return t('referralReward', { percent: REFERRAL_PERCENT });
}
