import type { OrdersContext } from '../orders.context';
import { npDate, npPhone } from '../orders.novaposhta';
import type { OrderRow } from '../orders.repository';

/** The sweep looks at an order this long after its waybill was asked (no waybill call lasts that long). */
export const WAYBILL_SWEEP_AFTER_MS = 5 * 60_000;
/** Orders swept in one run of the job. */
const SWEEP_BATCH = 100;
/** A waybill asked longer ago than this is given up when Nova Poshta keeps failing. */
const SWEEP_GIVE_UP_MS = 2 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes the waybills Nova Poshta made for `order` that the order never kept (made with its
 * number as client barcode and its recipient's phone); answers how many.
 */
async function sweepOne(ctx: OrdersContext, order: OrderRow, asked: Date, now: Date): Promise<number> {
  const { client, keys } = ctx.novaposhta;
  return keys.withDefaultKey(order.supplierId, 'uk', async (apiKey) => {
    const listed = await client.getDocumentList(apiKey, {
      from: npDate(new Date(asked.getTime() - DAY_MS)),
      to: npDate(now),
    });
    const phone = npPhone(order.recipientPhone);
    const made = listed.data.filter((d) => d.clientBarcode === String(order.number) && d.recipientsPhone === phone);
    // Read again after the list: a waybill asked meanwhile is that attempt's, not an orphan.
    const current = await ctx.orders.get(order.supplierId, order.id);
    if (!current || current.waybillAskedAt?.getTime() !== asked.getTime()) return 0;
    const orphans = made.filter((d) => d.ref !== current.waybillRef).map((d) => d.ref);
    if (orphans.length > 0) await client.deleteInternetDocument(apiKey, orphans);
    return orphans.length;
  });
}

/** The `orders.waybills.sweep` job: orphaned waybills of orders asked at least 5 minutes ago. */
export async function sweepWaybills(ctx: OrdersContext): Promise<number> {
  const now = ctx.clock.now();
  let deleted = 0;
  const asked = await ctx.tracking.waybillsAskedBefore(new Date(now.getTime() - WAYBILL_SWEEP_AFTER_MS), SWEEP_BATCH);
  for (const order of asked) {
    const at = order.waybillAskedAt!;
    try {
      deleted += await sweepOne(ctx, order, at, now);
    } catch (error) {
      ctx.log
        .child({ module: 'orders.waybills' })
        .warn({ err: error, orderId: order.id }, 'orphaned waybills not swept');
      // Tried again next run, until Nova Poshta answers or the attempt is too old to matter.
      if (now.getTime() - at.getTime() < SWEEP_GIVE_UP_MS) continue;
    }
    await ctx.tracking.waybillSwept(order.id, at);
  }
  return deleted;
}
