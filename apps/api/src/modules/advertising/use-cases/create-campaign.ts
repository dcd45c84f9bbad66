import type { Campaign } from '@supplier/contracts/advertising';
import type { Locale } from '@supplier/contracts/constants';
import { transaction } from '../../../db/transaction';
import { campaignValues, checkProducts, type CampaignInput } from '../advertising.campaigns';
import type { AdvertisingContext } from '../advertising.context';
import { getCampaign } from './get-campaign';

/** A campaign promoting products of the supplier's own. */
export async function createCampaign(
  ctx: AdvertisingContext,
  { supplierId, input, locale }: { supplierId: number; input: CampaignInput; locale: Locale },
): Promise<Campaign> {
  await checkProducts(ctx, supplierId, input.product_ids, locale);
  const id = await transaction(ctx.db, async (tx) => {
    const campaignId = await ctx.repo.insertCampaign(tx, supplierId, campaignValues(input));
    await ctx.repo.setProducts(tx, campaignId, input.product_ids);
    return campaignId;
  });
  return getCampaign(ctx, { supplierId, id, locale });
}
