import type { Campaign } from '@supplier/contracts/advertising';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import { insufficientFunds } from '../../money';
import { availableToSpend, effectiveStatus, requireCampaign } from '../advertising.campaigns';
import type { AdvertisingContext } from '../advertising.context';
import { advertisingText } from '../advertising.messages';
import { getCampaign } from './get-campaign';

/** 409 when ended; 422 insufficient_funds (`services`) when the balance cannot pay one click. */
export async function resumeCampaign(
  ctx: AdvertisingContext,
  { supplierId, id, locale }: { supplierId: number; id: number; locale: Locale },
): Promise<Campaign> {
  const row = await requireCampaign(ctx, supplierId, id, locale);
  if (effectiveStatus(row, ctx.today()) === 'ended') {
    throw httpErrors.conflict('campaign_ended', advertisingText(locale, 'campaign_ended'));
  }
  const left = await availableToSpend(ctx, ctx.db, supplierId);
  if (left < row.bid) throw insufficientFunds(locale, 'services', Math.max(0, left), row.bid);
  await ctx.repo.setStatus(supplierId, id, 'active');
  return getCampaign(ctx, { supplierId, id, locale });
}
