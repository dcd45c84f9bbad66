import { endpoints } from './endpoint';
import type { paymentMethodsEndpointSchemas } from './payment-methods';

/** Payment methods (PRODUCT.md section 10): where each endpoint lives; its schemas are in `payment-methods.ts`. */
export const paymentMethodsEndpoints = endpoints<typeof paymentMethodsEndpointSchemas>()({
  listPaymentMethods: 'GET /admin-suppliers/v1/payment-methods',
  getPaymentMethod: 'GET /admin-suppliers/v1/payment-methods/:id',
  savePaymentMethod: 'PUT /admin-suppliers/v1/payment-methods/:id',
});
