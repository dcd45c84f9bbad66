import type { Carrier, deliveriesEndpointSchemas } from './deliveries';
import { endpoints } from './endpoint';

/** Delivery methods (PRODUCT.md section 9): where each endpoint lives; its schemas are in `deliveries.ts`. */
export const deliveriesEndpoints = endpoints<typeof deliveriesEndpointSchemas>()({
  listNpKeys: 'GET /admin-suppliers/v1/deliveries/np-keys',
  addNpKey: 'POST /admin-suppliers/v1/deliveries/np-keys',
  renameNpKey: 'PATCH /admin-suppliers/v1/deliveries/np-keys/:id',
  setDefaultNpKey: 'POST /admin-suppliers/v1/deliveries/np-keys/:id/default',
  checkNpKey: 'POST /admin-suppliers/v1/deliveries/np-keys/:id/check',
  deleteNpKey: 'DELETE /admin-suppliers/v1/deliveries/np-keys/:id',
  listNpCounterparties: 'GET /admin-suppliers/v1/deliveries/np/counterparties',
  listNpContactPersons: 'GET /admin-suppliers/v1/deliveries/np/contact-persons',
  listNpAddresses: 'GET /admin-suppliers/v1/deliveries/np/addresses',
  searchNpSettlements: 'GET /admin-suppliers/v1/deliveries/np/settlements',
  listNpWarehouses: 'GET /admin-suppliers/v1/deliveries/np/warehouses',
  listNpWarehouseTypes: 'GET /admin-suppliers/v1/deliveries/np/warehouse-types',
  getSender: 'GET /admin-suppliers/v1/deliveries/sender',
  saveSender: 'PUT /admin-suppliers/v1/deliveries/sender',
  listDeliveryMethods: 'GET /admin-suppliers/v1/deliveries/methods',
  saveNovaPoshtaDeliveryMethod: 'PUT /admin-suppliers/v1/deliveries/methods/novaposhta',
  saveUkrposhtaDeliveryMethod: 'PUT /admin-suppliers/v1/deliveries/methods/ukrposhta',
  saveMeestDeliveryMethod: 'PUT /admin-suppliers/v1/deliveries/methods/meest',
  savePickupDeliveryMethod: 'PUT /admin-suppliers/v1/deliveries/methods/pickup',
  saveCourierDeliveryMethod: 'PUT /admin-suppliers/v1/deliveries/methods/courier',
});

/** Each carrier's save endpoint (`PUT deliveries/methods/{carrier}`): its settings are its own. */
export const saveDeliveryMethodEndpoints = {
  novaposhta: deliveriesEndpoints.saveNovaPoshtaDeliveryMethod,
  ukrposhta: deliveriesEndpoints.saveUkrposhtaDeliveryMethod,
  meest: deliveriesEndpoints.saveMeestDeliveryMethod,
  pickup: deliveriesEndpoints.savePickupDeliveryMethod,
  courier: deliveriesEndpoints.saveCourierDeliveryMethod,
} as const satisfies Record<Carrier, unknown>;
