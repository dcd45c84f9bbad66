import type { Campaign } from '@supplier/contracts/advertising';
import type { Locale } from '@supplier/contracts/constants';
import { requireCampaign } from '../advertising.campaigns';
import type { AdvertisingContext } from '../advertising.context';
import { getCampaign } from './get-campaign';

export async function pauseCampaign(
  ctx: AdvertisingContext,
  { supplierId, id, locale }: { supplierId: number; id: number; locale: Locale },
): Promise<Campaign> {
  await requireCampaign(ctx, supplierId, id, locale);
  await ctx.repo.setStatus(supplierId, id, 'paused');
  return getCampaign(ctx, { supplierId, id, locale });
}
