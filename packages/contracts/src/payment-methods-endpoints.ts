import { endpoints } from './endpoint';
import type { PaymentMethodId, paymentMethodsEndpointSchemas } from './payment-methods';

/** Payment methods (PRODUCT.md section 10): where each endpoint lives; its schemas are in `payment-methods.ts`. */
export const paymentMethodsEndpoints = endpoints<typeof paymentMethodsEndpointSchemas>()({
  listPaymentMethods: 'GET /admin-suppliers/v1/payment-methods',
  getPaymentMethod: 'GET /admin-suppliers/v1/payment-methods/:id',
  saveCodPaymentMethod: 'PUT /admin-suppliers/v1/payment-methods/cod',
  saveBankTransferPaymentMethod: 'PUT /admin-suppliers/v1/payment-methods/bank_transfer',
  saveCardOnlinePaymentMethod: 'PUT /admin-suppliers/v1/payment-methods/card_online',
  saveInstallmentsPaymentMethod: 'PUT /admin-suppliers/v1/payment-methods/installments',
});

/** Each method's save endpoint (`PUT payment-methods/{id}`): its settings are its own. */
export const savePaymentMethodEndpoints = {
  cod: paymentMethodsEndpoints.saveCodPaymentMethod,
  bank_transfer: paymentMethodsEndpoints.saveBankTransferPaymentMethod,
  card_online: paymentMethodsEndpoints.saveCardOnlinePaymentMethod,
  installments: paymentMethodsEndpoints.saveInstallmentsPaymentMethod,
} as const satisfies Record<PaymentMethodId, unknown>;
