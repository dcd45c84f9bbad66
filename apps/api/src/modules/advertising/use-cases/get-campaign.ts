import type { Campaign } from '@supplier/contracts/advertising';
import type { Locale } from '@supplier/contracts/constants';
import { presentCampaigns, requireCampaign } from '../advertising.campaigns';
import type { AdvertisingContext } from '../advertising.context';

/** One campaign of the supplier's, as the panel shows it. */
export async function getCampaign(
  ctx: AdvertisingContext,
  { supplierId, id, locale }: { supplierId: number; id: number; locale: Locale },
): Promise<Campaign> {
  const [campaign] = await presentCampaigns(ctx, [await requireCampaign(ctx, supplierId, id, locale)], locale);
  return campaign!;
}
