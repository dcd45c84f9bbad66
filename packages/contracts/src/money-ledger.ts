import { z } from 'zod';
import { hasAtMostTwoDecimals, MONEY_CONFIRMATION_HEADER } from './money';
import { optionalQuery } from './common';

/**
 * The ledger's vocabulary shared by every money call (PRODUCT.md section 4): the Idempotency-Key,
 * amounts, limits, dates and the kinds of journal entry. Money travels as hryvnias (JSON numbers,
 * at most two decimals) with a formatted text beside it; the server keeps kopiyky. Format with
 * `formatMoney` of `./money`. The balances' endpoints are in `./money-balances`.
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

const confirmationHeader = {
  [MONEY_CONFIRMATION_HEADER]: z
    .string()
    .optional()
    .describe(
      'Required of a team member: the 6-digit code texted by POST /admin-suppliers/v1/team/money-confirmation.',
    ),
};
export const confirmationHeaders = z.looseObject(confirmationHeader);
/** Idempotency-Key and the member's confirmation code. */
export const moneyMoveHeaders = idempotencyHeaders.extend(confirmationHeader);

/** Any single movement is at most 10 000 000 грн. */
export const MONEY_MAX_HRYVNIAS = 10_000_000;
/** Top-up limits (up-balance). */
export const TOP_UP_MIN_HRYVNIAS = 1;
export const TOP_UP_MAX_HRYVNIAS = 100_000;
/** A supplier-panel subscription lasts this long; buying while active extends it by as much. */
export const SUBSCRIPTION_DAYS = 30;

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
