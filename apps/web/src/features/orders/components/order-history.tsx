import { useTranslation } from 'react-i18next';
import type { OrderEvent } from '@supplier/contracts/orders';
import { formatDateTime } from '@/lib/date-format';
import { DetailSection } from '@/components/ui/detail-section';

/** A comment the change carried (a cancel's), as text or nothing. */
const commentOf = (event: OrderEvent) =>
  typeof event.data.comment === 'string' && event.data.comment.trim() ? event.data.comment : null;

/** Who changed what and when (the team member or the supplier, the marketplace, the carrier), oldest first, with a cancel's comment. */
export function OrderHistory({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation('orders');
  return (
    <DetailSection title={t('detail.history')} testId="order-history">
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.historyEmpty')}</p>
      ) : (
        <ol className="grid gap-3 border-l border-border pl-4">
          {events.map((event) => (
            <li
              key={event.id}
              className="relative grid gap-0.5 text-sm"
              data-testid="order-event"
              data-type={event.type}
            >
              <span className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" aria-hidden />
              <p className="break-words">{event.text}</p>
              {commentOf(event) && (
                <p
                  className="rounded-md bg-muted px-2 py-1 break-words whitespace-pre-line"
                  data-testid="order-event-comment"
                >
                  <span className="text-muted-foreground">{t('detail.comment')}: </span>
                  {commentOf(event)}
                </p>
              )}
              <p className="text-xs text-muted-foreground">
                <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
                {' · '}
                {event.member || event.user ? (
                  <span data-seller-data data-testid="order-event-who">
                    {(event.member ?? event.user)?.name}
                  </span>
                ) : (
                  t(`detail.actors.${event.actor}`)
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
