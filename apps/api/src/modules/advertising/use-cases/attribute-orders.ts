import { ATTRIBUTION_DAYS } from '@supplier/contracts/advertising';
import { transaction } from '../../../db/transaction';
import { dayText } from '../advertising.campaigns';
import type { AdvertisingContext } from '../advertising.context';

/** The job attributing new orders (ADVERTISING_ATTRIBUTE_JOB). */
export const ADVERTISING_ATTRIBUTE_JOB = 'advertising.attribute';

/**
 * Attributes the order lines placed since the last pass: a line whose product got a counted
 * click of a campaign of the same supplier within ATTRIBUTION_DAYS before the order counts
 * for the campaign of the last such click (its orders and revenue on the order's Kyiv day).
 * Orders younger than `settleMs` wait for the next pass, so one still being written is not skipped.
 */
export async function attributeOrders(
  ctx: AdvertisingContext,
  { batch = 1000, settleMs = 5000 }: { batch?: number; settleMs?: number } = {},
): Promise<number> {
  const { repo } = ctx;
  let lines = 0;
  for (;;) {
    const done = await transaction(ctx.db, async (tx) => {
      const next = await repo.nextOrders(tx, batch, new Date(ctx.clock.now().getTime() - settleMs));
      if (!next) return true;
      const attributed = await repo.attribute(tx, next.from, next.upTo, ATTRIBUTION_DAYS);
      const grouped = new Map<string, { campaign: number; product: number; day: string; n: number; revenue: number }>();
      for (const row of attributed) {
        const key = `${row.campaign_id}:${row.product_id}:${dayText(row.day)}`;
        const entry = grouped.get(key) ?? {
          campaign: Number(row.campaign_id),
          product: Number(row.product_id),
          day: dayText(row.day),
          n: 0,
          revenue: 0,
        };
        entry.n += 1;
        entry.revenue += Number(row.revenue);
        grouped.set(key, entry);
      }
      for (const entry of grouped.values()) {
        await repo.countOrders(tx, entry);
      }
      await repo.moveCursor(tx, next.upTo);
      lines += attributed.length;
      return false;
    });
    if (done) return lines;
  }
}
