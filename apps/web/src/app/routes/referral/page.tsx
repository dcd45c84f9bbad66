import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { referralKeys } from '@/features/referral/api/keys';
import { ReferralProgramPage } from '@/features/referral/components/referral-program-page';
import { copyText } from '@/lib/clipboard';
import { referralLink } from '@/features/referral/referral-link';
import { useBalanceChanged } from '../payments/use-balance-changed';

/** /referral: `Реферальна програма`; a friend's payment credits a reward and fires `balance.changed`. */
export function Component() {
  const { t } = useTranslation('routes');
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.data.id);
  useBalanceChanged(() => void queryClient.invalidateQueries({ queryKey: referralKeys.all }));
  return (
    <ReferralProgramPage
      title={t('referral')}
      link={userId === undefined ? '' : referralLink(userId)}
      onCopy={copyText}
    />
  );
}
