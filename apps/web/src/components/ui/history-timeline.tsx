import { DetailSection } from '@/components/ui/detail-section';
import { formatDateTime } from '@/lib/date-format';

/** What a record's timeline shows of one event. */
interface TimelineEvent {
  id: number;
  type: string;
  text: string;
  created_at: string;
}

/**
 * A record's history (an order's, a return request's), oldest first: what happened, a comment it
 * carried, when, and who — the person by name, else the kind of actor (marketplace, carrier, buyer).
 * Each event is `<eventTestId>` with `-comment` and `-who` inside.
 */
export function HistoryTimeline<E extends TimelineEvent>({
  title,
  emptyText,
  events,
  person,
  actor,
  comment,
  testId,
  eventTestId,
}: {
  title: string;
  emptyText: string;
  events: readonly E[];
  person(event: E): string | undefined;
  actor(event: E): string;
  comment?: { label: string; of(event: E): string | null };
  testId: string;
  eventTestId: string;
}) {
  return (
    <DetailSection title={title} testId={testId}>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ol className="grid gap-3 border-l border-border pl-4">
          {events.map((event) => {
            const note = comment?.of(event);
            const name = person(event);
            return (
              <li
                key={event.id}
                className="relative grid gap-0.5 text-sm"
                data-testid={eventTestId}
                data-type={event.type}
              >
                <span className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" aria-hidden />
                <p className="break-words whitespace-pre-line">{event.text}</p>
                {note && (
                  <p
                    className="rounded-md bg-muted px-2 py-1 break-words whitespace-pre-line"
                    data-testid={`${eventTestId}-comment`}
                  >
                    <span className="text-muted-foreground">{comment?.label}: </span>
                    {note}
                  </p>
                )}
                <p className="text-xs text-muted-foreground">
                  <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
                  {' · '}
                  {name ? (
                    <span data-seller-data data-testid={`${eventTestId}-who`}>
                      {name}
                    </span>
                  ) : (
                    actor(event)
                  )}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </DetailSection>
  );
}
