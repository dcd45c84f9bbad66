import { endpoints } from './endpoint';
import type { ordersBuyersEndpointSchemas } from './orders-buyers';

/** An order's buyer (issue 32): where each endpoint lives; its schemas are in `orders-buyers.ts`. */
export const ordersBuyersEndpoints = endpoints<typeof ordersBuyersEndpointSchemas>()({
  getOrderBuyerOrders: 'GET /admin-suppliers/v1/orders/:id/buyer-orders',
});
