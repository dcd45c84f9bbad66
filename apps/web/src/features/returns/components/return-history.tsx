import { useTranslation } from 'react-i18next';
import type { ReturnEvent } from '@supplier/contracts/returns';
import { DetailSection } from '@/components/ui/detail-section';
import { formatDateTime } from '@/lib/date-format';

/** Each move of the request, oldest first: what, when and who (the seller's person, the buyer, the carrier). */
export function ReturnHistory({ events }: { events: ReturnEvent[] }) {
  const { t } = useTranslation('returns');
  return (
    <DetailSection title={t('detail.history')} testId="return-history">
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.historyEmpty')}</p>
      ) : (
        <ol className="grid gap-3 border-l border-border pl-4">
          {events.map((event) => (
            <li
              key={event.id}
              className="relative grid gap-0.5 text-sm"
              data-testid="return-event"
              data-type={event.type}
            >
              <span className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" aria-hidden />
              <p className="break-words whitespace-pre-line">{event.text}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
                {' · '}
                {event.user ? <span data-seller-data>{event.user.name}</span> : t(`detail.actors.${event.actor}`)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
