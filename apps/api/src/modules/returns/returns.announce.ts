import { kopiykyToHryvnias } from '@supplier/contracts/money';
import {
  returnKindLabels,
  returnReasonLabels,
  returnStatusLabels,
  type ReturnActor,
  type ReturnCounts,
} from '@supplier/contracts/returns';
import type { Db } from '../../db/client';
import type { ReturnsContext } from './returns.context';
import type { ReturnItemRow, ReturnRow } from './returns.repository';
import { listItem } from './returns.view';

/** The tab counts: each status, and all. */
export async function countReturns(ctx: ReturnsContext, supplierId: number): Promise<ReturnCounts> {
  const counts = await ctx.returns.counts(supplierId);
  return { ...counts, all: Object.values(counts).reduce((sum, n) => sum + n, 0) };
}

/** Tells the supplier's open panels (list and tab counts) that a request appeared or changed; never fails the change. */
export async function announce(ctx: ReturnsContext, row: ReturnRow, created: boolean) {
  try {
    const [counts, order, storeName] = await Promise.all([
      countReturns(ctx, row.supplierId),
      ctx.orders.orders.get(row.supplierId, row.orderId),
      ctx.orders.storeName(row.supplierId, row.storeId),
    ]);
    const payload = { return: listItem(row, order?.number ?? 0, storeName), counts };
    await (created
      ? ctx.events.returnCreated(row.supplierId, payload)
      : ctx.events.returnChanged(row.supplierId, payload));
  } catch (error) {
    ctx.log.warn({ err: error, returnId: row.id }, 'return not announced');
  }
}

/** The bell and the supplier's channels; never fails the change. */
export async function notifyAbout(ctx: ReturnsContext, row: ReturnRow, orderNumber: number, created: boolean) {
  try {
    const params = { number: row.number, order: orderNumber, buyer: row.buyerName };
    await ctx.notifications.notify(
      row.supplierId,
      created
        ? {
            type: 'order',
            key: 'return_requested',
            params: {
              ...params,
              kind: returnKindLabels.uk[row.kind].toLowerCase(),
              kind_code: row.kind,
              reason: returnReasonLabels.uk[row.reason].toLowerCase(),
              reason_code: row.reason,
            },
            data: { link: `/returns/${row.id}`, return_id: row.id },
          }
        : {
            type: 'order',
            key: 'return_status',
            params: { ...params, status: returnStatusLabels.uk[row.status], status_code: row.status },
            data: { link: `/returns/${row.id}`, return_id: row.id },
          },
    );
  } catch (error) {
    ctx.log.warn({ err: error, returnId: row.id }, 'return notification not sent');
  }
}

/**
 * A move in the caller's transaction told to whoever listens: the supplier's webhooks
 * (`return.status_changed`) and the storefront (`return.status_changed`, signed and retried), both
 * leaving only if the move commits.
 */
export async function tellOfMove(
  ctx: ReturnsContext,
  tx: Db,
  move: { before: ReturnRow; after: ReturnRow; items: ReturnItemRow[]; orderExternalId: string; actor: ReturnActor },
) {
  const { before, after, items } = move;
  const accepted = items
    .filter((item) => (item.acceptedQuantity ?? 0) > 0)
    .map((item) => ({ product_id: item.productId, quantity: item.acceptedQuantity! }));
  const refund = after.refundAmount === null ? null : kopiykyToHryvnias(after.refundAmount);
  await ctx.emitWebhookEvent(tx, after.supplierId, 'return.status_changed', {
    return_id: after.id,
    number: after.number,
    external_id: after.externalId,
    from: before.status,
    to: after.status,
    actor: move.actor,
    ...(after.refusalReason ? { refusal_reason: after.refusalReason } : {}),
    ...(after.ttn ? { ttn: after.ttn } : {}),
    ...(refund !== null ? { refund_amount: refund } : {}),
  });
  await ctx.sendToStorefront(
    tx,
    'return.status_changed',
    {
      external_id: after.externalId,
      order_external_id: move.orderExternalId,
      status: after.status,
      refusal_reason: after.refusalReason,
      ttn: after.ttn,
      items: accepted,
      refund_amount: refund,
    },
    ctx.clock.now(),
  );
}
