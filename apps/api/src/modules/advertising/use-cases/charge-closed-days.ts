import { transaction } from '../../../db/transaction';
import { supplierAccount, LockedLedger, moneyRepositories, postServicesSpend, servicesPayer } from '../../money';
import { dayText } from '../advertising.campaigns';
import type { AdvertisingContext } from '../advertising.context';

/** The job charging closed days (ADVERTISING_CHARGE_JOB). */
export const ADVERTISING_CHARGE_JOB = 'advertising.charge';

/**
 * Charges every closed Kyiv day (before today) of every campaign that spent, once: the
 * `ad_charges` row is inserted first in the charging transaction, so a second run, in this
 * process or another, finds it (or waits for it) and charges nothing. What `services` cannot
 * pay is recorded as the shortfall and the campaign stops with `out_of_funds`.
 */
export async function chargeClosedDays(
  ctx: AdvertisingContext,
): Promise<{ charged: number; shortfall: number; days: number }> {
  const { db, repo } = ctx;
  const due = await repo.dueCharges(ctx.today());
  const total = { charged: 0, shortfall: 0, days: 0 };
  for (const item of due) {
    const campaignId = Number(item.campaign_id);
    const supplierId = Number(item.supplier_id);
    const day = dayText(item.day);
    const payer = await servicesPayer(moneyRepositories(db), supplierId);
    const outcome = await transaction(db, async (tx) => {
      if (!(await repo.claimCharge(tx, campaignId, day, supplierId))) return null;
      const repos = moneyRepositories(tx);
      const ledger = await LockedLedger.lock(repos.ledger, payer.refs, 'uk');
      const { spend, clicks, name } = await repo.daySpend(tx, campaignId, day);
      const charged = Math.min(spend, ledger.balance(supplierAccount(supplierId, 'services')));
      let entryId: number | null = null;
      let touched: number[] = [];
      if (charged > 0) {
        const spent = await postServicesSpend(repos, ledger, payer, {
          kind: 'advertising',
          source: 'advertising',
          amountKopiyky: charged,
          reference: `advertising:${campaignId}:${day}`,
          metadata: {
            campaign_id: campaignId,
            campaign_name: name,
            day,
            clicks,
            spend,
          },
        });
        entryId = spent.entryId;
        touched = spent.touched;
      }
      const shortfall = spend - charged;
      await repo.settleCharge(tx, campaignId, day, { spend, charged, shortfall, entryId });
      if (shortfall > 0) await repo.outOfFunds(tx, campaignId);
      return { charged, shortfall, touched };
    });
    if (!outcome) continue;
    total.days += 1;
    total.charged += outcome.charged;
    total.shortfall += outcome.shortfall;
    if (outcome.shortfall > 0) ctx.log.warn({ campaignId, day, shortfall: outcome.shortfall }, 'ad spend short');
    await ctx.announce(outcome.touched);
  }
  return total;
}
