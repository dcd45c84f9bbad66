import { useTranslation } from 'react-i18next';
import { OrdersList } from '@/features/orders/components/orders-list';
import { useStores } from '@/features/stores/api/get-stores';

/** /orders: `Замовлення`, with the supplier's stores to filter by. */
export function Component() {
  const { t } = useTranslation('routes');
  const stores = useStores({ per_page: 100 });
  return <OrdersList title={t('orders')} stores={stores.data?.data ?? []} />;
}
