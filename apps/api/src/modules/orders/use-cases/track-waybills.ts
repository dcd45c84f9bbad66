import { AppError } from '../../../errors';
import { notifyAbout } from '../orders.announce';
import type { OrdersContext } from '../orders.context';
import type { OrderRow } from '../orders.repository';
import { carrierPath } from '../orders.rules';
import { applyTracking, type TrackingReading } from './apply-tracking';

/** Nova Poshta answers up to 100 documents per `getStatusDocuments`. */
const BATCH = 100;
/** Waybills read from the database at a time. */
const ROUND = 1000;
/** A run stops taking more waybills after this long, well inside the job timeout; the next run goes on. */
const RUN_BUDGET_MS = 20_000;
const DAY_MS = 24 * 60 * 60_000;
/** The supplier is reminded once a parcel has waited this long at the branch. */
const WAITING_REMINDER_MS = 3 * DAY_MS;

/**
 * What a Nova Poshta status code (PROTOCOLS 2.5) means for the order; codes not here (1 created,
 * 2 deleted, 3 not found, 12 being assembled, …) move nothing.
 */
const TARGETS: Record<string, TrackingReading['target']> = {
  '4': { status: 'shipped' },
  '41': { status: 'shipped' },
  '5': { status: 'delivering' },
  '6': { status: 'delivering' },
  '101': { status: 'delivering' },
  '104': { status: 'delivering' },
  '112': { status: 'delivering' },
  '7': { status: 'awaiting_pickup' },
  '8': { status: 'awaiting_pickup' },
  '9': { status: 'completed' },
  '10': { status: 'completed' },
  '11': { status: 'completed' },
  '106': { status: 'completed' },
  '102': { status: 'returned', delivery: 'refused' },
  '103': { status: 'returned', delivery: 'refused' },
  '108': { status: 'returned', delivery: 'refused' },
  '105': { status: 'returned', delivery: 'returned' },
};

export interface TrackingRound {
  asked: number;
  moved: number;
  reminded: number;
}

/** One batch of a supplier's waybills asked of Nova Poshta with its default key; answers how many orders moved. */
async function trackBatch(ctx: OrdersContext, supplierId: number, batch: OrderRow[]): Promise<number> {
  const { client, keys } = ctx.novaposhta;
  const at = ctx.clock.now();
  let moved = 0;
  try {
    await keys.withDefaultKey(supplierId, 'uk', async (apiKey) => {
      const answer = await client.getTrackingStatus(
        apiKey,
        batch.map((order) => ({ number: order.ttn!, phone: order.recipientPhone.replace(/\D/g, '') })),
      );
      const byNumber = new Map(answer.data.map((status) => [status.number, status]));
      const unmoved: { id: number; ttn: string; code: string; text: string }[] = [];
      for (const order of batch) {
        const status = byNumber.get(order.ttn!);
        if (!status) continue;
        const code = String(status.statusCode);
        const target = TARGETS[code] ?? null;
        if (!target || carrierPath(order.status, target.status, order.carrier).length === 0) {
          if (order.trackingCode !== code || order.trackingText !== status.status) {
            unmoved.push({ id: order.id, ttn: order.ttn!, code, text: status.status });
          }
          continue;
        }
        const hops = await applyTracking(ctx, { read: order, reading: { code, text: status.status, at, target } });
        if (hops.length > 0) moved += 1;
      }
      await ctx.tracking.recordTracking(unmoved, at);
    });
  } catch (error) {
    // One supplier's key (refused, missing, unreadable) or one failed call never holds up the
    // others: their waybills are asked about again next round.
    ctx.log
      .child({ module: 'orders.tracking' })
      .warn(
        { supplierId, err: error, code: error instanceof AppError ? error.code : undefined },
        'waybills not tracked',
      );
  }
  await ctx.tracking.markTracked(
    batch.map((order) => order.id),
    at,
  );
  return moved;
}

/** The supplier is told once that the parcel of `order` waits at the branch. */
async function remindWaiting(ctx: OrdersContext, order: OrderRow, at: Date): Promise<boolean> {
  if (!(await ctx.tracking.claimReminder(order.id, at))) return false;
  const branch = /№\s*(\d+)/.exec(order.branch ?? '')?.[1] ?? order.branch ?? '';
  await notifyAbout(ctx, order, 'remind_after_3_days', 'parcel_waiting', { ttn: order.ttn ?? '', branch });
  return true;
}

/**
 * The tracking job's run: asks Nova Poshta (`TrackingDocument.getStatusDocuments`, with the
 * recipient's phone for full details) about every open waybill due, a thousand at a time for at
 * most 20 s, in batches of 100 per supplier key, and moves each order with what it hears; then
 * reminds suppliers of parcels waiting at the branch for 3 days. A supplier whose key is missing
 * or refused is skipped until the next round.
 */
export async function trackWaybills(ctx: OrdersContext): Promise<TrackingRound> {
  const now = ctx.clock.now();
  const started = Date.now();
  let asked = 0;
  let moved = 0;
  while (Date.now() - started < RUN_BUDGET_MS) {
    const due = await ctx.tracking.dueForTracking(
      new Date(now.getTime() - ctx.novaposhta.trackingEveryMs + 1000),
      ROUND,
    );
    if (due.length === 0) break;
    asked += due.length;
    const bySupplier = new Map<number, OrderRow[]>();
    for (const order of due) bySupplier.set(order.supplierId, [...(bySupplier.get(order.supplierId) ?? []), order]);
    for (const [supplierId, list] of bySupplier) {
      for (let i = 0; i < list.length; i += BATCH) moved += await trackBatch(ctx, supplierId, list.slice(i, i + BATCH));
    }
  }
  let reminded = 0;
  for (const order of await ctx.tracking.waitingAtBranch(new Date(now.getTime() - WAITING_REMINDER_MS), ROUND)) {
    if (await remindWaiting(ctx, order, now)) reminded += 1;
  }
  return { asked, moved, reminded };
}

/** Makes the waybill `ttn` due now and runs tracking at once (the local test hook). */
export async function trackWaybillNow(ctx: OrdersContext, { ttn }: { ttn: string }): Promise<TrackingRound> {
  await ctx.tracking.forgetTracked(ttn);
  return trackWaybills(ctx);
}
