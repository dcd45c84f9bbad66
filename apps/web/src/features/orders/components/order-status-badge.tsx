import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@supplier/contracts/orders';
import { Badge } from '@/components/ui/badge';

const VARIANT: Record<OrderStatus, 'default' | 'secondary' | 'outline' | 'destructive' | 'success' | 'warning'> = {
  new: 'default',
  processing: 'warning',
  confirmed: 'warning',
  shipped: 'secondary',
  delivering: 'secondary',
  awaiting_pickup: 'secondary',
  completed: 'success',
  cancelled: 'outline',
  returned: 'destructive',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Badge variant={VARIANT[status]} data-testid="order-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
