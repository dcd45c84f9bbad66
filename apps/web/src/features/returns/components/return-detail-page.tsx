import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReturnDetail } from '@supplier/contracts/returns';
import { BackLink, RecordColumns, RecordNote, RecordPage, RecordView } from '@/components/ui/record-view';
import { formatDateTime } from '@/lib/date-format';
import { useReturn } from '../api/get-returns';
import { useReturnsLive } from '../hooks/use-returns-live';
import { ReturnActions } from './return-actions';
import { BuyerReturns, RequestFacts, ReturnShipment } from './return-facts';
import { ReturnHistory } from './return-history';
import { ReturnItems } from './return-items';
import { ReturnStatusBadge } from './return-status-badge';

/**
 * The buyer's card the app composes (the order page's contact card with its chat button and
 * order history); `children` are this request's own facts about the buyer's returns.
 */
export type BuyerCard = (props: { request: ReturnDetail; children: ReactNode }) => ReactNode;

/**
 * One column on a phone (decision, what was asked, the buyer, the items, the way back, history);
 * on a wide screen the items and history on the left, the rest on the right.
 */
function ReturnView({ request, buyerCard }: { request: ReturnDetail; buyerCard: BuyerCard }) {
  const { t } = useTranslation('returns');
  return (
    <RecordView
      testId="return-detail"
      status={request.status}
      title={t('detail.title', { number: request.number })}
      placed={t('detail.placed', { date: formatDateTime(request.created_at) })}
      badge={<ReturnStatusBadge status={request.status} />}
      back={<BackLink to="/returns" label={t('detail.back')} testId="return-back" />}
    >
      <ReturnActions request={request} />
      {request.refusal_reason && (
        <RecordNote title={t('detail.refusal')} tone="muted" sellerData testId="return-refusal">
          {request.refusal_reason}
        </RecordNote>
      )}
      {request.comment && (
        <RecordNote title={t('detail.comment')} tone="warning" testId="return-comment">
          {request.comment}
        </RecordNote>
      )}
      <RecordColumns
        aside={
          <>
            <RequestFacts request={request} />
            {buyerCard({ request, children: <BuyerReturns request={request} /> })}
          </>
        }
        main={
          <>
            <ReturnItems request={request} />
            <ReturnHistory events={request.history} />
          </>
        }
        asideBelow={<ReturnShipment request={request} />}
      />
    </RecordView>
  );
}

/** `/returns/{id}`: a buyer's request, everything needed to decide on it and follow the goods and money back. */
export function ReturnDetailPage({ id, buyerCard }: { id: number; buyerCard: BuyerCard }) {
  const { t } = useTranslation('returns');
  useReturnsLive();
  const result = useReturn(id);
  return (
    <RecordPage
      id={id}
      result={result}
      title={(request) => t('detail.title', { number: request.number })}
      texts={{ notFound: t('detail.notFound'), back: t('detail.back'), loadError: t('detail.loadError') }}
      backTo="/returns"
      testId="return"
    >
      {(request) => <ReturnView request={request} buyerCard={buyerCard} />}
    </RecordPage>
  );
}
