import type { Locale } from '@supplier/contracts/constants';
import { formatMoney, kopiykyToHryvnias } from '@supplier/contracts/money';
import {
  cancelReasonLabels,
  deliveryStatusLabels,
  nextStatuses,
  orderStatusLabels,
  paymentStatusLabels,
  type CancelReason,
  type DeliveryStatus,
  type OrderDetail,
  type OrderListItem,
  type OrderStatus,
  type PaymentStatus,
} from '@supplier/contracts/orders';
import type { OrderLinesRepository } from './order-lines.repository';
import { ordersText } from './orders.messages';
import type { OrderRow } from './orders.repository';
import { isPreShipment } from './orders.rules';

const money = (kopiyky: number) => ({ value: kopiykyToHryvnias(kopiyky), format: formatMoney(kopiyky) });

/** An order as the list (and its realtime events) shows it. */
export function listItem(
  row: OrderRow,
  storeName: string | null,
  preview: { name: string; quantity: number; image: string | null }[],
): OrderListItem {
  return {
    id: row.id,
    number: String(row.number),
    status: row.status,
    buyer: { name: row.buyerName, phone: row.buyerPhone, email: row.buyerEmail },
    items_preview: preview,
    items_count: row.itemsCount,
    total: kopiykyToHryvnias(row.total),
    total_format: formatMoney(row.total),
    payment: { method: row.paymentMethod, status: row.paymentStatus },
    delivery: { carrier: row.carrier, city: row.city, ttn: row.ttn, status: row.deliveryStatus },
    store: row.storeId !== null && storeName !== null ? { id: row.storeId, name: storeName } : null,
    buyer_comment: row.buyerComment,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function eventText(locale: Locale, type: string, data: Record<string, unknown>): string {
  const status = (key: unknown) => orderStatusLabels[locale][key as OrderStatus] ?? String(key);
  switch (type) {
    case 'placed':
      return ordersText(locale, 'event_placed');
    case 'status_changed':
      return data.to === 'cancelled' && data.reason
        ? ordersText(locale, 'event_cancelled', {
            reason: cancelReasonLabels[locale][data.reason as CancelReason] ?? String(data.reason),
          })
        : ordersText(locale, 'event_status', { from: status(data.from), to: status(data.to) });
    case 'payment_changed':
      return ordersText(locale, 'event_payment', {
        status: paymentStatusLabels[locale][data.to as PaymentStatus] ?? String(data.to),
      });
    case 'delivery_changed':
      return ordersText(locale, 'event_delivery', {
        status: deliveryStatusLabels[locale][data.to as DeliveryStatus] ?? String(data.to),
      });
    case 'note_changed':
      return ordersText(locale, 'event_note');
    case 'waybill_created':
      return ordersText(locale, 'event_waybill_created', { ttn: String(data.ttn ?? '') });
    case 'waybill_deleted':
      return ordersText(locale, 'event_waybill_deleted', { ttn: String(data.ttn ?? '') });
    default:
      return ordersText(locale, 'event_items');
  }
}

/** What the detail shows besides the order row: its lines, its history and its store's name. */
export interface OrderParts {
  items: Awaited<ReturnType<OrderLinesRepository['items']>>;
  history: Awaited<ReturnType<OrderLinesRepository['events']>>;
  storeName: string | null;
}

/** One order as the panel and the supplier API show it. */
export function orderDetail(row: OrderRow, { items, history, storeName }: OrderParts, locale: Locale): OrderDetail {
  const total = money(row.total);
  const commission = money(row.commission);
  const receives = money(row.total - row.commission);
  const subtotal = money(row.subtotal);
  const deliveryCost = money(row.deliveryCost);
  return {
    id: row.id,
    number: String(row.number),
    status: row.status,
    next_statuses: nextStatuses(row.status, row.carrier),
    buyer: { name: row.buyerName, phone: row.buyerPhone, email: row.buyerEmail },
    recipient: { name: row.recipientName, phone: row.recipientPhone },
    store: row.storeId !== null && storeName !== null ? { id: row.storeId, name: storeName } : null,
    items: items.map((item) => ({
      id: Number(item.id),
      product_id: item.product_id === null ? null : Number(item.product_id),
      name: item.name,
      sku: item.sku,
      image: item.image,
      price: kopiykyToHryvnias(Number(item.price)),
      price_format: formatMoney(Number(item.price)),
      quantity: item.quantity,
      total: kopiykyToHryvnias(Number(item.price) * item.quantity),
      total_format: formatMoney(Number(item.price) * item.quantity),
      shelving_code: item.shelving_code,
    })),
    can_edit_items: isPreShipment(row.status) && row.paymentStatus === 'pending',
    subtotal: subtotal.value,
    subtotal_format: subtotal.format,
    delivery_cost: deliveryCost.value,
    delivery_cost_format: deliveryCost.format,
    total: total.value,
    total_format: total.format,
    commission: commission.value,
    commission_format: commission.format,
    commission_percent: row.commissionBp / 100,
    supplier_receives: receives.value,
    supplier_receives_format: receives.format,
    delivery: {
      carrier: row.carrier,
      city: row.city,
      branch: row.branch,
      address: row.address,
      ttn: row.ttn,
      status: row.deliveryStatus,
      tracking:
        row.trackingCode !== null && row.trackedAt !== null
          ? { code: row.trackingCode, text: row.trackingText ?? '', checked_at: row.trackedAt.toISOString() }
          : null,
      can_create_waybill: row.carrier === 'novaposhta' && row.ttn === null && isPreShipment(row.status),
      can_delete_waybill: row.waybillRef !== null && isPreShipment(row.status) && (row.trackingCode ?? '1') === '1',
    },
    payment: {
      method: row.paymentMethod,
      status: row.paymentStatus,
      prepaid: row.prepaid === null ? null : kopiykyToHryvnias(row.prepaid),
      prepaid_format: row.prepaid === null ? null : formatMoney(row.prepaid),
    },
    cancel_reason: row.cancelReason,
    buyer_comment: row.buyerComment,
    note: row.note,
    history: history.map((event) => ({
      id: Number(event.id),
      type: event.type,
      actor: event.actor,
      user: event.user_id === null ? null : { id: Number(event.user_id), name: event.user_name ?? '' },
      member: event.member_id === null ? null : { id: Number(event.member_id), name: event.member_name ?? '' },
      data: event.data,
      text: eventText(locale, event.type, event.data),
      created_at: new Date(event.created_at).toISOString(),
    })),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
