import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { balancesKeys } from '@/features/balances/api/keys';
import { ServiceBalancePage } from '@/features/balances/components/service-balance-page';
import { refreshSetup, useSetup } from '@/features/setup/store';
import { SubscriptionCard } from '@/features/subscription/components/subscription-card';
import { purchaseCalls } from '@/app/shell/purchase-calls';
import { useBalanceChanged } from './use-balance-changed';

/**
 * /payments/balances/balance-services: `Баланс Послуг` with transfers both ways and the
 * supplier-panel subscription it pays for.
 */
export function Component() {
  const { t } = useTranslation('routes');
  const queryClient = useQueryClient();
  const plan = useSetup((state) => state.subscribes?.supplier_panel);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: balancesKeys.all });
    void refreshSetup();
  };
  useBalanceChanged(() => void queryClient.invalidateQueries({ queryKey: balancesKeys.all }));
  return (
    <ServiceBalancePage
      title={t('balanceServices')}
      onTransferred={() => void refreshSetup()}
      aside={<SubscriptionCard plan={plan} calls={purchaseCalls} onPaid={refresh} />}
    />
  );
}
