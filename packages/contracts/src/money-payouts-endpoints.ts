import { endpoints } from './endpoint';
import type { moneyPayoutsEndpointSchemas } from './money-payouts';

/** Payouts (PRODUCT.md section 4): where each endpoint lives; its schemas are in `money-payouts.ts`. */
export const moneyPayoutsEndpoints = endpoints<typeof moneyPayoutsEndpointSchemas>()({
  getPayoutAccount: 'GET /v1/customers/payout-account',
  savePayoutAccount: 'PUT /v1/customers/payout-account',
  requestPayout: 'POST /v1/customers/payouts',
  listPayouts: 'GET /v1/customers/payouts',
  getPayout: 'GET /v1/customers/payouts/:id',
});
