/** Helpers for the orders tests: signed gateway calls and a supplier with products to sell. */
import type { LightMyRequestResponse } from 'fastify';
import { MARKETPLACE_PATHS, type PlaceOrderRequest } from '@supplier/contracts/marketplace';
import type { TestContext } from '../../test/app';
import { categoryId, createProduct, ok, SMARTPHONES, supplier, type Supplier } from '../catalog/testing';
import { signedHeaders } from '../marketplace/marketplace.signature';

export const MARKETPLACE_TEST_SECRET = 'test-marketplace-secret-0123456789abcdef';

interface Signing {
  secret?: string;
  at?: Date;
}

/** The headers of a JSON POST of `raw` to `url` signed with `secret` at `at` (now unless given). */
export function gatewayHeaders(
  url: string,
  raw: string,
  { secret = MARKETPLACE_TEST_SECRET, at }: Signing = {},
): Record<string, string> {
  return { 'content-type': 'application/json', ...signedHeaders(secret, { method: 'POST', target: url }, raw, at) };
}

/** A gateway call to `url` signed with `secret` at `at` (now unless given). */
export function gateway(
  t: TestContext,
  url: string,
  body: unknown,
  signing: Signing = {},
): Promise<LightMyRequestResponse> {
  const raw = JSON.stringify(body);
  return t.app.inject({ method: 'POST', url, payload: raw, headers: gatewayHeaders(url, raw, signing) });
}

let sequence = 0;
export function externalId(): string {
  sequence += 1;
  return `sf-${process.pid}-${Date.now()}-${sequence}`;
}

/** A placement of `quantity` of `productId` for `supplierId`. */
export function placement(
  supplierId: number,
  productId: number,
  extra: Partial<PlaceOrderRequest> & { quantity?: number } = {},
): PlaceOrderRequest {
  const { quantity = 1, ...rest } = extra;
  return {
    external_id: externalId(),
    supplier_id: supplierId,
    buyer: { name: 'Олена Коваленко', phone: '+380671234567', email: null },
    delivery: { carrier: 'novaposhta', city: 'Київ', branch: 'Відділення №12: вул. Хрещатик, 22', cost: 80 },
    payment: { method: 'cod' },
    items: [{ product_id: productId, quantity }],
    ...rest,
  };
}

export interface Seller extends Supplier {
  productId: number;
}

/** A new supplier with one active product of `stock` pieces. */
export async function seller(t: TestContext, stock = 100): Promise<Seller> {
  const s = await supplier(t);
  const productId = await createProduct(s, await categoryId(s, SMARTPHONES), { stock, price: 1500 });
  return { ...s, productId };
}

/** Places an order through the gateway and answers its panel id. */
export async function placeOrder(t: TestContext, s: Seller, extra: Parameters<typeof placement>[2] = {}) {
  return ok<{ data: { id: number } }>(
    await gateway(t, MARKETPLACE_PATHS.orders, placement(s.id, s.productId, extra)),
    201,
  ).data.id;
}
