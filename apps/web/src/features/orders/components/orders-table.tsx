import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderListItem } from '@supplier/contracts/orders';
import { Checkbox } from '@/components/ui/checkbox';
import { formatUaPhone } from '@/components/ui/phone-input';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import type { OrderSelection } from '../hooks/use-order-selection';
import { OrderImage } from './order-image';
import { OrderStatusBadge } from './order-status-badge';

const muted = 'text-xs text-muted-foreground';

function SelectOrder({ order, selection }: { order: OrderListItem; selection: OrderSelection }) {
  const { t } = useTranslation('orders');
  return (
    <Checkbox
      checked={selection.has(order.id)}
      onCheckedChange={(on) => selection.toggle(order.id, on)}
      aria-label={t('bulk.select', { number: order.number })}
      data-testid="order-select"
    />
  );
}

function NumberLink({ order }: { order: OrderListItem }) {
  const { t } = useTranslation('orders');
  return (
    <Link
      to={`/orders/${order.id}`}
      className="font-semibold whitespace-nowrap text-primary hover:underline focus-visible:underline focus-visible:outline-none"
      aria-label={t('list.open', { number: order.number })}
      data-testid="order-link"
    >
      {t('list.numberShort', { number: order.number })}
    </Link>
  );
}

function Items({ order }: { order: OrderListItem }) {
  const { t } = useTranslation('orders');
  const [first] = order.items_preview;
  if (!first) return null;
  const more = order.items_count - 1;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <OrderImage src={first.image} className="size-9" />
      <div className="min-w-0">
        <p className="line-clamp-2 break-words">
          {first.name} × {first.quantity}
        </p>
        {more > 0 && <p className={muted}>{t('list.moreItems', { count: more })}</p>}
      </div>
    </div>
  );
}

function Payment({ order }: { order: OrderListItem }) {
  const { t } = useTranslation(['orders', 'payment-methods']);
  return (
    <>
      <span className="block">{t(`payment-methods:methods.${order.payment.method}.name`)}</span>
      <span className={cn('block', muted)}>{t(`paymentStatus.${order.payment.status}`)}</span>
    </>
  );
}

function Delivery({ order }: { order: OrderListItem }) {
  const { t } = useTranslation(['orders', 'deliveries']);
  return (
    <>
      <span className="block">
        {t(`deliveries:carriers.${order.delivery.carrier}.name`)}
        {order.delivery.city && <span className={muted}> · {order.delivery.city}</span>}
      </span>
      {order.delivery.ttn ? (
        <span className="block font-mono text-xs break-all" data-testid="order-ttn">
          {t('list.ttn')} {order.delivery.ttn}
        </span>
      ) : (
        <span className={cn('block', muted)}>{t('list.noTtn')}</span>
      )}
    </>
  );
}

/** The orders of a page as a table (wide screens). */
export function OrdersTable({
  rows,
  busy,
  selection,
}: {
  rows: OrderListItem[];
  busy: boolean;
  selection: OrderSelection;
}) {
  const { t } = useTranslation('orders');
  const head = 'px-3 py-2.5 font-medium';
  const ids = rows.map((order) => order.id);
  const ticked = ids.filter((id) => selection.has(id)).length;
  return (
    <div className={cn('overflow-x-auto rounded-xl border border-border bg-card', busy && 'opacity-60')}>
      <table className="w-full text-left text-sm" data-testid="orders-table">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="border-b border-border text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={cn(head, 'w-10')}>
              <Checkbox
                checked={ticked === 0 ? false : ticked === ids.length ? true : 'indeterminate'}
                onCheckedChange={() => selection.toggleAll(ids)}
                aria-label={t('bulk.selectPage')}
                data-testid="orders-select-page"
              />
            </th>
            <th scope="col" className={head}>
              {t('list.number')}
            </th>
            <th scope="col" className={head}>
              {t('list.buyer')}
            </th>
            <th scope="col" className={cn(head, 'w-[26%]')}>
              {t('list.items')}
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              {t('list.total')}
            </th>
            <th scope="col" className={head}>
              {t('list.payment')}
            </th>
            <th scope="col" className={head}>
              {t('list.delivery')}
            </th>
            <th scope="col" className={head}>
              {t('list.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((order) => (
            <tr
              key={order.id}
              className="align-top hover:bg-muted/40"
              data-testid="order-row"
              data-number={order.number}
            >
              <td className="px-3 py-3">
                <SelectOrder order={order} selection={selection} />
              </td>
              <td className="px-3 py-3">
                <NumberLink order={order} />
                <span className={cn('block whitespace-nowrap', muted)}>{formatDateTime(order.created_at)}</span>
              </td>
              <td className="px-3 py-3">
                <span className="block break-words">{order.buyer.name}</span>
                <span className={cn('block whitespace-nowrap', muted)}>
                  {formatUaPhone(order.buyer.phone, { nowrap: true })}
                </span>
              </td>
              <td className="px-3 py-3">
                <Items order={order} />
              </td>
              <td className="px-3 py-3 text-right font-semibold whitespace-nowrap">{order.total_format}</td>
              <td className="px-3 py-3">
                <Payment order={order} />
              </td>
              <td className="px-3 py-3">
                <Delivery order={order} />
              </td>
              <td className="px-3 py-3">
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The orders of a page as cards (narrow screens: nothing scrolls sideways). */
export function OrdersCards({
  rows,
  busy,
  selection,
}: {
  rows: OrderListItem[];
  busy: boolean;
  selection: OrderSelection;
}) {
  return (
    <ul className={cn('grid gap-2', busy && 'opacity-60')} data-testid="orders-cards">
      {rows.map((order) => (
        <li
          key={order.id}
          className="grid gap-2 rounded-xl border border-border bg-card p-3 text-sm"
          data-testid="order-row"
          data-number={order.number}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex items-center gap-2">
              <SelectOrder order={order} selection={selection} />
              <NumberLink order={order} />
            </span>
            <OrderStatusBadge status={order.status} />
          </div>
          <div className="flex flex-wrap justify-between gap-x-3 gap-y-1">
            <span className={muted}>{formatDateTime(order.created_at)}</span>
            <span className="font-semibold whitespace-nowrap">{order.total_format}</span>
          </div>
          <p className="break-words">
            {order.buyer.name}{' '}
            <span className={cn('whitespace-nowrap', muted)}>{formatUaPhone(order.buyer.phone, { nowrap: true })}</span>
          </p>
          <Items order={order} />
          <div className="grid grid-cols-2 gap-2">
            <div className="min-w-0">
              <Payment order={order} />
            </div>
            <div className="min-w-0">
              <Delivery order={order} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
