import { z } from 'zod';
import { optionalQuery, pageQuery, paginationMeta } from './common';
import type { EndpointTable } from './endpoint';
import { dateRangeQuery, hryvniaAmount, ledgerEntryTypes, moneyMoveHeaders } from './money-ledger';

/**
 * The balances (SPEC section 7): the main balance with its history, the services balance and its
 * transactions, and transfers between them. Amounts and their formats as in `./money-ledger`.
 */

const dateRangeIsOrdered = (query: { date_from?: string; date_to?: string }) =>
  !query.date_from || !query.date_to || query.date_from <= query.date_to;
const dateRangeIssue = { message: 'date_range', path: ['date_to'] };

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

/** What each endpoint takes and answers; routes in `money-balances-endpoints.ts`. */
export const moneyBalancesEndpointSchemas = {
  getMainBalance: {
    permission: 'money:read',
    query: balanceHistoryQuery,
    responses: { 200: mainBalanceResponse },
    errors: [401, 422],
  },
  getServiceBalances: { permission: 'money:read', responses: { 200: serviceBalanceResponse }, errors: [401] },
  listBalanceTransactions: {
    permission: 'money:read',
    query: balanceHistoryQuery,
    responses: { 200: serviceTransactionsResponse },
    errors: [401, 422],
  },
  transferBetweenBalances: {
    permission: 'money:move',
    headers: moneyMoveHeaders,
    body: balanceTransferRequest,
    responses: { 200: balanceTransferResponse },
    errors: [401, 409, 422],
  },
} satisfies EndpointTable;
