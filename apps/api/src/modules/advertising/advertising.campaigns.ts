import {
  campaignStatusLabels,
  type AdFigures,
  type Campaign,
  type CampaignStatus,
} from '@supplier/contracts/advertising';
import type { Locale } from '@supplier/contracts/constants';
import { formatMoney, kopiykyToHryvnias } from '@supplier/contracts/money';
import { hryvniasToKopiyky } from '@supplier/contracts/money';
import type { Db } from '../../db/client';
import { httpErrors } from '../../errors';
import { ledgerRepository } from '../money';
import type { AdvertisingContext } from './advertising.context';
import { advertisingText } from './advertising.messages';
import type { CampaignValues, SumsRow } from './advertising.repository';

/** `YYYY-MM-DD` of a moment in Europe/Kyiv. */
export function kyivDay(at: Date): string {
  return at.toLocaleDateString('en-CA', { timeZone: 'Europe/Kyiv' });
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const dayText = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

interface Sums {
  impressions: number;
  clicks: number;
  spend: number;
  orders: number;
  revenue: number;
}
const NO_SUMS: Sums = { impressions: 0, clicks: 0, spend: 0, orders: 0, revenue: 0 };

function sumsOf(row: SumsRow | undefined): Sums {
  if (!row) return { ...NO_SUMS };
  return {
    impressions: Number(row.impressions ?? 0),
    clicks: Number(row.clicks ?? 0),
    spend: Number(row.spend ?? 0),
    orders: Number(row.orders ?? 0),
    revenue: Number(row.revenue ?? 0),
  };
}

/** The figures of a row of sums, money in hryvnias and formatted. */
export function figures(row: SumsRow | undefined): AdFigures {
  const sums = sumsOf(row);
  return {
    impressions: sums.impressions,
    clicks: sums.clicks,
    ctr: sums.impressions > 0 ? Math.round((sums.clicks / sums.impressions) * 10_000) / 100 : 0,
    spend: kopiykyToHryvnias(sums.spend),
    spend_format: formatMoney(sums.spend),
    orders: sums.orders,
    revenue: kopiykyToHryvnias(sums.revenue),
    revenue_format: formatMoney(sums.revenue),
  };
}

export interface CampaignRow {
  id: number;
  supplier_id: number;
  name: string;
  status: 'active' | 'paused' | 'out_of_funds';
  daily_budget: number;
  bid: number;
  starts_on: string;
  ends_on: string | null;
  created_at: Date | string;
}

export function campaignRow(raw: Record<string, unknown>): CampaignRow {
  return {
    id: Number(raw.id),
    supplier_id: Number(raw.supplier_id),
    name: String(raw.name),
    status: raw.status as CampaignRow['status'],
    daily_budget: Number(raw.daily_budget),
    bid: Number(raw.bid),
    starts_on: String(raw.starts_on).slice(0, 10),
    ends_on: raw.ends_on ? String(raw.ends_on).slice(0, 10) : null,
    created_at: raw.created_at as Date | string,
  };
}

/** What the supplier sees: `ended` once the end date has passed, whatever was stored. */
export function effectiveStatus(row: CampaignRow, today: string): CampaignStatus {
  if (row.ends_on && row.ends_on < today) return 'ended';
  return row.status;
}

/** Whether the storefront may show the campaign today. */
export const isRunning = (row: CampaignRow, today: string) =>
  row.status === 'active' && row.starts_on <= today && (!row.ends_on || row.ends_on >= today);

export interface CampaignInput {
  name: string;
  product_ids: number[];
  daily_budget: number;
  bid: number;
  starts_on: string;
  ends_on: string | null;
}

export const campaignValues = (input: CampaignInput): CampaignValues => ({
  name: input.name,
  dailyBudget: hryvniasToKopiyky(input.daily_budget),
  bid: hryvniasToKopiyky(input.bid),
  startsOn: input.starts_on,
  endsOn: input.ends_on,
});

/** The supplier's campaign, or 404. */
export async function requireCampaign(
  ctx: AdvertisingContext,
  supplierId: number,
  id: number,
  locale: Locale,
): Promise<CampaignRow> {
  const row = await ctx.repo.campaign(supplierId, id);
  if (!row) throw httpErrors.notFound(advertisingText(locale, 'campaign_not_found'));
  return campaignRow(row);
}

/** 422 under `product_ids` unless every product is the supplier's. */
export async function checkProducts(
  ctx: AdvertisingContext,
  supplierId: number,
  ids: number[],
  locale: Locale,
): Promise<void> {
  const own = new Set(await ctx.products.ownedIds(supplierId, ids));
  const foreign = ids.filter((id) => !own.has(id));
  if (foreign.length > 0) {
    const text = advertisingText(locale, 'products_unknown', { ids: foreign.join(', ') });
    throw httpErrors.validation(text, { product_ids: [text] });
  }
}

/** Services balance less what is counted but not yet charged: what the next click may spend. */
export async function availableToSpend(ctx: AdvertisingContext, executor: Db, supplierId: number): Promise<number> {
  const balances = await ledgerRepository(executor).balancesOf(supplierId);
  return balances.services - (await ctx.repo.unbilled(executor, supplierId));
}

/** The campaigns as the panel shows them: products, today's and all days' figures. */
export async function presentCampaigns(
  ctx: AdvertisingContext,
  rows: CampaignRow[],
  locale: Locale,
): Promise<Campaign[]> {
  if (rows.length === 0) return [];
  const day = ctx.today();
  const { products, todays, totals } = await ctx.repo.presented(
    rows.map((row) => row.id),
    day,
  );
  const byCampaign = <T extends { campaign_id: unknown }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) {
      const key = Number(row.campaign_id);
      map.set(key, [...(map.get(key) ?? []), row]);
    }
    return map;
  };
  const productMap = byCampaign(products);
  const todayMap = byCampaign(todays);
  const totalMap = byCampaign(totals);
  return rows.map((row) => {
    const status = effectiveStatus(row, day);
    return {
      id: row.id,
      name: row.name,
      status,
      status_label: campaignStatusLabels[locale][status],
      products: (productMap.get(row.id) ?? []).map((p) => ({
        id: Number(p.id),
        name: p.name,
        sku: p.sku,
        image: p.image,
      })),
      daily_budget: kopiykyToHryvnias(row.daily_budget),
      daily_budget_format: formatMoney(row.daily_budget),
      bid: kopiykyToHryvnias(row.bid),
      bid_format: formatMoney(row.bid),
      starts_on: row.starts_on,
      ends_on: row.ends_on,
      today: figures(todayMap.get(row.id)?.[0]),
      totals: figures(totalMap.get(row.id)?.[0]),
      created_at: new Date(row.created_at).toISOString(),
    };
  });
}
