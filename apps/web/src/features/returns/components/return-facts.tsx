import { formatHryvnias } from '@/lib/money-format';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReturnDetail } from '@supplier/contracts/returns';
import { DetailSection, Field } from '@/components/ui/detail-section';
import { PhotoGallery } from '@/components/ui/photo-gallery';
import { formatDate, formatDateTime } from '@/lib/date-format';
import { useReturnLabels } from '../hooks/use-return-labels';
import { ReturnStatusBadge } from './return-status-badge';

const linkClass = 'font-medium text-primary hover:underline focus-visible:underline focus-visible:outline-none';

/** What the buyer asked: return or exchange, why, how the money goes back, the order it is about and their photos. */
export function RequestFacts({ request }: { request: ReturnDetail }) {
  const { t } = useTranslation(['returns', 'payment-methods']);
  const labels = useReturnLabels();
  return (
    <DetailSection title={t('detail.request')} testId="return-request">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Field label={t('detail.kind')}>
          <span data-testid="return-kind">{labels.kind[request.kind]}</span>
        </Field>
        <Field label={t('detail.reason')}>
          <span data-testid="return-reason">{labels.reason[request.reason]}</span>
        </Field>
        <Field label={t('detail.amount')}>
          <span className="font-semibold" data-testid="return-amount">
            {formatHryvnias(request.amount)}
          </span>
        </Field>
        {request.refund_preference && (
          <Field label={t('detail.refundPreference')}>{labels.refundPreference[request.refund_preference]}</Field>
        )}
        {request.refund_iban && (
          <Field label={t('detail.iban')} className="col-span-2">
            <span className="font-mono break-all">{request.refund_iban}</span>
          </Field>
        )}
        <Field label={t('detail.order')}>
          <Link to={`/orders/${request.order.id}`} className={linkClass} data-testid="return-order-link">
            {t('detail.orderLink', { number: request.order.number })}
          </Link>
          {request.order.completed_at && (
            <span className="block text-xs text-muted-foreground">
              {t('detail.orderCompleted', { date: formatDate(request.order.completed_at) })}
            </span>
          )}
        </Field>
        <Field label={t('detail.payment')}>
          {t(`payment-methods:methods.${request.order.payment.method}.name`)}
          <span className="block text-xs text-muted-foreground">{formatHryvnias(request.order.total)}</span>
        </Field>
      </dl>
      <PhotoGallery
        photos={request.photos}
        texts={{
          list: t('detail.photos'),
          open: (n) => t('detail.openPhoto', { n }),
          title: t('detail.photoTitle', { number: request.number }),
          alt: (n) => t('detail.photoAlt', { n, number: request.number }),
        }}
        testId="return-photo"
      />
    </DetailSection>
  );
}

/** The buyer's returns with this seller: how many orders and requests, and their earlier requests. */
export function BuyerReturns({ request }: { request: ReturnDetail }) {
  const { t } = useTranslation('returns');
  const { buyer } = request;
  return (
    <div className="grid gap-2 border-t border-border pt-3 text-sm" data-testid="return-buyer-returns">
      <p className="text-muted-foreground">
        {t('detail.buyerFigures', { orders: buyer.orders_count, returns: buyer.returns_count })}
      </p>
      {buyer.previous_returns.length > 0 && (
        <>
          <p className="font-medium">{t('detail.previousReturns')}</p>
          <ul className="grid gap-1">
            {buyer.previous_returns.map((previous) => (
              <li key={previous.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Link to={`/returns/${previous.id}`} className={linkClass}>
                  {t('numberShort', { number: previous.number })}
                </Link>
                <span className="text-xs text-muted-foreground">{formatDate(previous.created_at)}</span>
                <ReturnStatusBadge status={previous.status} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** How the goods come back (the return waybill and its tracking) and how the money went back. */
export function ReturnShipment({ request }: { request: ReturnDetail }) {
  const { t } = useTranslation('returns');
  const { waybill, refund, replacement_order: replacement } = request;
  if (!waybill && !refund && !replacement) return null;
  return (
    <>
      {waybill && (
        <DetailSection title={t('detail.waybill')} testId="return-waybill">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <Field label={t('detail.returnOrder')} className="col-span-2">
              <span className="font-mono break-all" data-testid="return-order-number">
                {waybill.return_order_number}
              </span>
              <span className="block text-xs text-muted-foreground">{t(`detail.waybillKind.${waybill.kind}`)}</span>
            </Field>
            <Field label={t('detail.ttn')} className="col-span-2">
              {waybill.ttn ? (
                <span className="font-mono break-all" data-testid="return-waybill-ttn">
                  {waybill.ttn}
                </span>
              ) : (
                <span className="text-muted-foreground">{t('detail.ttnPending')}</span>
              )}
            </Field>
            <Field label={t('detail.tracking')} className="col-span-2">
              {waybill.tracking ? (
                <>
                  <span data-testid="return-tracking">{waybill.tracking.text}</span>
                  <span className="block text-xs text-muted-foreground">
                    {t('detail.trackedAt', { date: formatDateTime(waybill.tracking.checked_at) })}
                  </span>
                </>
              ) : (
                <span className="text-muted-foreground">{t('detail.notTrackedYet')}</span>
              )}
            </Field>
          </dl>
        </DetailSection>
      )}
      {(refund || replacement) && (
        <DetailSection title={t('detail.refund')} testId="return-refund">
          <dl className="grid gap-3 text-sm">
            {refund && (
              <Field label={t(`detail.refundMethod.${refund.method}`)}>
                <span data-testid="return-refunded">
                  {t('detail.refundedAt', {
                    amount: formatHryvnias(refund.amount),
                    date: formatDateTime(refund.refunded_at),
                  })}
                </span>
              </Field>
            )}
            {replacement && (
              <Field label={t('detail.replacement')}>
                <Link to={`/orders/${replacement.id}`} className={linkClass} data-testid="return-replacement">
                  {t('detail.orderLink', { number: replacement.number })}
                </Link>
              </Field>
            )}
          </dl>
        </DetailSection>
      )}
    </>
  );
}
