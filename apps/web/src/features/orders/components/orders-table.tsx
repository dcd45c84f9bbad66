import { useTranslation } from 'react-i18next';
import { MessageSquareText } from 'lucide-react';
import type { OrderListItem } from '@supplier/contracts/orders';
import { Checkbox } from '@/components/ui/checkbox';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatUaPhone } from '@/components/ui/phone-input';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import type { RowSelection } from '@/lib/use-row-selection';
import { BuyerCell, FirstItem, mutedText, RecordCard, RecordCards, RecordLink } from '@/components/ui/list-cells';
import { OrderStatusBadge } from './order-status-badge';
import { formatHryvnias } from '@/lib/money-format';

function SelectOrder({ order, selection }: { order: OrderListItem; selection: RowSelection }) {
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
    <RecordLink to={`/orders/${order.id}`} label={t('list.open', { number: order.number })} testId="order-link">
      {t('list.numberShort', { number: order.number })}
    </RecordLink>
  );
}

/** A mark beside the number when the buyer wrote something with the order (the text on hover). */
function CommentMark({ order }: { order: OrderListItem }) {
  const { t } = useTranslation('orders');
  if (!order.buyer_comment) return null;
  return (
    <span
      className="ml-1.5 inline-flex align-middle text-warning"
      title={order.buyer_comment}
      data-testid="order-comment-mark"
    >
      <MessageSquareText className="size-4" aria-hidden />
      <span className="sr-only">{t('list.buyerComment', { comment: order.buyer_comment })}</span>
    </span>
  );
}

/** A row with the keyboard's focus inside is marked (the keys act on it). */
const FOCUSED_ROW = 'focus-within:bg-primary/10 focus-within:shadow-[inset_3px_0_0_var(--color-primary)]';

function Items({ order }: { order: OrderListItem }) {
  const { t } = useTranslation('orders');
  const [first] = order.items_preview;
  // items_count counts pieces, not lines: what is left is the pieces the first line does not hold
  const more = order.items_count - (first?.quantity ?? 0);
  return (
    <FirstItem item={first}>
      {more > 0 && <p className={mutedText}>{t('list.moreItems', { count: more })}</p>}
    </FirstItem>
  );
}

function Payment({ order }: { order: OrderListItem }) {
  const { t } = useTranslation(['orders', 'payment-methods']);
  return (
    <>
      <span className="block">{t(`payment-methods:methods.${order.payment.method}.name`)}</span>
      <span className={cn('block', mutedText)}>{t(`paymentStatus.${order.payment.status}`)}</span>
    </>
  );
}

function Delivery({ order }: { order: OrderListItem }) {
  const { t } = useTranslation(['orders', 'deliveries']);
  return (
    <>
      <span className="block">
        {t(`deliveries:carriers.${order.delivery.carrier}.name`)}
        {order.delivery.city && <span className={mutedText}> · {order.delivery.city}</span>}
      </span>
      {order.delivery.ttn ? (
        <span className="block font-mono text-xs whitespace-nowrap" data-testid="order-ttn">
          {t('list.ttn')} {order.delivery.ttn}
        </span>
      ) : (
        <span className={cn('block', mutedText)}>{t('list.noTtn')}</span>
      )}
    </>
  );
}

/** The orders of a page, dimmed while another loads, with the ticked ones. */
interface OrdersViewProps {
  rows: OrderListItem[];
  busy: boolean;
  selection: RowSelection;
}

/** The orders of a page as a table (wide screens). */
export function OrdersTable({ rows, busy, selection }: OrdersViewProps) {
  const { t } = useTranslation('orders');
  const columns: DataColumn<OrderListItem>[] = [
    {
      id: 'number',
      header: t('list.number'),
      className: 'px-3',
      cell: (order) => (
        <>
          <NumberLink order={order} />
          <CommentMark order={order} />
          <span className={cn('block whitespace-nowrap', mutedText)}>{formatDateTime(order.created_at)}</span>
        </>
      ),
    },
    {
      id: 'buyer',
      header: t('list.buyer'),
      className: 'px-3',
      cell: (order) => <BuyerCell buyer={order.buyer} />,
    },
    { id: 'items', header: t('list.items'), className: 'w-[26%] px-3', cell: (order) => <Items order={order} /> },
    {
      id: 'total',
      header: t('list.total'),
      className: 'px-3 text-right',
      cellClassName: 'font-semibold whitespace-nowrap',
      cell: (order) => formatHryvnias(order.total),
    },
    { id: 'payment', header: t('list.payment'), className: 'px-3', cell: (order) => <Payment order={order} /> },
    { id: 'delivery', header: t('list.delivery'), className: 'px-3', cell: (order) => <Delivery order={order} /> },
    {
      id: 'status',
      header: t('list.status'),
      className: 'px-3',
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
  ];
  return (
    <DataTable
      caption={t('list.caption')}
      columns={columns}
      rows={rows}
      rowKey={(order) => order.id}
      busy={busy}
      testId="orders-table"
      rowProps={(order) => ({
        className: cn('hover:bg-muted/40', FOCUSED_ROW),
        'data-testid': 'order-row',
        'data-order-id': order.id,
        'data-number': order.number,
      })}
      selection={{
        selection,
        label: (order) => t('bulk.select', { number: order.number }),
        pageLabel: t('bulk.selectPage'),
        testId: 'order-select',
        pageTestId: 'orders-select-page',
      }}
    />
  );
}

/** The orders of a page as cards (narrow screens: nothing scrolls sideways). */
export function OrdersCards({ rows, busy, selection }: OrdersViewProps) {
  return (
    <RecordCards busy={busy} testId="orders-cards">
      {rows.map((order) => (
        <RecordCard
          key={order.id}
          head={
            <span className="flex items-center gap-2">
              <SelectOrder order={order} selection={selection} />
              <NumberLink order={order} />
              <CommentMark order={order} />
            </span>
          }
          status={<OrderStatusBadge status={order.status} />}
          createdAt={order.created_at}
          amount={formatHryvnias(order.total)}
          className={FOCUSED_ROW}
          data={{ 'data-testid': 'order-row', 'data-number': order.number, 'data-order-id': order.id }}
        >
          <p className="break-words">
            {order.buyer.name}{' '}
            <span className={cn('whitespace-nowrap', mutedText)}>
              {formatUaPhone(order.buyer.phone, { nowrap: true })}
            </span>
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
        </RecordCard>
      ))}
    </RecordCards>
  );
}
