import { endpoints } from './endpoint';
import type { moneyPaymentsEndpointSchemas } from './money-payments';

/**
 * Top-ups (SPEC section 7): where each endpoint lives; its schemas are in `money-payments.ts`. The
 * provider's callbacks are not here: their bodies are the provider's, checked by its signature.
 */
export const moneyPaymentsEndpoints = endpoints<typeof moneyPaymentsEndpointSchemas>()({
  createTopUp: 'POST /admin-suppliers/v1/customer/account/up-balance',
});
