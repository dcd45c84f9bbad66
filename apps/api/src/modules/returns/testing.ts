/** Helpers for the returns tests: a completed order to return, a signed request, the panel's calls. */
import { MARKETPLACE_PATHS } from '@supplier/contracts/marketplace';
import { ORDERS_PATHS, orderResponse, type OrderStatus } from '@supplier/contracts/orders';
import {
  MARKETPLACE_RETURNS_PATH,
  RETURNS_BASE,
  returnResponse,
  type PlaceReturnRequest,
  type ReturnDetail,
} from '@supplier/contracts/returns';
import type { TestContext } from '../../test/app';
import { ok } from '../catalog/testing';
import { externalId, gateway, placement, type Seller } from '../orders/testing';

export const panel = (url: string) => url.replace('/admin-suppliers/v1', '');
export const returnPath = (id: number, action?: string) => panel(`${RETURNS_BASE}/${id}${action ? `/${action}` : ''}`);

const TO_COMPLETED: OrderStatus[] = ['processing', 'confirmed', 'shipped', 'completed'];

export async function orderDetail(s: Seller, id: number) {
  return orderResponse.parse(ok(await s.get(panel(ORDERS_PATHS.detail(id))))).data;
}

/** Moves an order through the panel, one status after another. */
export async function walk(s: Seller, id: number, statuses: OrderStatus[] = TO_COMPLETED) {
  for (const to of statuses) {
    ok(await s.post(panel(ORDERS_PATHS.status(id)), { to, version: (await orderDetail(s, id)).version }));
  }
}

/** A completed order of `quantity` pieces, paid by card (captured) or cash on delivery. */
export async function completedOrder(
  t: TestContext,
  s: Seller,
  { payment = 'cod', quantity = 3 }: { payment?: 'cod' | 'card_online'; quantity?: number } = {},
) {
  const body = placement(s.id, s.productId, { payment: { method: payment }, quantity });
  const id = ok<{ data: { id: number; total: number } }>(await gateway(t, MARKETPLACE_PATHS.orders, body), 201).data;
  if (payment === 'card_online')
    ok(await gateway(t, MARKETPLACE_PATHS.payment(body.external_id), { amount: id.total }));
  await walk(s, id.id);
  return { id: id.id, externalId: body.external_id };
}

export function returnBody(
  s: Seller,
  orderExternalId: string,
  extra: Partial<PlaceReturnRequest> = {},
): PlaceReturnRequest {
  return {
    external_id: externalId(),
    supplier_id: s.id,
    order_external_id: orderExternalId,
    kind: 'return',
    reason: 'wrong_size',
    comment: 'Замалі, потрібен більший розмір.',
    refund_preference: 'original_payment',
    items: [{ product_id: s.productId, quantity: 1 }],
    ...extra,
  };
}

/** A request placed through the gateway; answers its id. */
export async function requestReturn(
  t: TestContext,
  s: Seller,
  orderExternalId: string,
  extra: Partial<PlaceReturnRequest> = {},
) {
  return ok<{ data: { id: number } }>(
    await gateway(t, MARKETPLACE_RETURNS_PATH, returnBody(s, orderExternalId, extra)),
    201,
  ).data.id;
}

export async function returnDetail(s: Seller, id: number): Promise<ReturnDetail> {
  return returnResponse.parse(ok(await s.get(returnPath(id)))).data;
}

/** A decision with the request's current version unless one is given. */
export async function decide(s: Seller, id: number, action: string, body: Record<string, unknown> = {}) {
  const version = body.version ?? (await returnDetail(s, id)).version;
  return s.post(returnPath(id, action), { ...body, version });
}
