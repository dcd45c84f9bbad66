import { z } from 'zod';
import { idParam, rowId } from './common';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { MARKETPLACE_BASE } from './marketplace';
import { issueMessage, type IssueLike } from './messages';
import { hryvniaAmount, isoDate } from './money-ledger';

/**
 * Advertising (`Реклама`, issue 15; ADR 0026). A campaign promotes chosen products of the supplier
 * in the marketplace. The storefront reports impressions and clicks through the signed gateway;
 * each counted click costs the bid, up to the daily budget. What a day cost is charged to the
 * `services` balance once per campaign and day, as every paid platform service (so referral
 * earnings follow). An order holding a promoted product within ATTRIBUTION_DAYS after a click on
 * it is attributed to the campaign of the last such click.
 */

/** The gateway call the storefront reports impressions and clicks through (signed, see marketplace.ts). */
export const MARKETPLACE_ADVERTISING_EVENTS_PATH = `${MARKETPLACE_BASE}/advertising/events`;
/** Local mode: the storefront shows the supplier's promoted products and buyers click some. */
export const ADVERTISING_SIMULATE_PATH = '/api/dev/simulate/advertising';

/** The lowest cost-per-click bid and daily budget, hryvnias. */
export const AD_MIN_BID_HRYVNIAS = 1;
export const AD_MIN_DAILY_BUDGET_HRYVNIAS = 10;
export const AD_MAX_HRYVNIAS = 100_000;
export const AD_PRODUCTS_MAX = 50;
export const AD_NAME_MAX = 120;
/** An order is attributed to a click on one of its products at most this many days before it. */
export const ATTRIBUTION_DAYS = 7;
/** Gateway events per call. */
export const AD_EVENTS_MAX = 500;
/** How often the open page reads the figures again (ADR 0026: a refetch, not an event per click). */
export const ADVERTISING_REFRESH_MS = 10_000;

/**
 * `active`: shown on the storefront between its dates; `paused` by the supplier; `ended`: its end
 * date has passed; `out_of_funds`: the services balance could not pay a click or a day's spend.
 */
export const campaignStatuses = ['active', 'paused', 'ended', 'out_of_funds'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const campaignStatusLabels = {
  uk: { active: 'Активна', paused: 'На паузі', ended: 'Завершена', out_of_funds: 'Недостатньо коштів' },
  en: { active: 'Active', paused: 'Paused', ended: 'Ended', out_of_funds: 'Out of funds' },
} as const satisfies Record<Locale, Record<CampaignStatus, string>>;

// ---------------------------------------------------------------------------------------------
// Validation texts

export const advertisingValidationMessages = {
  uk: {
    ad_name_required: 'Вкажіть назву кампанії.',
    ad_products_required: 'Оберіть хоча б один товар.',
    ad_products_max: 'Не більше {{maximum}} товарів у кампанії.',
    ad_products_unique: 'Товар обрано двічі.',
    ad_bid_min: 'Ставка за клік — щонайменше {{minimum}} грн.',
    ad_budget_min: 'Денний бюджет — щонайменше {{minimum}} грн.',
    ad_bid_over_budget: 'Ставка за клік не може перевищувати денний бюджет.',
    ad_dates: 'Дата завершення має бути не раніше дати початку.',
  },
  en: {
    ad_name_required: 'Name the campaign.',
    ad_products_required: 'Choose at least one product.',
    ad_products_max: 'At most {{maximum}} products in a campaign.',
    ad_products_unique: 'A product is chosen twice.',
    ad_bid_min: 'The bid per click is at least {{minimum}} UAH.',
    ad_budget_min: 'The daily budget is at least {{minimum}} UAH.',
    ad_bid_over_budget: 'The bid per click cannot exceed the daily budget.',
    ad_dates: 'The end date cannot be before the start date.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A validation issue of this domain in words: its own catalogue first, then the shared one. */
export function advertisingIssueText(issue: IssueLike, locale: Locale): string {
  const own: Record<string, string> = advertisingValidationMessages[locale];
  const text = own[issue.message];
  if (!text) return issueMessage(issue, locale);
  const minimum = issue.message === 'ad_bid_min' ? AD_MIN_BID_HRYVNIAS : AD_MIN_DAILY_BUDGET_HRYVNIAS;
  return text.replace('{{maximum}}', String(AD_PRODUCTS_MAX)).replace('{{minimum}}', String(minimum));
}

// ---------------------------------------------------------------------------------------------
// Campaigns

const atLeast = (minimum: number, message: string) =>
  hryvniaAmount({ max: AD_MAX_HRYVNIAS }).refine((value) => value >= minimum, { message });

/** POST campaigns, PUT campaigns/{id}: amounts in hryvnias (at most two decimals), dates as Kyiv days. */
export const campaignRequest = z
  .object({
    name: z.string().trim().min(1, { message: 'ad_name_required' }).max(AD_NAME_MAX),
    product_ids: z
      .array(rowId)
      .min(1, { message: 'ad_products_required' })
      .max(AD_PRODUCTS_MAX, { message: 'ad_products_max' })
      .refine((ids) => new Set(ids).size === ids.length, { message: 'ad_products_unique' }),
    daily_budget: atLeast(AD_MIN_DAILY_BUDGET_HRYVNIAS, 'ad_budget_min'),
    bid: atLeast(AD_MIN_BID_HRYVNIAS, 'ad_bid_min'),
    starts_on: isoDate,
    ends_on: z.preprocess((value) => (value === '' ? null : value), isoDate.nullable().default(null)),
  })
  .refine((body) => body.bid <= body.daily_budget, { message: 'ad_bid_over_budget', path: ['bid'] })
  .refine((body) => !body.ends_on || body.ends_on >= body.starts_on, { message: 'ad_dates', path: ['ends_on'] });
export type CampaignRequest = z.input<typeof campaignRequest>;

export const campaignParams = z.object({ id: z.string().max(32) });

const figures = {
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Clicks per impression, percent with two decimals (0 without impressions). */
  ctr: z.number(),
  spend: z.number(),
  spend_format: z.string(),
  orders: z.number().int(),
  revenue: z.number(),
  revenue_format: z.string(),
};
export const adFigures = z.object(figures);
export type AdFigures = z.infer<typeof adFigures>;

export const campaign = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(campaignStatuses),
  status_label: z.string(),
  /** The SKU tells apart products of one name; `image` is the first picture's thumbnail. */
  products: z.array(
    z.object({ id: z.number().int(), name: z.string(), sku: z.string(), image: z.string().nullable() }),
  ),
  daily_budget: z.number(),
  daily_budget_format: z.string(),
  bid: z.number(),
  bid_format: z.string(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  /** Today (Kyiv) so far: what the budget has left. */
  today: adFigures,
  /** Since the start. */
  totals: adFigures,
  created_at: z.string(),
});
export type Campaign = z.infer<typeof campaign>;

export const campaignResponse = z.object({ data: campaign });
export const campaignSavedResponse = z.object({ message: z.string(), data: campaign });

export const campaignsResponse = z.object({
  data: z.array(campaign),
  /** All campaigns together, since their start. */
  summary: adFigures,
  service_balance: z.number(),
  service_balance_format: z.string(),
  /** Spend counted but not yet charged to the services balance (charged once a day). */
  unbilled: z.number(),
  unbilled_format: z.string(),
});
export type CampaignsResponse = z.infer<typeof campaignsResponse>;

/** GET campaigns/{id}/stats: the last 30 Kyiv days unless dates are given. */
export const campaignStatsQuery = z
  .object({
    date_from: z.preprocess((value) => (value === '' ? undefined : value), isoDate.optional()),
    date_to: z.preprocess((value) => (value === '' ? undefined : value), isoDate.optional()),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    message: 'date_range',
    path: ['date_to'],
  });

export const campaignStats = z.object({
  date_from: z.string(),
  date_to: z.string(),
  days: z.array(adFigures.extend({ day: z.string() })),
  products: z.array(adFigures.extend({ product_id: z.number().int(), name: z.string() })),
  totals: adFigures,
});
export type CampaignStats = z.infer<typeof campaignStats>;
export const campaignStatsResponse = z.object({ data: campaignStats });

// ---------------------------------------------------------------------------------------------
// The gateway

export const adEventTypes = ['impression', 'click'] as const;
export const adRefusals = ['unknown_campaign', 'not_running', 'budget_exhausted', 'out_of_funds'] as const;
export type AdRefusal = (typeof adRefusals)[number];

/**
 * POST /api/marketplace/v1/advertising/events: what buyers saw and clicked. Each event is
 * idempotent by its `id`: a repeat changes nothing and is counted as a duplicate. The day is the
 * Kyiv day the gateway received it.
 */
export const adEventsRequest = z.object({
  events: z
    .array(
      z.object({
        id: z
          .string()
          .min(1)
          .max(64)
          .regex(/^[A-Za-z0-9_-]+$/, { message: 'invalid' }),
        type: z.enum(adEventTypes),
        campaign_id: rowId,
        product_id: rowId,
      }),
    )
    .min(1)
    .max(AD_EVENTS_MAX),
});
export type AdEventsRequest = z.input<typeof adEventsRequest>;

export const adEventsResponse = z.object({
  data: z.object({
    accepted: z.number().int(),
    duplicates: z.number().int(),
    /** Events recorded but not counted (and not charged), with why. */
    refused: z.array(z.object({ id: z.string(), reason: z.enum(adRefusals) })),
  }),
});
export type AdEventsResponse = z.infer<typeof adEventsResponse>;

/** POST /api/dev/simulate/advertising (local mode). */
export const simulateAdvertisingRequest = z.object({
  impressions: z.number().int().min(1).max(2000).default(200),
  /** Share of impressions clicked. */
  click_rate: z.number().min(0).max(1).default(0.1),
  supplier_id: idParam.optional(),
});
export const simulateAdvertisingResponse = z.object({
  impressions: z.number().int(),
  clicks: z.number().int(),
  refused: z.number().int(),
});
export type SimulateAdvertisingResponse = z.infer<typeof simulateAdvertisingResponse>;

/** What each endpoint of `advertisingEndpoints` takes and answers. */
export const advertisingEndpointSchemas = {
  listAdCampaigns: {
    permission: 'advertising',
    responses: { 200: campaignsResponse },
    errors: [401],
    requires: ['subscription'],
  },
  createAdCampaign: {
    permission: 'advertising',
    body: campaignRequest,
    responses: { 201: campaignSavedResponse },
    errors: [401, 422],
    requires: ['subscription'],
  },
  getAdCampaign: {
    permission: 'advertising',
    params: campaignParams,
    responses: { 200: campaignResponse },
    errors: [401, 404],
    requires: ['subscription'],
  },
  updateAdCampaign: {
    permission: 'advertising',
    params: campaignParams,
    body: campaignRequest,
    responses: { 200: campaignSavedResponse },
    errors: [401, 404, 422],
    requires: ['subscription'],
  },
  pauseAdCampaign: {
    permission: 'advertising',
    params: campaignParams,
    responses: { 200: campaignSavedResponse },
    errors: [401, 404],
    requires: ['subscription'],
  },
  resumeAdCampaign: {
    permission: 'advertising',
    params: campaignParams,
    responses: { 200: campaignSavedResponse },
    errors: [401, 404, 409, 422],
    requires: ['subscription'],
  },
  getAdCampaignStats: {
    permission: 'advertising',
    params: campaignParams,
    query: campaignStatsQuery,
    responses: { 200: campaignStatsResponse },
    errors: [401, 404, 422],
    requires: ['subscription'],
  },
  /** The signed gateway (see `marketplace.ts`). */
  marketplaceAdvertisingEvents: {
    permission: 'marketplace',
    body: adEventsRequest,
    responses: { 200: adEventsResponse },
    errors: [400, 401, 422],
  },
} satisfies EndpointTable;
