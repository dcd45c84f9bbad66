import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileUp, RefreshCw, ShoppingBag, Star, Wallet, type LucideIcon } from 'lucide-react';
import { orderStatusLabels } from '@supplier/contracts/orders-constants';
import type { TimelineEvent, TimelineEventType } from '@supplier/contracts/dashboard';
import { ListStates } from '@/components/ui/page-states';
import { formatDateTime } from '@/lib/date-format';
import { useCan } from '@/lib/permissions';
import { useDashboardTimeline } from '../api/dashboard';
import { formatHryvnias } from '@/lib/money-format';

const ICONS: Record<TimelineEventType, LucideIcon> = {
  order_placed: ShoppingBag,
  order_status: RefreshCw,
  review: Star,
  payout: Wallet,
  import: FileUp,
};

function EventText({ event }: { event: TimelineEvent }) {
  const { t, i18n } = useTranslation('dashboard');
  const statuses = orderStatusLabels[i18n.language === 'en' ? 'en' : 'uk'];
  // the manager sees the payouts in the timeline but not the money pages (ADR 0041)
  const opensPayouts = useCan('money:read');
  if (event.order) {
    const link = (
      <Link to={`/orders/${event.order.id}`} className="font-medium text-primary hover:underline">
        {t('timeline.orderNumber', { number: event.order.number })}
      </Link>
    );
    return event.type === 'order_placed' ? (
      <>
        {t('timeline.placed')} {link} {t('timeline.placedTotal', { total: formatHryvnias(event.order.total) })}
      </>
    ) : (
      <>
        {link}: {statuses[event.order.from ?? 'new']} → {statuses[event.order.to ?? 'new']}
      </>
    );
  }
  if (event.review) {
    return (
      <>
        {t('timeline.review', { rating: event.review.rating })}{' '}
        <span data-seller-data="">«{event.review.product_name}»</span>
      </>
    );
  }
  if (event.payout) {
    const text = t(`timeline.payout.${event.payout.status}`, { amount: formatHryvnias(event.payout.amount) });
    return opensPayouts ? (
      <Link to="/payments/payouts" className="hover:underline">
        {text}
      </Link>
    ) : (
      text
    );
  }
  if (event.import) {
    return (
      <>
        {t(`timeline.import.${event.import.status}`, {
          created: event.import.created,
          updated: event.import.updated,
        })}{' '}
        <span data-seller-data="">{event.import.file_name}</span>
      </>
    );
  }
  return null;
}

/** The latest 50 events, newest first; read again every 60 s and on every new order. */
export function Timeline() {
  const { t } = useTranslation('dashboard');
  const timeline = useDashboardTimeline();
  return (
    <ListStates
      result={timeline}
      loading={{ rows: 5, testId: 'dashboard-timeline-loading' }}
      error={{ title: t('timeline.failed') }}
      empty={<p className="text-sm text-muted-foreground">{t('timeline.empty')}</p>}
    >
      {(data) => (
        <ol className="flex flex-col" data-testid="dashboard-timeline">
          {data.data.map((event) => {
            const Icon = ICONS[event.type];
            return (
              <li key={event.id} className="flex min-w-0 gap-3 border-b border-border py-2 last:border-b-0">
                <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="text-sm break-words">
                    <EventText event={event} />
                  </p>
                  <time className="text-xs text-muted-foreground" dateTime={event.at}>
                    {formatDateTime(event.at)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </ListStates>
  );
}
