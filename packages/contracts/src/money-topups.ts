import { z } from 'zod';
import type { EndpointTable } from './endpoint';
import { TOP_UP_MAX_HRYVNIAS, TOP_UP_MIN_HRYVNIAS, hryvniaAmount, idempotencyHeaders } from './money-ledger';

/** Top-ups through the payment provider (PRODUCT.md section 4, PROTOCOLS.md section 3). */

/** POST /admin-suppliers/v1/customer/account/up-balance: `url` opens the provider's checkout in a new tab. */
export const upBalanceRequest = z.object({
  amount: hryvniaAmount({ min: TOP_UP_MIN_HRYVNIAS, max: TOP_UP_MAX_HRYVNIAS }),
});
export type UpBalanceRequest = z.infer<typeof upBalanceRequest>;
export const upBalanceResponse = z.object({ url: z.string() });
export type UpBalanceResponse = z.infer<typeof upBalanceResponse>;

/** The drivers a provider callback may name: POST /api/payments/callback/{driver}. */
export const paymentDrivers = ['local', 'liqpay'] as const;
export type PaymentDriverName = (typeof paymentDrivers)[number];

/** Where the panel shows the main balance; providers send the browser back here. */
export const TOP_UP_RETURN_PATH = '/payments/balances/main-balance';

/** Top-ups: what each endpoint takes and answers; routes in `money-topups-endpoints.ts`. */
export const moneyTopUpsEndpointSchemas = {
  createTopUp: {
    permission: 'money:topup',
    headers: idempotencyHeaders,
    body: upBalanceRequest,
    responses: { 200: upBalanceResponse },
    errors: [401, 409, 422],
  },
} satisfies EndpointTable;
