import { endpoints } from './endpoint';
import type { ordersEndpointSchemas } from './orders';

/**
 * Orders (PRODUCT.md section 11): where each endpoint lives; its schemas are in `orders.ts`. The
 * export and the waybill sticker answer files and stay outside the table (`ORDERS_PATHS`).
 */
export const ordersEndpoints = endpoints<typeof ordersEndpointSchemas>()({
  listOrders: 'GET /admin-suppliers/v1/orders',
  getOrdersPickList: 'GET /admin-suppliers/v1/orders/pick-list',
  countOrders: 'GET /admin-suppliers/v1/orders/counts',
  getOrder: 'GET /admin-suppliers/v1/orders/:id',
  changeOrderStatus: 'POST /admin-suppliers/v1/orders/:id/status',
  saveOrderNote: 'PUT /admin-suppliers/v1/orders/:id/note',
  editOrderItems: 'PUT /admin-suppliers/v1/orders/:id/items',
  acceptOrders: 'POST /admin-suppliers/v1/orders/accept',
  changeOrdersStatus: 'POST /admin-suppliers/v1/orders/status',
  createOrderWaybills: 'POST /admin-suppliers/v1/orders/waybills',
  getOrderWaybillParcel: 'GET /admin-suppliers/v1/orders/:id/waybill/parcel',
  createOrderWaybill: 'POST /admin-suppliers/v1/orders/:id/waybill',
  deleteOrderWaybill: 'DELETE /admin-suppliers/v1/orders/:id/waybill',
});
