import type { CampaignsResponse } from '@supplier/contracts/advertising';
import type { Locale } from '@supplier/contracts/constants';
import { formatMoney, kopiykyToHryvnias } from '@supplier/contracts/money';
import { ledgerRepository } from '../../money';
import { campaignRow, figures, presentCampaigns } from '../advertising.campaigns';
import type { AdvertisingContext } from '../advertising.context';

/** The supplier's campaigns with their figures, the services balance and the spend not yet charged. */
export async function listCampaigns(
  ctx: AdvertisingContext,
  { supplierId, locale }: { supplierId: number; locale: Locale },
): Promise<CampaignsResponse> {
  const rows = (await ctx.repo.campaigns(supplierId)).map(campaignRow);
  const [data, summary, balances, owed] = await Promise.all([
    presentCampaigns(ctx, rows, locale),
    ctx.repo.supplierSums(supplierId),
    ledgerRepository(ctx.db).balancesOf(supplierId),
    ctx.repo.unbilled(ctx.db, supplierId),
  ]);
  return {
    data,
    summary: figures(summary),
    service_balance: kopiykyToHryvnias(balances.services),
    service_balance_format: formatMoney(balances.services),
    unbilled: kopiykyToHryvnias(owed),
    unbilled_format: formatMoney(owed),
  };
}
