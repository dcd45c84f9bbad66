import { formatMoney } from '@/lib/money-format';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Camera } from 'lucide-react';
import type { ReturnListItem } from '@supplier/contracts/returns';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { ItemImage } from '@/components/ui/item-image';
import { formatUaPhone } from '@/components/ui/phone-input';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { useReturnLabels } from '../hooks/use-return-labels';
import { ReturnStatusBadge } from './return-status-badge';

const muted = 'text-xs text-muted-foreground';

function NumberLink({ request }: { request: ReturnListItem }) {
  const { t } = useTranslation('returns');
  return (
    <Link
      to={`/returns/${request.id}`}
      className="rounded-sm font-semibold whitespace-nowrap text-primary hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none"
      aria-label={t('list.open', { number: request.number })}
      data-testid="return-link"
    >
      {t('numberShort', { number: request.number })}
    </Link>
  );
}

/** Return or exchange, and why. */
function Reason({ request }: { request: ReturnListItem }) {
  const labels = useReturnLabels();
  return (
    <span className={cn('block', muted)}>
      {labels.kind[request.kind]} · {labels.reason[request.reason]}
    </span>
  );
}

function Items({ request }: { request: ReturnListItem }) {
  const { t } = useTranslation('returns');
  const [first] = request.items_preview;
  if (!first) return null;
  const more = request.items_count - first.quantity;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <ItemImage src={first.image} className="size-9" />
      <div className="min-w-0">
        <p className="line-clamp-2 break-words">
          {first.name} × {first.quantity}
        </p>
        {more > 0 && <p className={muted}>{t('list.moreItems', { count: more })}</p>}
        {request.photos_count > 0 && (
          <p className={cn('inline-flex items-center gap-1', muted)}>
            <Camera className="size-3.5" aria-hidden />
            {t('list.photos', { count: request.photos_count })}
          </p>
        )}
      </div>
    </div>
  );
}

function Buyer({ request }: { request: ReturnListItem }) {
  return (
    <>
      <span className="block break-words">{request.buyer.name}</span>
      <span className={cn('block whitespace-nowrap', muted)}>
        {formatUaPhone(request.buyer.phone, { nowrap: true })}
      </span>
    </>
  );
}

function OrderCell({ request }: { request: ReturnListItem }) {
  const { t } = useTranslation('returns');
  return (
    <>
      <Link to={`/orders/${request.order.id}`} className="block whitespace-nowrap hover:underline">
        {t('numberShort', { number: request.order.number })}
      </Link>
      {request.ttn && (
        <span className="block font-mono text-xs whitespace-nowrap" data-testid="return-ttn">
          {t('list.ttn', { ttn: request.ttn })}
        </span>
      )}
    </>
  );
}

interface ReturnsViewProps {
  rows: ReturnListItem[];
  busy: boolean;
}

/** A page of requests as a table (wide screens). */
export function ReturnsTable({ rows, busy }: ReturnsViewProps) {
  const { t } = useTranslation('returns');
  const columns: DataColumn<ReturnListItem>[] = [
    {
      id: 'number',
      header: t('list.number'),
      className: 'px-3',
      cell: (request) => (
        <>
          <NumberLink request={request} />
          <span className={cn('block whitespace-nowrap', muted)}>{formatDateTime(request.created_at)}</span>
          <Reason request={request} />
        </>
      ),
    },
    { id: 'order', header: t('list.order'), className: 'px-3', cell: (request) => <OrderCell request={request} /> },
    { id: 'buyer', header: t('list.buyer'), className: 'px-3', cell: (request) => <Buyer request={request} /> },
    { id: 'items', header: t('list.items'), className: 'w-[28%] px-3', cell: (request) => <Items request={request} /> },
    {
      id: 'amount',
      header: t('list.amount'),
      className: 'px-3 text-right',
      cellClassName: 'font-semibold whitespace-nowrap',
      cell: (request) => formatMoney(request.amount),
    },
    {
      id: 'status',
      header: t('list.status'),
      className: 'px-3',
      cell: (request) => <ReturnStatusBadge status={request.status} />,
    },
  ];
  return (
    <DataTable
      caption={t('list.caption')}
      columns={columns}
      rows={rows}
      rowKey={(request) => request.id}
      busy={busy}
      testId="returns-table"
      rowProps={(request) => ({
        className: 'hover:bg-muted/40 focus-within:bg-primary/10',
        'data-testid': 'return-row',
        'data-return-id': request.id,
        'data-number': request.number,
      })}
    />
  );
}

/** A page of requests as cards (narrow screens: nothing scrolls sideways). */
export function ReturnsCards({ rows, busy }: ReturnsViewProps) {
  return (
    <ul className={cn('grid gap-2', busy && 'opacity-60')} data-testid="returns-cards">
      {rows.map((request) => (
        <li
          key={request.id}
          className="grid gap-2 rounded-xl border border-border bg-card p-3 text-sm focus-within:bg-primary/10"
          data-testid="return-row"
          data-return-id={request.id}
          data-number={request.number}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <NumberLink request={request} />
            <ReturnStatusBadge status={request.status} />
          </div>
          <div className="flex flex-wrap justify-between gap-x-3 gap-y-1">
            <span className={muted}>{formatDateTime(request.created_at)}</span>
            <span className="font-semibold whitespace-nowrap">{formatMoney(request.amount)}</span>
          </div>
          <Reason request={request} />
          <div className="grid grid-cols-2 gap-2">
            <div className="min-w-0">
              <Buyer request={request} />
            </div>
            <div className="min-w-0">
              <OrderCell request={request} />
            </div>
          </div>
          <Items request={request} />
        </li>
      ))}
    </ul>
  );
}
