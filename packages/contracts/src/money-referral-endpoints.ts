import { endpoints } from './endpoint';
import type { moneyReferralEndpointSchemas } from './money-referral';

/** Referral earnings (SPEC section 7): where each endpoint lives; its schemas are in `money-referral.ts`. */
export const moneyReferralEndpoints = endpoints<typeof moneyReferralEndpointSchemas>()({
  listReferralEarnings: 'GET /v1/customers/balances/referral-earnings',
  getReferralStats: 'GET /v1/customers/referral/stats',
  listReferralTransactions: 'GET /v1/customers/referral/transactions',
});
