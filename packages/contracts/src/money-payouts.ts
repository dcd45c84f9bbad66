import { z } from 'zod';
import { idParams, pageQuery, paginationMeta } from './common';
import type { EndpointTable } from './endpoint';
import { confirmationHeaders, hryvniaAmount, moneyMoveHeaders } from './money-ledger';

/** Payouts from the main balance to the supplier's bank account (PRODUCT.md section 4). */

/** Longest account holder's name. */
export const PAYOUT_HOLDER_NAME_MAX_LENGTH = 200;

export const PAYOUT_MIN_HRYVNIAS = 100;
export const PAYOUT_MAX_HRYVNIAS = 1_000_000;

/** ISO 13616 mod-97 check of an IBAN already reduced to [A-Z0-9]. */
function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** A Ukrainian IBAN: `UA` + 27 digits with a valid ISO 13616 checksum (spaces allowed when typed). */
export function isValidUaIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  return /^UA\d{27}$/.test(iban) && ibanMod97(iban) === 1;
}

const weighted = (digits: number[], weights: number[]) =>
  weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0);

/** EDRPOU (legal entities): 8 digits, the last one a mod-11 check with two weight sets. */
export function isValidEdrpou(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const code = Number(value);
  const base = code < 30_000_000 || code > 60_000_000 ? [1, 2, 3, 4, 5, 6, 7] : [7, 1, 2, 3, 4, 5, 6];
  let control = weighted(digits, base) % 11;
  if (control === 10) {
    control =
      weighted(
        digits,
        base.map((weight) => weight + 2),
      ) % 11;
    if (control === 10) control = 0;
  }
  return control === digits[7];
}

/** ІПН / РНОКПП (individuals): 10 digits, the last one ((Σ wᵢ·dᵢ) mod 11) mod 10. */
export function isValidRnokpp(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = weighted(digits, [-1, 5, 7, 9, 4, 6, 10, 5, 7]);
  return (((sum % 11) + 11) % 11) % 10 === digits[9];
}

export function isValidTaxId(value: string): boolean {
  return isValidEdrpou(value) || isValidRnokpp(value);
}

export const iban = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine(isValidUaIban, { message: 'iban' });
export const taxId = z.string().trim().refine(isValidTaxId, { message: 'tax_id' });

/** PUT /v1/customers/payout-account */
export const payoutAccountRequest = z.object({
  iban,
  holder_name: z.string().trim().min(2).max(PAYOUT_HOLDER_NAME_MAX_LENGTH),
  tax_id: taxId,
});
export type PayoutAccountRequest = z.infer<typeof payoutAccountRequest>;

export const payoutAccount = z.object({
  iban: z.string(),
  holder_name: z.string(),
  tax_id: z.string(),
  updated_at: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;
/** GET /v1/customers/payout-account: null until saved. */
export const payoutAccountResponse = z.object({ data: payoutAccount.nullable() });
export const payoutAccountSavedResponse = z.object({ message: z.string(), data: payoutAccount });

export const payoutStatuses = ['pending', 'processing', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payout = z.object({
  id: z.number().int(),
  amount: z.number(),
  amount_format: z.string(),
  status: z.enum(payoutStatuses),
  iban: z.string(),
  holder_name: z.string(),
  tax_id: z.string(),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Payout = z.infer<typeof payout>;

/** POST /v1/customers/payouts: the amount is held from main until the payout is paid or rejected. */
export const payoutRequest = z.object({
  amount: hryvniaAmount({ min: PAYOUT_MIN_HRYVNIAS, max: PAYOUT_MAX_HRYVNIAS }),
});
export type PayoutRequest = z.infer<typeof payoutRequest>;
export const payoutCreatedResponse = z.object({ message: z.string(), data: payout });

/** GET /v1/customers/payouts */
export const payoutsQuery = pageQuery.extend({
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(payoutStatuses).optional()),
});
export const payoutsResponse = z.object({
  data: z.array(payout),
  meta: paginationMeta,
  /** Held from main for payouts not yet paid or rejected. */
  held: z.number(),
  held_format: z.string(),
});
export const payoutParams = idParams;
/** GET /v1/customers/payouts/{id} */
export const payoutResponse = z.object({ data: payout });

/** POST /api/dev/payouts/{id}/status (dev tools): what an operator or the bank would do. */
export const payoutStatusChangeRequest = z.object({
  status: z.enum(['processing', 'paid', 'rejected']),
  reason: z.string().trim().max(500).optional(),
});

/** Payouts: what each endpoint takes and answers; routes in `money-payouts-endpoints.ts`. */
export const moneyPayoutsEndpointSchemas = {
  getPayoutAccount: { permission: 'money:read', responses: { 200: payoutAccountResponse }, errors: [401] },
  savePayoutAccount: {
    permission: 'money:move',
    headers: confirmationHeaders,
    body: payoutAccountRequest,
    responses: { 200: payoutAccountSavedResponse },
    errors: [401, 422],
  },
  requestPayout: {
    permission: 'money:move',
    headers: moneyMoveHeaders,
    body: payoutRequest,
    responses: { 201: payoutCreatedResponse },
    errors: [401, 409, 422],
  },
  listPayouts: {
    permission: 'money:read',
    query: payoutsQuery,
    responses: { 200: payoutsResponse },
    errors: [401, 422],
  },
  getPayout: {
    permission: 'money:read',
    params: payoutParams,
    responses: { 200: payoutResponse },
    errors: [401, 404, 422],
  },
} satisfies EndpointTable;
