import { endpoints } from './endpoint';
import type { moneyBalancesEndpointSchemas } from './money-balances';

/** Balances and transfers (SPEC section 7): where each endpoint lives; its schemas are in `money-balances.ts`. */
export const moneyBalancesEndpoints = endpoints<typeof moneyBalancesEndpointSchemas>()({
  getMainBalance: 'GET /admin-suppliers/v1/customer/account/balance',
  getServiceBalances: 'GET /v1/customers/balances/service-balance',
  listBalanceTransactions: 'GET /v1/customers/balances/service-transactions',
  transferBetweenBalances: 'POST /v1/customers/balances/balance-transfer',
});
