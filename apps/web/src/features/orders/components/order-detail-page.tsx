import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@supplier/contracts/orders';
import { BackLink, RecordColumns, RecordNote, RecordPage, RecordView } from '@/components/ui/record-view';
import { formatDateTime } from '@/lib/date-format';
import { useOrder } from '../api/get-order';
import { readListPlace, RETURN_STATE } from '../hooks/use-list-place';
import { useOrdersLive } from '../hooks/use-orders-live';
import { BuyerOrders } from './buyer-orders';
import { ContactCard } from './contact-card';
import { DetailSection, Field } from '@/components/ui/detail-section';
import { OrderHistory } from './order-history';
import type { FindProducts } from './add-item-search';
import { OrderItems } from './order-items';
import { OrderNote } from './order-note';
import { OrderStatusActions } from './order-status-actions';
import { OrderStatusBadge } from './order-status-badge';
import { OrderWaybillActions } from './order-waybill-actions';
import { WriteToBuyer } from './write-to-buyer';
import { formatHryvnias } from '@/lib/money-format';

function DeliveryBlock({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['orders', 'deliveries']);
  const { delivery } = order;
  return (
    <DetailSection title={t('detail.delivery')} testId="order-delivery">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Field label={t('detail.carrier')}>{t(`deliveries:carriers.${delivery.carrier}.name`)}</Field>
        <Field label={t('detail.deliveryStatus')}>{t(`deliveryStatus.${delivery.status}`)}</Field>
        <Field label={t('detail.city')}>{delivery.city ?? t('detail.notSet')}</Field>
        <Field label={t('detail.ttn')}>
          {delivery.ttn ? (
            <span className="font-mono break-all" data-testid="order-detail-ttn">
              {delivery.ttn}
            </span>
          ) : (
            t('detail.notSet')
          )}
        </Field>
        {delivery.address ? (
          <Field label={t('detail.address')} className="col-span-2">
            {delivery.address}
          </Field>
        ) : (
          <Field label={t('detail.branch')} className="col-span-2">
            {delivery.branch ?? t('detail.notSet')}
          </Field>
        )}
        {delivery.tracking && (
          <Field label={t('detail.tracking')} className="col-span-2">
            <span data-testid="order-tracking">{delivery.tracking.text}</span>
            <span className="block text-xs text-muted-foreground">
              {t('detail.trackedAt', { date: formatDateTime(delivery.tracking.checked_at) })}
            </span>
          </Field>
        )}
      </dl>
      <OrderWaybillActions order={order} />
    </DetailSection>
  );
}

function PaymentBlock({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['orders', 'payment-methods']);
  const { payment } = order;
  return (
    <DetailSection title={t('detail.payment')} testId="order-payment">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Field label={t('detail.paymentMethod')}>{t(`payment-methods:methods.${payment.method}.name`)}</Field>
        <Field label={t('detail.paymentStatus')}>{t(`paymentStatus.${payment.status}`)}</Field>
        {payment.prepaid !== null && <Field label={t('detail.prepaid')}>{formatHryvnias(payment.prepaid)}</Field>}
      </dl>
    </DetailSection>
  );
}

/** «До замовлень»: the list as the seller left it (tab, filters, scroll), or its start. */
function BackToList() {
  const { t } = useTranslation('orders');
  const place = readListPlace();
  return (
    <BackLink
      to={place?.address ?? '/orders'}
      state={place ? RETURN_STATE : undefined}
      label={t('detail.back')}
      testId="order-back"
    />
  );
}

/**
 * The page's blocks. On a phone (one column) the buyer and delivery come first, then the items
 * and history, then payment and the note; on a wide screen the items and history take the left
 * column and the rest the right, the second group of it right under the first.
 */
function OrderView({ order, findProducts }: { order: OrderDetail; findProducts: FindProducts }) {
  const { t } = useTranslation('orders');
  const sameRecipient = order.recipient.name === order.buyer.name && order.recipient.phone === order.buyer.phone;
  return (
    <RecordView
      testId="order-detail"
      status={order.status}
      title={t('detail.title', { number: order.number })}
      placed={t('detail.placed', { date: formatDateTime(order.created_at) })}
      badge={<OrderStatusBadge status={order.status} />}
      back={<BackToList />}
    >
      <OrderStatusActions order={order} />
      {order.cancel_reason && (
        <p className="text-sm" data-testid="order-cancel-reason">
          <span className="text-muted-foreground">{t('detail.cancelReason')}: </span>
          {t(`cancelReasons.${order.cancel_reason}`)}
        </p>
      )}
      {order.buyer_comment && (
        <RecordNote title={t('detail.buyerComment')} tone="warning" testId="order-buyer-comment">
          {order.buyer_comment}
        </RecordNote>
      )}
      <RecordColumns
        asideTestId="order-people"
        aside={
          <>
            <ContactCard
              title={t('detail.buyer')}
              name={order.buyer.name}
              phone={order.buyer.phone}
              email={order.buyer.email}
              testId="order-buyer"
            >
              <WriteToBuyer orderId={order.id} />
              <BuyerOrders orderId={order.id} />
            </ContactCard>
            {!sameRecipient && (
              <ContactCard
                title={t('detail.recipient')}
                name={order.recipient.name}
                phone={order.recipient.phone}
                testId="order-recipient"
              />
            )}
            <DeliveryBlock order={order} />
          </>
        }
        main={
          <>
            <OrderItems order={order} findProducts={findProducts} />
            <OrderHistory events={order.history} />
          </>
        }
        asideBelow={
          <>
            <PaymentBlock order={order} />
            <OrderNote key={order.id} order={order} />
          </>
        }
      />
    </RecordView>
  );
}

/** `/orders/{id}`: one order, everything needed to pick, pack, ship and answer the buyer. */
export function OrderDetailPage({ id, findProducts }: { id: number; findProducts: FindProducts }) {
  const { t } = useTranslation('orders');
  useOrdersLive();
  const result = useOrder(id);
  return (
    <RecordPage
      id={id}
      result={result}
      title={(order) => t('detail.title', { number: order.number })}
      texts={{ notFound: t('detail.notFound'), back: t('detail.back'), loadError: t('detail.loadError') }}
      backTo="/orders"
      testId="order"
    >
      {(order) => <OrderView order={order} findProducts={findProducts} />}
    </RecordPage>
  );
}
