import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import type { ReturnDetail } from '@supplier/contracts/returns';
import { Button } from '@/components/ui/button';
import { RecordStates } from '@/components/ui/page-states';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime } from '@/lib/date-format';
import { usePageCrumb } from '@/lib/page-crumb';
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

function BackToList() {
  const { t } = useTranslation('returns');
  return (
    <Button asChild variant="outline">
      <Link to="/returns" data-testid="return-back">
        <ArrowLeft aria-hidden />
        {t('detail.back')}
      </Link>
    </Button>
  );
}

/**
 * One column on a phone (decision, what was asked, the buyer, the items, the way back, history);
 * on a wide screen the items and history on the left, the rest on the right.
 */
function ReturnView({ request, buyerCard }: { request: ReturnDetail; buyerCard: BuyerCard }) {
  const { t } = useTranslation('returns');
  const column = 'grid min-w-0 grid-cols-1 content-start gap-4';
  return (
    <div className="grid grid-cols-1 gap-4" data-testid="return-detail" data-status={request.status}>
      <PageHeader
        title={t('detail.title', { number: request.number })}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {t('detail.placed', { date: formatDateTime(request.created_at) })}
            <ReturnStatusBadge status={request.status} />
          </span>
        }
        actions={<BackToList />}
      />
      <ReturnActions request={request} />
      {request.refusal_reason && (
        <section
          className="rounded-xl border border-border bg-muted/50 p-4 text-sm"
          aria-label={t('detail.refusal')}
          data-testid="return-refusal"
        >
          <h2 className="font-semibold">{t('detail.refusal')}</h2>
          <p className="mt-1 break-words whitespace-pre-line" data-seller-data>
            {request.refusal_reason}
          </p>
        </section>
      )}
      {request.comment && (
        <section
          className="rounded-xl border border-warning-border bg-warning-surface p-4 text-sm text-warning-foreground"
          aria-label={t('detail.comment')}
          data-testid="return-comment"
        >
          <h2 className="font-semibold">{t('detail.comment')}</h2>
          <p className="mt-1 break-words whitespace-pre-line">{request.comment}</p>
        </section>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(16rem,22rem)] lg:grid-rows-[auto_1fr]">
        <div className={`${column} lg:col-start-2 lg:row-start-1`}>
          <RequestFacts request={request} />
          {buyerCard({ request, children: <BuyerReturns request={request} /> })}
        </div>
        <div className={`${column} lg:col-start-1 lg:row-span-2 lg:row-start-1`}>
          <ReturnItems request={request} />
          <ReturnHistory events={request.history} />
        </div>
        <div className={`${column} lg:col-start-2 lg:row-start-2`}>
          <ReturnShipment request={request} />
        </div>
      </div>
    </div>
  );
}

/** `/returns/{id}`: a buyer's request, everything needed to decide on it and follow the goods and money back. */
export function ReturnDetailPage({ id, buyerCard }: { id: number; buyerCard: BuyerCard }) {
  const { t } = useTranslation('returns');
  useReturnsLive();
  const result = useReturn(id);
  usePageCrumb(result.data ? t('detail.title', { number: result.data.number }) : null);
  return (
    <RecordStates
      result={result}
      valid={id > 0}
      texts={{ notFound: t('detail.notFound'), back: t('detail.back'), loadError: t('detail.loadError') }}
      backTo="/returns"
      testId="return"
    >
      {(request) => <ReturnView request={request} buyerCard={buyerCard} />}
    </RecordStates>
  );
}
