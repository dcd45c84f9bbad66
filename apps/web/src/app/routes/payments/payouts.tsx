import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BALANCE_PATHS } from '@/features/balances/paths';
import { payoutsKeys } from '@/features/payouts/api/keys';
import { PayoutsPage } from '@/features/payouts/components/payouts-page';
import { refreshSetup, useSetup } from '@/features/setup/store';
import { useBalanceChanged } from './use-balance-changed';

/**
 * /payments/payouts: `Виплати`. What is available is the main balance the shell keeps (settings
 * on each route change, `balance.changed` live); a status change or a rejection arrives as
 * `balance.changed` too, so the list is fetched again then.
 */
export function Component() {
  const { t } = useTranslation('routes');
  const queryClient = useQueryClient();
  const balance = useSetup((state) => state.balance);
  useBalanceChanged(() => void queryClient.invalidateQueries({ queryKey: payoutsKeys.all }));
  return (
    <PayoutsPage
      title={t('payouts')}
      available={balance?.total}
      topUpPath={BALANCE_PATHS.main}
      onRequested={() => void refreshSetup()}
    />
  );
}
