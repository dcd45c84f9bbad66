import { useTranslation } from 'react-i18next';
import type { OrderEvent } from '@supplier/contracts/orders';
import { HistoryTimeline } from '@/components/ui/history-timeline';

/** A comment the change carried (a cancel's), as text or nothing. */
const commentOf = (event: OrderEvent) =>
  typeof event.data.comment === 'string' && event.data.comment.trim() ? event.data.comment : null;

/** Who changed what and when (the team member or the supplier, the marketplace, the carrier), oldest first, with a cancel's comment. */
export function OrderHistory({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation('orders');
  return (
    <HistoryTimeline
      title={t('detail.history')}
      emptyText={t('detail.historyEmpty')}
      events={events}
      person={(event) => (event.member ?? event.user)?.name}
      actor={(event) => t(`detail.actors.${event.actor}`)}
      comment={{ label: t('detail.comment'), of: commentOf }}
      testId="order-history"
      eventTestId="order-event"
    />
  );
}
