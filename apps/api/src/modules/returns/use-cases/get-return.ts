import type { Locale } from '@supplier/contracts/constants';
import { formatMoney, kopiykyToHryvnias } from '@supplier/contracts/money';
import { returnReasonLabels, type ReturnDetail, type ReturnEvent } from '@supplier/contracts/returns';
import { readOrderForReturn } from '../../orders';
import { returnNotFound } from '../returns.change';
import type { ReturnsContext } from '../returns.context';
import { returnsText } from '../returns.messages';
import type { ReturnRow } from '../returns.repository';
import { nextActions } from '../returns.rules';
import { listItem } from '../returns.view';

const PREVIOUS_MAX = 10;

type EventRow = Awaited<ReturnType<ReturnsContext['returns']['events']>>[number];

/** A history line in words, in the request's language. */
function eventText(event: EventRow, locale: Locale): string {
  const data = event.data as Record<string, string | number | undefined>;
  const money = (value: unknown) => formatMoney(Number(value ?? 0));
  switch (event.type) {
    case 'requested':
      return returnsText(locale, 'event_requested', {
        reason: returnReasonLabels[locale][data.reason as keyof (typeof returnReasonLabels)['uk']] ?? '',
      });
    case 'accepted':
      return returnsText(locale, data.partly ? 'event_accepted_partly' : 'event_accepted');
    case 'refused':
      return returnsText(locale, 'event_refused', { reason: String(data.reason ?? '') });
    case 'cancelled':
      return data.return_order_number
        ? returnsText(locale, 'event_cancelled_return_order', { order: String(data.return_order_number) })
        : returnsText(locale, 'event_cancelled');
    case 'waybill_created':
      return returnsText(locale, 'event_waybill_created', { order: String(data.return_order_number ?? '') });
    case 'waybill_failed':
      return returnsText(locale, 'event_waybill_failed', { error: String(data.error ?? '') });
    case 'in_transit':
      return returnsText(locale, 'event_in_transit', { ttn: String(data.ttn ?? '') });
    case 'received':
      return returnsText(locale, 'event_received');
    case 'refunded':
      return returnsText(locale, data.method === 'outside' ? 'event_refunded_outside' : 'event_refunded', {
        amount: money(data.amount),
      });
    case 'replacement_created':
      return returnsText(locale, 'event_replacement_created', { order: String(data.order_number ?? '') });
  }
}

/** The request's page: its items, photos, order, the buyer's history with the supplier, the waybill, the refund and the history. */
export async function detailOf(ctx: ReturnsContext, row: ReturnRow, locale: Locale): Promise<ReturnDetail> {
  const [found, items, lines, events, previous, ordersCount, storeName] = await Promise.all([
    readOrderForReturn(ctx.orders, { supplierId: row.supplierId, id: row.orderId }),
    ctx.returns.items(row.id),
    ctx.orders.lines.items(row.supplierId, row.orderId),
    ctx.returns.events(row.supplierId, row.id),
    ctx.returns.buyerReturns(row.supplierId, row.buyerPhone, PREVIOUS_MAX + 1),
    ctx.returns.orderCountOfBuyer(row.supplierId, row.buyerPhone),
    ctx.orders.storeName(row.supplierId, row.storeId),
  ]);
  if (!found) throw returnNotFound(locale);
  const { order, completedAt } = found;
  const replacement = row.replacementOrderId
    ? await ctx.orders.orders.get(row.supplierId, row.replacementOrderId)
    : undefined;
  const lineOf = new Map(lines.map((line) => [Number(line.id), line]));
  const history: ReturnEvent[] = events.map((event) => ({
    id: Number(event.id),
    type: event.type,
    actor: event.actor,
    user: event.user_id === null ? null : { id: Number(event.user_id), name: event.user_name ?? '' },
    member: event.member_id === null ? null : { id: Number(event.member_id), name: event.member_name ?? '' },
    data: event.data,
    text: eventText(event, locale),
    created_at: new Date(event.created_at).toISOString(),
  }));
  return {
    ...listItem(row, order.number, storeName),
    external_id: row.externalId,
    reason_text: returnReasonLabels[locale][row.reason],
    comment: row.comment,
    photos: row.photos,
    refund_iban: row.refundIban,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      name: item.name,
      sku: item.sku,
      image: item.image,
      price: kopiykyToHryvnias(item.price),
      price_format: formatMoney(item.price),
      quantity: item.quantity,
      accepted_quantity: item.acceptedQuantity,
      ordered_quantity: lineOf.get(item.orderItemId)?.quantity ?? item.quantity,
      shelving_code: lineOf.get(item.orderItemId)?.shelving_code ?? null,
    })),
    order: {
      id: order.id,
      number: String(order.number),
      status: order.status,
      payment: { method: order.paymentMethod, status: order.paymentStatus },
      total: kopiykyToHryvnias(order.total),
      total_format: formatMoney(order.total),
      completed_at: completedAt?.toISOString() ?? null,
      created_at: order.createdAt.toISOString(),
    },
    buyer: {
      name: row.buyerName,
      phone: row.buyerPhone,
      email: order.buyerEmail,
      orders_count: ordersCount,
      returns_count: previous.total,
      previous_returns: previous.rows
        .filter((other) => other.id !== row.id)
        .slice(0, PREVIOUS_MAX)
        .map((other) => ({
          id: other.id,
          number: other.number,
          status: other.status,
          created_at: other.createdAt.toISOString(),
        })),
    },
    refusal_reason: row.refusalReason,
    waybill:
      row.waybillKind && row.returnOrderNumber && row.waybillCreatedAt
        ? {
            kind: row.waybillKind,
            return_order_number: row.returnOrderNumber,
            ttn: row.ttn,
            tracking:
              row.trackingCode && row.trackedAt
                ? { code: row.trackingCode, text: row.trackingText ?? '', checked_at: row.trackedAt.toISOString() }
                : null,
            created_at: row.waybillCreatedAt.toISOString(),
          }
        : null,
    refund:
      row.refundMethod && row.refundAmount !== null && row.refundedAt
        ? {
            method: row.refundMethod,
            amount: kopiykyToHryvnias(row.refundAmount),
            amount_format: formatMoney(row.refundAmount),
            refunded_at: row.refundedAt.toISOString(),
          }
        : null,
    replacement_order: replacement ? { id: replacement.id, number: String(replacement.number) } : null,
    next_actions: nextActions(row),
    history,
    version: row.version,
  };
}

export async function getReturn(
  ctx: ReturnsContext,
  { supplierId, id, locale }: { supplierId: number; id: number; locale: Locale },
): Promise<{ data: ReturnDetail }> {
  const row = await ctx.returns.get(supplierId, id);
  if (!row) throw returnNotFound(locale);
  return { data: await detailOf(ctx, row, locale) };
}
