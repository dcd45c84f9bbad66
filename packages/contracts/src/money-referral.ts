import { z } from 'zod';
import { idParam, optionalQuery, pageQuery, paginationMeta } from './common';
import type { EndpointTable } from './endpoint';
import { dateRangeQuery } from './money-ledger';

/** The referral programme's money (PRODUCT.md section 4): 25% of every paid platform service of a friend. */

/** GET /v1/customers/balances/referral-earnings: everything earned so far. */
export const referralEarningsResponse = z.object({
  total_referral_earnings: z.number(),
  total_referral_earnings_formatted: z.string(),
});
export type ReferralEarningsResponse = z.infer<typeof referralEarningsResponse>;

const ordered = (query: { date_from?: string; date_to?: string }) =>
  !query.date_from || !query.date_to || query.date_from <= query.date_to;

/** GET /v1/customers/referral/stats: every invited friend; spent and earned within the dates. */
export const referralStatsQuery = pageQuery
  .extend(dateRangeQuery.shape)
  .refine(ordered, { message: 'date_range', path: ['date_to'] });
export type ReferralStatsQuery = z.infer<typeof referralStatsQuery>;

export const referralStatsRow = z.object({
  /** The friend's supplier id: `referral_id` of the transactions call. */
  id: z.number().int(),
  name: z.string(),
  registered_at: z.string(),
  /** What the friend paid for platform services. */
  spent: z.number(),
  spent_formatted: z.string(),
  /** What that earned the referrer. */
  earned: z.number(),
  earned_formatted: z.string(),
});
export type ReferralStatsRow = z.infer<typeof referralStatsRow>;
export const referralStatsResponse = z.object({ data: z.array(referralStatsRow), meta: paginationMeta });
export type ReferralStatsResponse = z.infer<typeof referralStatsResponse>;

/** GET /v1/customers/referral/transactions: rewards, one per paid service; a friend's only with referral_id. */
export const referralTransactionsQuery = pageQuery.extend({
  referral_id: optionalQuery(idParam),
});
export type ReferralTransactionsQuery = z.infer<typeof referralTransactionsQuery>;

/** What the friend paid for: the subscription, or a day of advertising. */
export const referralSources = ['supplier_panel', 'advertising'] as const;

export const referralTransaction = z.object({
  id: z.number().int(),
  referral_id: z.number().int(),
  referral_name: z.string(),
  source: z.enum(referralSources),
  amount: z.number(),
  amount_formatted: z.string(),
  earned: z.number(),
  earned_formatted: z.string(),
  created_at: z.string(),
});
export type ReferralTransaction = z.infer<typeof referralTransaction>;
export const referralTransactionsResponse = z.object({ data: z.array(referralTransaction), meta: paginationMeta });
export type ReferralTransactionsResponse = z.infer<typeof referralTransactionsResponse>;

/** Referral earnings: what each endpoint takes and answers; routes in `money-referral-endpoints.ts`. */
export const moneyReferralEndpointSchemas = {
  listReferralEarnings: { permission: 'money:read', responses: { 200: referralEarningsResponse }, errors: [401] },
  getReferralStats: {
    permission: 'money:read',
    query: referralStatsQuery,
    responses: { 200: referralStatsResponse },
    errors: [401, 422],
  },
  listReferralTransactions: {
    permission: 'money:read',
    query: referralTransactionsQuery,
    responses: { 200: referralTransactionsResponse },
    errors: [401, 422],
  },
} satisfies EndpointTable;
