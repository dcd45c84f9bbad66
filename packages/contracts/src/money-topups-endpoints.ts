import { endpoints } from './endpoint';
import type { moneyTopUpsEndpointSchemas } from './money-topups';

/**
 * Top-ups (SPEC section 7): where each endpoint lives; its schemas are in `money-topups.ts`. The
 * provider's callbacks are not here: their bodies are the provider's, checked by its signature.
 */
export const moneyTopUpsEndpoints = endpoints<typeof moneyTopUpsEndpointSchemas>()({
  createTopUp: 'POST /admin-suppliers/v1/customer/account/up-balance',
});
