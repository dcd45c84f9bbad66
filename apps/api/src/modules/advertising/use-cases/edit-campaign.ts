import type { Campaign } from '@supplier/contracts/advertising';
import type { Locale } from '@supplier/contracts/constants';
import { transaction } from '../../../db/transaction';
import { campaignValues, checkProducts, requireCampaign, type CampaignInput } from '../advertising.campaigns';
import type { AdvertisingContext } from '../advertising.context';
import { getCampaign } from './get-campaign';

/** Changes a campaign's name, products, bid, budget and dates. */
export async function editCampaign(
  ctx: AdvertisingContext,
  { supplierId, id, input, locale }: { supplierId: number; id: number; input: CampaignInput; locale: Locale },
): Promise<Campaign> {
  await requireCampaign(ctx, supplierId, id, locale);
  await checkProducts(ctx, supplierId, input.product_ids, locale);
  await transaction(ctx.db, async (tx) => {
    await ctx.repo.updateCampaign(tx, supplierId, id, campaignValues(input));
    await ctx.repo.setProducts(tx, id, input.product_ids);
  });
  return getCampaign(ctx, { supplierId, id, locale });
}
