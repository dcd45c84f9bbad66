import { useTranslation } from 'react-i18next';
import type { ReturnEvent } from '@supplier/contracts/returns';
import { HistoryTimeline } from '@/components/ui/history-timeline';

/** Each move of the request, oldest first: what, when and who (the team member or the supplier, the buyer, the carrier). */
export function ReturnHistory({ events }: { events: ReturnEvent[] }) {
  const { t } = useTranslation('returns');
  return (
    <HistoryTimeline
      title={t('detail.history')}
      emptyText={t('detail.historyEmpty')}
      events={events}
      person={(event) => (event.member ?? event.user)?.name}
      actor={(event) => t(`detail.actors.${event.actor}`)}
      testId="return-history"
      eventTestId="return-event"
    />
  );
}
