import { endpoints } from './endpoint';
import type { returnsEndpointSchemas } from './returns';

/**
 * Returns (issue 33): where each endpoint lives; its schemas are in `returns.ts`. The gateway's
 * calls (signed, answering 200 or 201 by idempotency) stay outside the table (`returns-gateway.ts`).
 */
export const returnsEndpoints = endpoints<typeof returnsEndpointSchemas>()({
  listReturns: 'GET /admin-suppliers/v1/returns',
  countReturns: 'GET /admin-suppliers/v1/returns/counts',
  getReturn: 'GET /admin-suppliers/v1/returns/:id',
  acceptReturn: 'POST /admin-suppliers/v1/returns/:id/accept',
  refuseReturn: 'POST /admin-suppliers/v1/returns/:id/refuse',
  cancelReturn: 'POST /admin-suppliers/v1/returns/:id/cancel',
  createReturnWaybill: 'POST /admin-suppliers/v1/returns/:id/waybill',
  receiveReturn: 'POST /admin-suppliers/v1/returns/:id/receive',
  refundReturn: 'POST /admin-suppliers/v1/returns/:id/refund',
  getDashboardReturns: 'GET /admin-suppliers/v1/dashboard/returns',
});
