import { formatHryvnias } from '@/lib/money-format';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Camera } from 'lucide-react';
import type { ReturnListItem } from '@supplier/contracts/returns';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { BuyerCell, FirstItem, mutedText, RecordCard, RecordCards, RecordLink } from '@/components/ui/list-cells';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/date-format';
import { useReturnLabels } from '../hooks/use-return-labels';
import { ReturnStatusBadge } from './return-status-badge';

function NumberLink({ request }: { request: ReturnListItem }) {
  const { t } = useTranslation('returns');
  return (
    <RecordLink to={`/returns/${request.id}`} label={t('list.open', { number: request.number })} testId="return-link">
      {t('numberShort', { number: request.number })}
    </RecordLink>
  );
}

/** Return or exchange, and why. */
function Reason({ request }: { request: ReturnListItem }) {
  const labels = useReturnLabels();
  return (
    <span className={cn('block', mutedText)}>
      {labels.kind[request.kind]} · {labels.reason[request.reason]}
    </span>
  );
}

function Items({ request }: { request: ReturnListItem }) {
  const { t } = useTranslation('returns');
  const [first] = request.items_preview;
  const more = request.items_count - (first?.quantity ?? 0);
  return (
    <FirstItem item={first}>
      {more > 0 && <p className={mutedText}>{t('list.moreItems', { count: more })}</p>}
      {request.photos_count > 0 && (
        <p className={cn('inline-flex items-center gap-1', mutedText)}>
          <Camera className="size-3.5" aria-hidden />
          {t('list.photos', { count: request.photos_count })}
        </p>
      )}
    </FirstItem>
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
          <span className={cn('block whitespace-nowrap', mutedText)}>{formatDateTime(request.created_at)}</span>
          <Reason request={request} />
        </>
      ),
    },
    { id: 'order', header: t('list.order'), className: 'px-3', cell: (request) => <OrderCell request={request} /> },
    { id: 'buyer', header: t('list.buyer'), className: 'px-3', cell: (request) => <BuyerCell buyer={request.buyer} /> },
    { id: 'items', header: t('list.items'), className: 'w-[28%] px-3', cell: (request) => <Items request={request} /> },
    {
      id: 'amount',
      header: t('list.amount'),
      className: 'px-3 text-right',
      cellClassName: 'font-semibold whitespace-nowrap',
      cell: (request) => formatHryvnias(request.amount),
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
    <RecordCards busy={busy} testId="returns-cards">
      {rows.map((request) => (
        <RecordCard
          key={request.id}
          head={<NumberLink request={request} />}
          status={<ReturnStatusBadge status={request.status} />}
          createdAt={request.created_at}
          amount={formatHryvnias(request.amount)}
          className="focus-within:bg-primary/10"
          data={{ 'data-testid': 'return-row', 'data-return-id': request.id, 'data-number': request.number }}
        >
          <Reason request={request} />
          <div className="grid grid-cols-2 gap-2">
            <div className="min-w-0">
              <BuyerCell buyer={request.buyer} />
            </div>
            <div className="min-w-0">
              <OrderCell request={request} />
            </div>
          </div>
          <Items request={request} />
        </RecordCard>
      ))}
    </RecordCards>
  );
}
