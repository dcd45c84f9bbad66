import { endpoints } from './endpoint';
import type { moneyLedgerEndpointSchemas } from './money-ledger';

/** Balances and transfers (SPEC section 7): where each endpoint lives; its schemas are in `money-ledger.ts`. */
export const moneyLedgerEndpoints = endpoints<typeof moneyLedgerEndpointSchemas>()({
  getMainBalance: 'GET /admin-suppliers/v1/customer/account/balance',
  getServiceBalances: 'GET /v1/customers/balances/service-balance',
  listBalanceTransactions: 'GET /v1/customers/balances/service-transactions',
  transferBetweenBalances: 'POST /v1/customers/balances/balance-transfer',
});
