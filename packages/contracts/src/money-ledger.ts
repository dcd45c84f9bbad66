import { z } from 'zod';
import { pageQuery, paginationMeta } from './common';
import type { EndpointTable } from './endpoint';

/**
 * Balances, their history and transfers (PRODUCT.md section 4, SPEC section 7). Money travels
 * as hryvnias (JSON numbers, at most two decimals) with a formatted text beside it; the server
 * keeps kopiyky. Format with `formatMoney` of `./money`.
 */

/** Sent with every money-moving call; the same key replays the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, { message: 'invalid' });

/**
 * Documents the optional Idempotency-Key header on money-moving calls (a loose object: every
 * other header passes through untouched; the API checks the key's format itself).
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Optional. 1–200 printable ASCII characters; the same key replays the first answer.'),
});

/** Any single movement is at most 10 000 000 грн. */
export const MONEY_MAX_HRYVNIAS = 10_000_000;
/** Top-up limits (up-balance). */
export const TOP_UP_MIN_HRYVNIAS = 1;
export const TOP_UP_MAX_HRYVNIAS = 100_000;
/** A supplier-panel subscription lasts this long; buying while active extends it by as much. */
export const SUBSCRIPTION_DAYS = 30;

/** 499.5 → 49950; only for amounts already checked by `hryvniaAmount`. */
export function hryvniasToKopiyky(hryvnias: number): number {
  return Math.round(hryvnias * 100);
}

function hasAtMostTwoDecimals(value: number): boolean {
  const scaled = value * 100;
  return Number.isFinite(scaled) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * An amount in hryvnias: a JSON number (a plain numeric string such as `"499.50"` or `"499,50"`
 * from a form is accepted too) between min and max with at most two decimals. A third decimal,
 * zero or a negative amount fails with 422.
 */
export function hryvniaAmount({ min = 0.01, max = MONEY_MAX_HRYVNIAS }: { min?: number; max?: number } = {}) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*[-−]?\d+([.,]\d+)?\s*$/.test(value)
        ? Number(value.trim().replace('−', '-').replace(',', '.'))
        : value,
    z.number().min(min).max(max).refine(hasAtMostTwoDecimals, { message: 'money_decimals' }),
  );
}

/** Empty query values (`?type=`) mean "no filter". */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** A calendar day `YYYY-MM-DD`, read in Europe/Kyiv. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid' })
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(value).toISOString().startsWith(value),
    {
      message: 'invalid',
    },
  );

export const dateRangeQuery = z.object({
  date_from: optionalQuery(isoDate),
  date_to: optionalQuery(isoDate),
});

const dateRangeIsOrdered = (query: { date_from?: string; date_to?: string }) =>
  !query.date_from || !query.date_to || query.date_from <= query.date_to;
const dateRangeIssue = { message: 'date_range', path: ['date_to'] };

/** Every kind of journal entry; the history `type` filter takes these. */
export const ledgerEntryTypes = [
  'top_up',
  'transfer_from_main',
  'transfer_to_main',
  'subscription',
  'referral_reward',
  'payout_hold',
  'payout_release',
  'payout_paid',
  'order_income',
  'order_reversal',
  'advertising',
] as const;
export type LedgerEntryType = (typeof ledgerEntryTypes)[number];

/** One movement on a balance, newest first. `amount` is signed: income positive, spending negative. */
export const balanceHistoryRow = z.object({
  id: z.number().int(),
  type: z.enum(ledgerEntryTypes),
  /** What happened, in the request language (e.g. `Поповнення балансу`). */
  title: z.string(),
  /** The supplier's own note (transfers) or details such as the subscription end; may be null. */
  description: z.string().nullable(),
  amount: z.number(),
  amount_format: z.string(),
  balance_after: z.number(),
  balance_after_format: z.string(),
  created_at: z.string(),
});
export type BalanceHistoryRow = z.infer<typeof balanceHistoryRow>;

/** GET /admin-suppliers/v1/customer/account/balance and GET /v1/customers/balances/service-transactions */
export const balanceHistoryQuery = pageQuery
  .extend({ type: optionalQuery(z.enum(ledgerEntryTypes)) })
  .extend(dateRangeQuery.shape)
  .refine(dateRangeIsOrdered, dateRangeIssue);
export type BalanceHistoryQuery = z.infer<typeof balanceHistoryQuery>;

/** GET /admin-suppliers/v1/customer/account/balance: the main balance and its history. */
export const mainBalanceResponse = z.object({
  data: z.array(balanceHistoryRow),
  balance: z.number(),
  balance_format: z.string(),
  meta: paginationMeta,
});
export type MainBalanceResponse = z.infer<typeof mainBalanceResponse>;

/** GET /v1/customers/balances/service-balance */
export const serviceBalanceResponse = z.object({
  data: z.object({ balance: z.number(), formatted_balance: z.string() }),
});
export type ServiceBalanceResponse = z.infer<typeof serviceBalanceResponse>;

/** GET /v1/customers/balances/service-transactions */
export const serviceTransactionsResponse = z.object({ data: z.array(balanceHistoryRow), meta: paginationMeta });
export type ServiceTransactionsResponse = z.infer<typeof serviceTransactionsResponse>;

/**
 * POST /v1/customers/balances/balance-transfer. `transfer_from_main`: main → services;
 * `transfer_to_main`: services → main; `supplier_panel`: buys the subscription from services
 * (amount may be omitted; when sent it must equal the cost).
 */
export const transferDirections = ['transfer_to_main', 'transfer_from_main', 'supplier_panel'] as const;
export type TransferDirection = (typeof transferDirections)[number];
export const balanceTransferRequest = z
  .object({
    amount: hryvniaAmount().optional(),
    transfer_direction: z.enum(transferDirections),
    description: z.string().trim().max(255).nullish(),
  })
  .refine((body) => body.transfer_direction === 'supplier_panel' || body.amount !== undefined, {
    message: 'required',
    path: ['amount'],
  });
export type BalanceTransferRequest = z.infer<typeof balanceTransferRequest>;
export const balanceTransferResponse = z.object({ message: z.string() });

/** Balances and transfers (SPEC section 7): what each endpoint takes and answers; routes in `money-ledger-endpoints.ts`. */
export const moneyLedgerEndpointSchemas = {
  getMainBalance: { query: balanceHistoryQuery, responses: { 200: mainBalanceResponse }, errors: [401, 422] },
  getServiceBalances: { responses: { 200: serviceBalanceResponse }, errors: [401] },
  listBalanceTransactions: {
    query: balanceHistoryQuery,
    responses: { 200: serviceTransactionsResponse },
    errors: [401, 422],
  },
  transferBetweenBalances: {
    headers: idempotencyHeaders,
    body: balanceTransferRequest,
    responses: { 200: balanceTransferResponse },
    errors: [401, 422],
  },
} satisfies EndpointTable;
