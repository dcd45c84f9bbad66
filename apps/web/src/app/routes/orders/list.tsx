import { useTranslation } from 'react-i18next';
import { OrdersList } from '@/features/orders/components/orders-list';
import { useListPlace } from '@/features/orders/hooks/use-list-place';
import { useStores } from '@/features/stores/api/get-stores';

/** /orders: `Замовлення`, with the supplier's stores to filter by; its place is kept for the order page's way back. */
export function Component() {
  const { t } = useTranslation('routes');
  const stores = useStores({ per_page: 100 });
  useListPlace();
  return <OrdersList title={t('orders')} stores={stores.data?.data ?? []} />;
}
