import type { AdRefusal } from '@supplier/contracts/advertising';
import { transaction } from '../../../db/transaction';
import { ledgerRepository, supplierAccount } from '../../money';
import { availableToSpend, campaignRow, isRunning, kyivDay } from '../advertising.campaigns';
import type { AdvertisingContext } from '../advertising.context';
import type { AdEventRow } from '../advertising.repository';

export interface AdEventInput {
  id: string;
  type: 'impression' | 'click';
  campaign_id: number;
  product_id: number;
}

async function recordEvent(
  ctx: AdvertisingContext,
  event: AdEventInput,
): Promise<'accepted' | 'duplicate' | AdRefusal> {
  const { db, repo } = ctx;
  const supplierId = await repo.ownerOf(event.campaign_id);
  if (supplierId === null) return 'unknown_campaign';
  const services = supplierAccount(supplierId, 'services');
  if (event.type === 'click') await ledgerRepository(db).ensureAccounts([services]);
  const at = ctx.clock.now();
  const day = kyivDay(at);
  return transaction(db, async (tx) => {
    if (await repo.eventSeen(tx, event.id)) return 'duplicate';
    // A click may spend: the supplier's services row first (as every money movement locks it),
    // then the campaign, so clicks of one supplier and the daily charge take turns.
    if (event.type === 'click') await ledgerRepository(tx).lockAccounts([services]);
    const raw = await repo.lockForEvent(tx, event.campaign_id, event.product_id);
    const row = campaignRow(raw);
    let reason: AdRefusal | null = null;
    let cost = 0;
    if (!raw.has_product) reason = 'unknown_campaign';
    else if (row.status === 'out_of_funds') reason = 'out_of_funds';
    else if (!isRunning(row, day)) reason = 'not_running';
    else {
      if ((await repo.spentOn(tx, row.id, day)) + row.bid > row.daily_budget) reason = 'budget_exhausted';
      else if (event.type === 'click') {
        if ((await availableToSpend(ctx, tx, supplierId)) < row.bid) {
          reason = 'out_of_funds';
          await repo.outOfFunds(tx, row.id);
        } else cost = row.bid;
      }
    }
    const recorded: AdEventRow = {
      externalId: event.id,
      campaignId: row.id,
      productId: event.product_id,
      kind: event.type,
      day,
      cost,
      reason,
      at,
    };
    if (!(await repo.insertEvent(tx, recorded))) return 'duplicate';
    if (reason) return reason;
    await repo.countEvent(tx, recorded, supplierId);
    return 'accepted';
  });
}

/**
 * The storefront's impressions and clicks (the gateway): each event once by its id; refused ones
 * are recorded but neither counted nor charged.
 */
export async function recordAdEvents(ctx: AdvertisingContext, input: { events: AdEventInput[] }) {
  const result = { accepted: 0, duplicates: 0, refused: [] as { id: string; reason: AdRefusal }[] };
  for (const event of input.events) {
    const outcome = await recordEvent(ctx, event);
    if (outcome === 'accepted') result.accepted += 1;
    else if (outcome === 'duplicate') result.duplicates += 1;
    else result.refused.push({ id: event.id, reason: outcome });
  }
  return result;
}
