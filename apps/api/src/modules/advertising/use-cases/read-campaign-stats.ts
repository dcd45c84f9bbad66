import type { CampaignStats } from '@supplier/contracts/advertising';
import type { Locale } from '@supplier/contracts/constants';
import { addDays, dayText, figures, requireCampaign } from '../advertising.campaigns';
import type { AdvertisingContext } from '../advertising.context';

/** A campaign's figures by Kyiv day and by product: the last 30 days unless dates are given. */
export async function readCampaignStats(
  ctx: AdvertisingContext,
  input: { supplierId: number; id: number; range: { date_from?: string; date_to?: string }; locale: Locale },
): Promise<CampaignStats> {
  const { id, range } = input;
  await requireCampaign(ctx, input.supplierId, id, input.locale);
  const to = range.date_to ?? ctx.today();
  const from = range.date_from ?? addDays(to, -29);
  const { days, products, totals } = await ctx.repo.stats(id, from, to);
  return {
    date_from: from,
    date_to: to,
    days: days.map((row) => ({ day: dayText(row.day), ...figures(row) })),
    products: products.map((row) => ({
      product_id: Number(row.product_id),
      name: row.name,
      ...figures(row),
    })),
    totals: figures(totals),
  };
}
