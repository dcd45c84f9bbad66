import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BuyerOrders as History } from '@supplier/contracts/orders-buyers';
import { QueryStates } from '@/components/ui/page-states';
import { formatDate } from '@/lib/date-format';
import { useBuyerOrders } from '../api/get-buyer-orders';
import { OrderStatusBadge } from './order-status-badge';
import { formatHryvnias } from '@/lib/money-format';

/** Under the buyer: their other orders with this seller, so a returning buyer (or one who sends back) is seen. */
export function BuyerOrders({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const history = useBuyerOrders(orderId);
  return (
    <QueryStates
      result={history}
      loading={{ rows: 1, className: 'h-10', testId: 'buyer-orders-loading' }}
      error={{ title: t('buyerOrders.loadError'), testId: 'buyer-orders-error' }}
    >
      {(data) => <Summary data={data} />}
    </QueryStates>
  );
}

function Summary({ data }: { data: History }) {
  const { t } = useTranslation('orders');
  if (data.count === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="buyer-orders" data-count={0}>
        {t('buyerOrders.first')}
      </p>
    );
  }
  return (
    <div className="grid gap-2 border-t border-border pt-3" data-testid="buyer-orders" data-count={data.count}>
      <p className="text-sm">
        <span className="font-medium">{t('buyerOrders.count', { count: data.count })}</span>
        {' · '}
        <span className="whitespace-nowrap">{formatHryvnias(data.total)}</span>
      </p>
      <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <span>{t('buyerOrders.completed', { count: data.completed })}</span>
        <span className={data.returned > 0 ? 'font-medium text-destructive' : undefined} data-testid="buyer-returns">
          {t('buyerOrders.returned', { count: data.returned })}
        </span>
        <span>{t('buyerOrders.cancelled', { count: data.cancelled })}</span>
      </p>
      <ul className="grid gap-1 text-sm">
        {data.recent.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link to={`/orders/${order.id}`} className="font-medium text-primary hover:underline">
              {t('list.numberShort', { number: order.number })}
            </Link>
            <span className="text-xs text-muted-foreground">{formatDate(order.created_at)}</span>
            <OrderStatusBadge status={order.status} />
            <span className="ml-auto whitespace-nowrap">{formatHryvnias(order.total)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
