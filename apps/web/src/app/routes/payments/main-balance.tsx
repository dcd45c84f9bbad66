import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { balancesKeys } from '@/features/balances/api/keys';
import { MainBalancePage } from '@/features/balances/components/main-balance-page';
import { useBalanceChanged } from './use-balance-changed';

/** /payments/balances/main-balance: `Баланс`; refreshes when `balance.changed` arrives (e.g. a paid top-up). */
export function Component() {
  const { t } = useTranslation('routes');
  const queryClient = useQueryClient();
  useBalanceChanged(() => void queryClient.invalidateQueries({ queryKey: balancesKeys.all }));
  return <MainBalancePage title={t('mainBalance')} />;
}
