import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  AD_EVENTS_MAX,
  MARKETPLACE_ADVERTISING_EVENTS_PATH,
  type AdEventsRequest,
  type AdEventsResponse,
  type SimulateAdvertisingResponse,
} from '@supplier/contracts/advertising';
import { httpErrors } from '../../errors';
import { rowsOf } from '../../db/rows';
import type { SimulatorContext } from '../marketplace';

type AdEvent = AdEventsRequest['events'][number];

/**
 * The storefront shows the supplier's promoted products (`impressions` times, spread over its
 * active campaigns) and buyers click about `clickRate` of them; everything goes through the real
 * signed gateway over HTTP, in batches, so the figures and the spend are the gateway's own.
 */
export async function simulateAdvertising(
  context: SimulatorContext,
  options: { impressions: number; clickRate: number; today: string; random?: () => number },
): Promise<SimulateAdvertisingResponse | null> {
  const random = options.random ?? Math.random;
  if (context.supplierId === null) return null;
  const placements = rowsOf<{ campaign_id: unknown; product_id: unknown }>(
    await context.db.execute(sql`select c.id as campaign_id, cp.product_id from ad_campaigns c
      join ad_campaign_products cp on cp.campaign_id = c.id
      join products p on p.id = cp.product_id and p.status = 'active'
      where c.supplier_id = ${context.supplierId} and c.status = 'active'
        and c.starts_on <= ${options.today}::date and (c.ends_on is null or c.ends_on >= ${options.today}::date)`),
  );
  if (placements.length === 0) return null;
  const events: AdEvent[] = [];
  for (let index = 0; index < options.impressions; index += 1) {
    const pick = placements[Math.floor(random() * placements.length)]!;
    const base = { campaign_id: Number(pick.campaign_id), product_id: Number(pick.product_id) };
    const id = `sima-${randomUUID()}`;
    events.push({ id: `${id}-i`, type: 'impression', ...base });
    if (random() < options.clickRate) events.push({ id: `${id}-c`, type: 'click', ...base });
  }
  const result: SimulateAdvertisingResponse = { impressions: 0, clicks: 0, refused: 0 };
  for (let start = 0; start < events.length; start += AD_EVENTS_MAX) {
    const batch = events.slice(start, start + AD_EVENTS_MAX);
    const response = await context.post(MARKETPLACE_ADVERTISING_EVENTS_PATH, { events: batch });
    if (response.status !== 200) {
      const problem = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
      throw httpErrors.passedOn(
        response.status,
        problem.code ?? 'gateway_refused',
        problem.message ?? String(response.status),
      );
    }
    const answer = (await response.json()) as AdEventsResponse;
    const refused = new Set(answer.data.refused.map((item) => item.id));
    for (const event of batch) {
      if (refused.has(event.id)) result.refused += 1;
      else if (event.type === 'click') result.clicks += 1;
      else result.impressions += 1;
    }
  }
  return result;
}
