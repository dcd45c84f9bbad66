import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Printer } from 'lucide-react';
import type { OrderDetail } from '@supplier/contracts/orders';
import type { ordersEndpoints } from '@supplier/contracts/orders-endpoints';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadingRows, QueryStates } from '@/components/ui/page-states';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime } from '@/lib/date-format';
import type { EndpointResponse } from '@/lib/endpoint-client';
import { getOrder } from '../api/get-order';
import { usePickList } from '../api/get-pick-list';
import { ordersKeys } from '../api/keys';
import { readListPlace } from '../hooks/use-list-place';
import { formatHryvnias } from '@/lib/money-format';

const cell = 'border border-input px-2 py-1.5 align-top';
/** Columns a phone leaves out so the slip fits 390 px; the printer keeps them. */
const wideOnly = 'hidden sm:table-cell print:table-cell';

function PickList({ ids }: { ids: number[] }) {
  const { t } = useTranslation('orders');
  const pickList = usePickList(ids);
  return (
    <QueryStates
      result={pickList}
      loading={{ rows: 4, className: 'h-10', testId: 'print-loading' }}
      error={{ title: t('print.loadError') }}
    >
      {({ data }) => <PickLines list={data} />}
    </QueryStates>
  );
}

function PickLines({
  list: { orders, lines },
}: {
  list: EndpointResponse<typeof ordersEndpoints.getOrdersPickList>['data'];
}) {
  const { t } = useTranslation('orders');
  if (orders.length === 0) return <EmptyState title={t('print.nothing')} testId="print-empty" />;
  return (
    <div className="grid gap-3" data-testid="pick-list">
      <p className="text-sm break-words">
        {t('print.pickFor', { count: orders.length })}: {orders.map((o) => `№ ${o.number}`).join(', ')}
      </p>
      {/* A phone shows a card per line (the table would scroll sideways); the printer and wider screens get the table. */}
      <ul className="grid gap-2 sm:hidden print:hidden" aria-label={t('print.pickTitle')}>
        {lines.map((line) => (
          <li
            key={`${line.shelving_code ?? ''}|${line.sku}`}
            className="grid min-w-0 gap-1 rounded-lg border border-input p-3 text-sm"
            data-testid="pick-card"
          >
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-mono font-semibold break-all">{line.shelving_code ?? t('print.noShelving')}</span>
              <span className="shrink-0 font-semibold">
                {t('print.quantity')}: {line.quantity}
              </span>
            </div>
            <p className="break-words">{line.name}</p>
            <p className="font-mono text-xs break-all text-muted-foreground">{line.sku}</p>
            <p className="text-xs break-words text-muted-foreground">
              {line.orders.map((number) => `№ ${number}`).join(', ')}
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full border-collapse text-sm sm:table print:table">
        <thead>
          <tr className="text-left">
            <th className={cell}>{t('print.shelving')}</th>
            <th className={cell}>{t('print.sku')}</th>
            <th className={cell}>{t('print.product')}</th>
            <th className={`${cell} text-right`}>{t('print.quantity')}</th>
            <th className={cell}>{t('print.orders')}</th>
            <th className={`${cell} w-10`}>
              <span className="sr-only">{t('print.picked')}</span>✓
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.shelving_code ?? ''}|${line.sku}`} data-testid="pick-line">
              <td className={`${cell} font-mono font-semibold`}>{line.shelving_code ?? t('print.noShelving')}</td>
              <td className={`${cell} font-mono`}>{line.sku}</td>
              <td className={`${cell} break-words`}>{line.name}</td>
              <td className={`${cell} text-right font-semibold`}>{line.quantity}</td>
              <td className={cell}>{line.orders.map((number) => `№ ${number}`).join(', ')}</td>
              <td className={cell} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PackingSlip({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['orders', 'deliveries']);
  const { delivery } = order;
  return (
    <article
      className="print-page-break grid gap-3 border-b border-dashed border-zinc-400 pb-6"
      data-testid="packing-slip"
    >
      <h2 className="text-lg font-semibold">{t('print.slipTitle', { number: order.number })}</h2>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t('detail.recipient')}</dt>
          <dd>
            {order.recipient.name}, {order.recipient.phone}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('detail.delivery')}</dt>
          <dd>
            {t(`deliveries:carriers.${delivery.carrier}.name`)}
            {delivery.city ? `, ${delivery.city}` : ''}
            {delivery.branch ? `, ${delivery.branch}` : delivery.address ? `, ${delivery.address}` : ''}
            {delivery.ttn ? ` · ${t('detail.ttn')} ${delivery.ttn}` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('print.placed')}</dt>
          <dd>{formatDateTime(order.created_at)}</dd>
        </div>
      </dl>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="text-left">
            <th className={`${cell} ${wideOnly}`}>{t('print.sku')}</th>
            <th className={cell}>{t('print.product')}</th>
            <th className={`${cell} text-right`}>{t('print.quantity')}</th>
            <th className={`${cell} text-right ${wideOnly}`}>{t('detail.price')}</th>
            <th className={`${cell} text-right`}>{t('detail.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td className={`${cell} font-mono ${wideOnly}`}>{item.sku}</td>
              <td className={`${cell} break-words`}>{item.name}</td>
              <td className={`${cell} text-right`}>{item.quantity}</td>
              <td className={`${cell} text-right whitespace-nowrap ${wideOnly}`}>{formatHryvnias(item.price)}</td>
              <td className={`${cell} text-right whitespace-nowrap`}>{formatHryvnias(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-right text-sm">
        {t('detail.deliveryCost')}: {formatHryvnias(order.delivery_cost)} ·{' '}
        <span className="font-semibold">
          {t('detail.total')}: {formatHryvnias(order.total)}
        </span>
      </p>
    </article>
  );
}

function PackingSlips({ ids }: { ids: number[] }) {
  const { t } = useTranslation('orders');
  const results = useQueries({
    queries: ids.map((id) => ({ queryKey: ordersKeys.detail(id), queryFn: () => getOrder(id) })),
  });
  if (results.some((r) => r.isPending)) return <LoadingRows rows={3} className="h-32" testId="print-loading" />;
  const orders = results.flatMap((r) => (r.data ? [r.data] : []));
  if (orders.length === 0) return <EmptyState title={t('print.nothing')} testId="print-empty" />;
  return (
    <div className="grid gap-6" data-testid="packing-slips">
      {orders.map((order) => (
        <PackingSlip key={order.id} order={order} />
      ))}
    </div>
  );
}

/** `/orders/print?kind=pick|slips&ids=…`: a pick list or packing slips, ready for the printer. */
export function OrdersPrintPage({ kind, ids }: { kind: 'pick' | 'slips'; ids: number[] }) {
  const { t } = useTranslation('orders');
  return (
    <section className="grid gap-4" data-testid="orders-print">
      <PageHeader
        title={kind === 'pick' ? t('print.pickTitle') : t('print.slipsTitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={readListPlace()?.address ?? '/orders'}>
                <ArrowLeft aria-hidden />
                {t('detail.back')}
              </Link>
            </Button>
            <Button onClick={() => window.print()} disabled={ids.length === 0} data-testid="print-button">
              <Printer aria-hidden />
              {t('print.print')}
            </Button>
          </div>
        }
      />
      <div data-print-area className="rounded-xl bg-card p-4 text-foreground">
        {ids.length === 0 ? (
          <EmptyState title={t('print.nothing')} testId="print-empty" />
        ) : kind === 'pick' ? (
          <PickList ids={ids} />
        ) : (
          <PackingSlips ids={ids} />
        )}
      </div>
    </section>
  );
}
