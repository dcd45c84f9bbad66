import { endpoints } from './endpoint';
import type { supplierApiEndpointSchemas } from './supplier-api';

/**
 * The supplier API v1 (issue 15, called with an integration token): where each endpoint lives;
 * its schemas are in `supplier-api.ts`. The waybill sticker (a PDF) is registered apart.
 */
export const supplierApiEndpoints = endpoints<typeof supplierApiEndpointSchemas>()({
  listProducts: 'GET /supplier/v1/products',
  getProduct: 'GET /supplier/v1/products/:id',
  listStock: 'GET /supplier/v1/stock',
  updateStock: 'POST /supplier/v1/stock',
  listOrders: 'GET /supplier/v1/orders',
  getOrder: 'GET /supplier/v1/orders/:id',
  changeOrderStatus: 'POST /supplier/v1/orders/:id/status',
  createOrderWaybill: 'POST /supplier/v1/orders/:id/waybill',
});
