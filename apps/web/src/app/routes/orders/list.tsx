import { useTranslation } from 'react-i18next';
import { OrdersList } from '@/features/orders/components/orders-list';

/** /orders: `Замовлення`. */
export function Component() {
  const { t } = useTranslation('routes');
  return <OrdersList title={t('orders')} />;
}
