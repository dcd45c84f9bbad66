import type { TrackingStatus } from '../../../drivers/novaposhta';
import { AppError } from '../../../errors';
import { changeReturn } from '../returns.change';
import type { ReturnsContext } from '../returns.context';
import { returnTtnOf } from '../returns.novaposhta';
import { announceReceipt, receiveIn, type Receipt } from '../returns.receipt';
import type { ReturnRow } from '../returns.repository';

/** Requests read from the database per round. */
const ROUND = 500;
/** Nova Poshta codes (PROTOCOLS 2.5) of a return parcel on its way, and received by the seller. */
const CARRIED = new Set(['4', '41', '5', '6', '7', '8', '101', '104', '112']);
const RECEIVED = new Set(['9', '10', '11', '106']);

const carrier = { actor: 'carrier' } as const;

/** Moves one request as its return waybill's status says: `in_transit` once carried, `received` once at the seller's branch. */
async function follow(ctx: ReturnsContext, row: ReturnRow, ttn: string, status: TrackingStatus | undefined) {
  const code = status ? String(status.statusCode) : null;
  const at = ctx.clock.now();
  await ctx.returns.markTracked(row.id, at, code ? { code, text: status!.status } : null, ttn);
  if (!code) return false;
  let moved = false;
  let current: ReturnRow = { ...row, ttn };
  if ((CARRIED.has(code) || RECEIVED.has(code)) && current.status === 'accepted') {
    current = await changeReturn(
      ctx,
      { ...current, version: null, action: 'carry', who: carrier },
      'uk',
      async (tx, locked) => {
        const after = await ctx.returns.update(tx, locked, { status: 'in_transit' });
        await ctx.returns.addEvents(tx, locked, [{ type: 'in_transit', ...carrier, data: { ttn } }]);
        return after;
      },
    );
    moved = true;
  }
  if (RECEIVED.has(code) && current.status === 'in_transit') {
    let receipt: Receipt | null = null;
    await changeReturn(
      ctx,
      { ...current, version: null, action: 'receive', who: carrier },
      'uk',
      async (tx, locked) => {
        receipt = await receiveIn(ctx, tx, locked, carrier);
        return receipt.row;
      },
    );
    if (receipt) await announceReceipt(ctx, receipt);
    moved = true;
  }
  return moved;
}

/**
 * One round of the orders' tracking job over return waybills (ADR 0032's `app.waybillTrackers`):
 * for each accepted or travelling request with a Nova Poshta return order, due, the return TTN is
 * read off the original waybill until NP has made it, then its status moves the request. A
 * supplier whose key fails is left for the next round.
 */
export async function trackReturnWaybills(ctx: ReturnsContext): Promise<{ asked: number; moved: number }> {
  const now = ctx.clock.now();
  const due = await ctx.returns.dueForTracking(
    new Date(now.getTime() - ctx.orders.novaposhta.trackingEveryMs + 1000),
    ROUND,
  );
  const bySupplier = new Map<number, ReturnRow[]>();
  for (const row of due) bySupplier.set(row.supplierId, [...(bySupplier.get(row.supplierId) ?? []), row]);
  let moved = 0;
  const { client, keys } = ctx.orders.novaposhta;
  for (const [supplierId, rows] of bySupplier) {
    try {
      await keys.withDefaultKey(supplierId, 'uk', async (apiKey) => {
        for (const row of rows) {
          const order = await ctx.orders.orders.get(supplierId, row.orderId);
          const phone = order?.recipientPhone.replace(/\D/g, '') ?? '';
          const ttn = row.ttn ?? (order?.ttn ? await returnTtnOf(client, apiKey, { ttn: order.ttn, phone }) : null);
          if (!ttn) {
            await ctx.returns.markTracked(row.id, now, null);
            continue;
          }
          const [status] = (await client.getTrackingStatus(apiKey, [{ number: ttn, phone }])).data;
          if (await follow(ctx, row, ttn, status)) moved += 1;
        }
      });
    } catch (error) {
      for (const row of rows) await ctx.returns.markTracked(row.id, now, null);
      ctx.log.warn(
        { supplierId, err: error, code: error instanceof AppError ? error.code : undefined },
        'return waybills not tracked',
      );
    }
  }
  return { asked: due.length, moved };
}
