import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/date-format';
import { useBuyerOrders } from '../api/get-buyer-orders';
import { OrderStatusBadge } from './order-status-badge';
import { formatMoney } from '@/lib/money-format';

/** Under the buyer: their other orders with this seller, so a returning buyer (or one who sends back) is seen. */
export function BuyerOrders({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const { data, isPending, isError, refetch, isRefetching } = useBuyerOrders(orderId);
  if (isPending) return <Skeleton className="h-10 w-full" data-testid="buyer-orders-loading" />;
  if (isError) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="buyer-orders-error">
        {t('buyerOrders.loadError')}
        <Button size="sm" variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
          {t('buyerOrders.retry')}
        </Button>
      </p>
    );
  }
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
        <span className="whitespace-nowrap">{formatMoney(data.total)}</span>
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
            <span className="ml-auto whitespace-nowrap">{formatMoney(order.total)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
