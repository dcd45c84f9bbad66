import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { IntegrationScope } from '@supplier/contracts/integrations';
import { integrationWithTokenResponse } from '@supplier/contracts/integrations';
import {
  ORDER_REALTIME_EVENTS,
  orderResponse,
  orderSavedResponse,
  ordersResponse,
  orderRealtimeEvent,
} from '@supplier/contracts/orders';
import { productResponse, productsResponse } from '@supplier/contracts/products';
import { SUPPLIER_API_PATHS, stockListResponse, stockUpdateResponse } from '@supplier/contracts/supplier-api';
import { webhooksEndpoints } from '@supplier/contracts/webhooks-endpoints';
import { randomToken } from '../../lib/crypto';
import { startTestApp, useTestApp, type TestContext } from '../../test/app';
import { rowsOf } from '../../db/rows';
import { ok, supplier } from '../catalog/testing';
import { addKey, DELIVERIES, kyivBranchSender, NP, testNovaPoshta } from '../deliveries/testing';
import { RecordingBroadcaster } from '../notifications/testing';
import { MARKETPLACE_TEST_SECRET, placeOrder, seller, type Seller } from '../orders/testing';
import { integrationTokenHash } from '../integrations/integrations.service';
import { integrations } from '../integrations/integrations.table';
import { webhookDeliveries } from '../integrations/webhooks/webhooks.table';

const ALL: IntegrationScope[] = [
  'products:read',
  'products:write',
  'stock:read',
  'stock:write',
  'orders:read',
  'orders:write',
  'waybills:read',
  'waybills:write',
];

/** A token of `s` made in the panel's way (POST /integrations), answering the whole token. */
async function panelToken(t: TestContext, s: Seller, scopes: IntegrationScope[], extra: Record<string, unknown> = {}) {
  const created = await t.call({
    method: 'POST',
    url: '/api/admin-suppliers/v1/integrations',
    token: s.token,
    payload: { name: '1С', scopes, ...extra },
  });
  expect(created.statusCode, created.body).toBe(201);
  return integrationWithTokenResponse.parse(created.json());
}

/** A token row written directly (for states the panel cannot make: an expiry already passed). */
async function rowToken(t: TestContext, supplierId: number, values: Partial<typeof integrations.$inferInsert> = {}) {
  const token = `spk_${randomToken()}`;
  await t.database.db.insert(integrations).values({
    supplierId,
    name: 'test',
    tokenPrefix: token.slice(0, 8),
    tokenHash: integrationTokenHash(token),
    scopes: ALL,
    ...values,
  });
  return token;
}

type Call = { method?: 'GET' | 'POST'; url: string; payload?: unknown; ip?: string; locale?: string };

/** A supplier API call: the token, no X-SESSION header (machines do not send it). */
function api(t: TestContext, token: string | null, { method = 'GET', url, payload, ip, locale = 'uk' }: Call) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(ip ? { remoteAddress: ip } : {}),
    headers: { 'x-locale': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function stockOf(t: TestContext, productId: number) {
  const [row] = rowsOf<{ stock: number; price: string; old_price: string | null }>(
    await t.database.db.execute(sql`select stock, price, old_price from products where id = ${productId}`),
  );
  return {
    stock: Number(row!.stock),
    price: Number(row!.price),
    old_price: row!.old_price === null ? null : Number(row!.old_price),
  };
}

function expectError(response: LightMyRequestResponse, status: number, code: string, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { code: string; message: string };
  expect(body.code).toBe(code);
  if (message) expect(body.message).toBe(message);
  return body;
}

describe('supplier API (integration tokens)', () => {
  const broadcaster = new RecordingBroadcaster();
  const np = testNovaPoshta({ stageMs: 3_600_000 });
  const t = useTestApp(
    { MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET, SUPPLIER_API_RATE_LIMIT_PER_MINUTE: '1000' },
    { broadcaster, novaposhta: np.driver },
  );

  it('a token made in the panel opens the API: products of its supplier, with rate-limit headers and last use kept', async () => {
    const s = await seller(t);
    const { token, data } = await panelToken(t, s, ['products:read']);
    const list = await api(t, token, { url: SUPPLIER_API_PATHS.products, ip: '203.0.113.7' });
    const body = productsResponse.parse(ok(list));
    expect(body.data.map((p) => p.id)).toEqual([s.productId]);
    expect(list.headers['x-ratelimit-limit']).toBe('1000');
    expect(Number(list.headers['x-ratelimit-remaining'])).toBe(999);
    const one = productResponse.parse(ok(await api(t, token, { url: SUPPLIER_API_PATHS.product(s.productId) })));
    expect(one.data).toMatchObject({ id: s.productId, stock: 100, price: 1500 });

    // Written once, not on every call.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [row] = await t.database.db.select().from(integrations).where(eq(integrations.id, data.id));
    expect(row!.lastUsedAt).not.toBeNull();
    expect(row!.lastUsedIp).toBe('203.0.113.7');
    const first = row!.lastUsedAt!.getTime();
    ok(await api(t, token, { url: SUPPLIER_API_PATHS.products, ip: '203.0.113.8' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [again] = await t.database.db.select().from(integrations).where(eq(integrations.id, data.id));
    expect(again!.lastUsedAt!.getTime()).toBe(first);
    expect(again!.lastUsedIp).toBe('203.0.113.7');
  });

  it('refuses a missing, unknown, revoked or expired token with 401 in Ukrainian, before reading the body', async () => {
    const s = await seller(t);
    const text =
      'Токен API недійсний: його не знайдено, відкликано або строк його дії минув. Створіть новий у розділі «Інтеграції».';
    expectError(await api(t, null, { url: SUPPLIER_API_PATHS.products }), 401, 'unauthorized', text);
    expectError(await api(t, `spk_${randomToken()}`, { url: SUPPLIER_API_PATHS.products }), 401, 'unauthorized', text);
    // A panel sign-in token is not an API token.
    expectError(await api(t, s.token, { url: SUPPLIER_API_PATHS.products }), 401, 'unauthorized');

    const expired = await rowToken(t, s.id, { expiresAt: new Date(Date.now() - 1000) });
    expectError(await api(t, expired, { url: SUPPLIER_API_PATHS.products }), 401, 'unauthorized', text);
    const revoked = await panelToken(t, s, ['stock:write']);
    ok(
      await t.call({
        method: 'POST',
        url: `/api/admin-suppliers/v1/integrations/${revoked.data.id}/revoke`,
        token: s.token,
      }),
    );
    const refused = await api(t, revoked.token, {
      method: 'POST',
      url: SUPPLIER_API_PATHS.stock,
      payload: { items: 'not even a list' },
    });
    expectError(refused, 401, 'unauthorized', text);
    expect((await api(t, expired, { url: SUPPLIER_API_PATHS.products, locale: 'en' })).json().message).toContain(
      'The API token is not valid',
    );
  });

  it('a token with an IP allow-list works only from those addresses (403 from others)', async () => {
    const s = await seller(t);
    const { token } = await panelToken(t, s, ['products:read'], { ip_allow_list: ['198.51.100.0/24', '2001:db8::1'] });
    ok(await api(t, token, { url: SUPPLIER_API_PATHS.products, ip: '198.51.100.42' }));
    ok(await api(t, token, { url: SUPPLIER_API_PATHS.products, ip: '2001:db8::1' }));
    expectError(
      await api(t, token, { url: SUPPLIER_API_PATHS.products, ip: '203.0.113.9' }),
      403,
      'ip_not_allowed',
      'Цей токен API не можна використовувати з адреси 203.0.113.9: її немає у списку дозволених.',
    );
  });

  it('a read token cannot write: 403 naming the missing scope, and nothing changes', async () => {
    const s = await seller(t);
    const orderId = await placeOrder(t, s);
    const { token } = await panelToken(t, s, ['products:read', 'stock:read', 'orders:read']);
    const stock = await api(t, token, {
      method: 'POST',
      url: SUPPLIER_API_PATHS.stock,
      payload: { items: [{ id: s.productId, stock: 0 }] },
    });
    expectError(
      stock,
      403,
      'scope_missing',
      'Токен API не має дозволу «Залишки та ціни: запис» (stock:write) для цієї дії.',
    );
    expect((await stockOf(t, s.productId)).stock).toBe(99);
    const order = orderResponse.parse(ok(await api(t, token, { url: SUPPLIER_API_PATHS.order(orderId) }))).data;
    const status = await api(t, token, {
      method: 'POST',
      url: SUPPLIER_API_PATHS.orderStatus(orderId),
      payload: { to: 'processing', version: order.version },
    });
    expectError(status, 403, 'scope_missing');
    expect(status.json().message).toContain('(orders:write)');
    // Not even the body's mistakes are told to a token without the scope.
    expectError(
      await api(t, token, { method: 'POST', url: SUPPLIER_API_PATHS.orderStatus(orderId), payload: {} }),
      403,
      'scope_missing',
    );
    const waybill = await api(t, token, {
      method: 'POST',
      url: SUPPLIER_API_PATHS.orderWaybill(orderId),
      payload: { version: 0 },
    });
    expectError(waybill, 403, 'scope_missing');
    const orders = await api(t, (await panelToken(t, s, ['products:read'])).token, { url: SUPPLIER_API_PATHS.orders });
    expectError(orders, 403, 'scope_missing');
    expect(orderResponse.parse(ok(await api(t, token, { url: SUPPLIER_API_PATHS.order(orderId) }))).data.status).toBe(
      'new',
    );
  });

  it('another supplier’s product and order are unreachable (404), never listed, never changed', async () => {
    const s = await seller(t);
    const other = await seller(t);
    const otherOrder = await placeOrder(t, other);
    const token = await rowToken(t, s.id);
    expectError(await api(t, token, { url: SUPPLIER_API_PATHS.product(other.productId) }), 404, 'not_found');
    expectError(await api(t, token, { url: SUPPLIER_API_PATHS.order(otherOrder) }), 404, 'not_found');
    expectError(await api(t, token, { url: SUPPLIER_API_PATHS.order('abc') }), 404, 'not_found');
    expectError(
      await api(t, token, {
        method: 'POST',
        url: SUPPLIER_API_PATHS.orderStatus(otherOrder),
        payload: { to: 'processing', version: 0 },
      }),
      404,
      'not_found',
    );
    const listed = ordersResponse.parse(ok(await api(t, token, { url: SUPPLIER_API_PATHS.orders })));
    expect(listed.data).toEqual([]);
    const stock = stockUpdateResponse.parse(
      ok(
        await api(t, token, {
          method: 'POST',
          url: SUPPLIER_API_PATHS.stock,
          payload: { items: [{ id: other.productId, stock: 1 }] },
        }),
      ),
    );
    expect(stock.data).toMatchObject({ updated: 0, failed: [{ index: 0, id: other.productId, code: 'not_found' }] });
    expect((await stockOf(t, other.productId)).stock).toBe(99);
  });

  it('bulk stock and prices: 10 000 items in one call apply exactly; unknown SKUs are reported, not fatal', async () => {
    const s = await seller(t);
    const count = 9_990;
    // The supplier's catalogue of 9 990 products, made at once (the panel would take a while).
    await t.database.db.execute(sql`
      insert into products (supplier_id, category_id, name, sku, price, stock, status)
      select ${s.id}, p.category_id, 'Товар ' || g, 'BULK-' || g, 10000, 5, 'active'
      from generate_series(1, ${count}) g, (select category_id from products where id = ${s.productId}) p`);
    const items = [
      ...Array.from({ length: count }, (_, i) => ({ sku: `BULK-${i + 1}`, stock: i % 50, price: 100 + i / 100 })),
      ...Array.from({ length: 9 }, (_, i) => ({ sku: `NOPE-${i}`, stock: 1 })),
      { id: s.productId, stock: 7, price: 1200, old_price: 1500 },
    ];
    expect(items).toHaveLength(10_000);
    const { token } = await panelToken(t, s, ['stock:write']);
    const response = await api(t, token, { method: 'POST', url: SUPPLIER_API_PATHS.stock, payload: { items } });
    const body = stockUpdateResponse.parse(ok(response));
    expect(body.data.updated).toBe(count + 1);
    expect(body.data.failed).toHaveLength(9);
    expect(body.data.failed[0]).toEqual({
      index: count,
      sku: 'NOPE-0',
      id: null,
      code: 'not_found',
      message: 'Товар не знайдено серед ваших.',
    });
    expect(body.message).toBe(`Оновлено товарів: ${count + 1}. Не застосовано позицій: 9.`);

    const rows = rowsOf<{ sku: string; stock: number; price: string }>(
      await t.database.db.execute(
        sql`select sku, stock, price from products where supplier_id = ${s.id} and sku like 'BULK-%'`,
      ),
    );
    expect(rows).toHaveLength(count);
    const wrong = rows.filter((row) => {
      const i = Number(row.sku.slice(5)) - 1;
      return Number(row.stock) !== i % 50 || Number(row.price) !== Math.round((100 + i / 100) * 100);
    });
    expect(wrong).toEqual([]);
    expect(await stockOf(t, s.productId)).toEqual({ stock: 7, price: 120000, old_price: 150000 });
    const read = await rowToken(t, s.id, { scopes: ['stock:read'] });
    const listed = stockListResponse.parse(
      ok(await api(t, read, { url: `${SUPPLIER_API_PATHS.stock}?q=BULK-42&per_page=5` })),
    );
    expect(listed.data).toMatchObject([{ sku: 'BULK-42', stock: 41, price: 100.41, old_price: null }]);
  }, 120_000);

  it('bulk stock: duplicates and an old price not above the price are refused per item; the rest apply', async () => {
    const s = await seller(t);
    const made = await panelToken(t, s, ['stock:write']);
    const token = made.token;
    // The supplier's webhook hears of each product changed, as of a save in the panel.
    const hook = await t.call({
      method: 'POST',
      url: `/api${webhooksEndpoints.listWebhooks.path.replace(':id', String(made.data.id))}`,
      token: s.token,
      payload: { url: 'http://127.0.0.1:9/hooks', events: ['product.updated'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const product = await t.call({
      method: 'GET',
      url: `/api/admin-suppliers/v1/products/${s.productId}`,
      token: s.token,
    });
    const sku = productResponse.parse(ok(product)).data.sku;
    const body = stockUpdateResponse.parse(
      ok(
        await api(t, token, {
          method: 'POST',
          url: SUPPLIER_API_PATHS.stock,
          payload: {
            items: [
              { sku, stock: 3 },
              { id: s.productId, stock: 4 },
              { sku, price: 10, old_price: 5 },
            ],
          },
        }),
      ),
    );
    expect(body.data.updated).toBe(1);
    expect(body.data.failed.map((f) => [f.index, f.code])).toEqual([
      [1, 'duplicate'],
      [2, 'duplicate'],
    ]);
    expect((await stockOf(t, s.productId)).stock).toBe(3);
    const events = await t.database.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.supplierId, s.id), eq(webhookDeliveries.eventType, 'product.updated')));
    expect(events.map((e) => e.payload)).toMatchObject([
      { type: 'product.updated', data: { product_id: s.productId, sku, stock: 3, price: 1500 } },
    ]);
    const bad = stockUpdateResponse.parse(
      ok(
        await api(t, token, {
          method: 'POST',
          url: SUPPLIER_API_PATHS.stock,
          payload: { items: [{ sku, price: 2000, old_price: 1999 }] },
        }),
      ),
    );
    expect(bad.data.failed).toMatchObject([{ index: 0, code: 'old_price_not_above_price' }]);
    expect(await stockOf(t, s.productId)).toEqual({ stock: 3, price: 150000, old_price: null });

    const invalid = await api(t, token, {
      method: 'POST',
      url: SUPPLIER_API_PATHS.stock,
      payload: { items: [{ stock: 1 }, { sku, id: 1, stock: 1 }, { sku }, { sku, stock: -1 }] },
    });
    const errors = expectError(invalid, 422, 'validation_failed') as unknown as { errors: Record<string, string[]> };
    expect(errors.errors['items.0.sku']).toEqual(['Вкажіть або sku, або id товару.']);
    expect(errors.errors['items.1.sku']).toEqual(['Вкажіть або sku, або id товару.']);
    expect(errors.errors['items.2.stock']).toEqual([
      'Вкажіть хоча б одне з полів stock, price, old_price, availability.',
    ]);
    expect(errors.errors['items.3.stock']).toHaveLength(1);
    expect((await stockOf(t, s.productId)).stock).toBe(3);
  });

  it('order status through the API follows the panel’s rules, history, stock and realtime', async () => {
    const s = await seller(t);
    const id = await placeOrder(t, s, { quantity: 2 });
    const token = await rowToken(t, s.id, { scopes: ['orders:read', 'orders:write'] });
    const read = async () => orderResponse.parse(ok(await api(t, token, { url: SUPPLIER_API_PATHS.order(id) }))).data;
    const move = async (to: string, extra: Record<string, unknown> = {}) =>
      api(t, token, {
        method: 'POST',
        url: SUPPLIER_API_PATHS.orderStatus(id),
        payload: { to, version: (await read()).version, ...extra },
      });

    expectError(
      await move('completed'),
      422,
      'illegal_transition',
      'Замовлення зі статусом «Нове» не можна перевести в статус «Виконане».',
    );
    const noReason = await move('cancelled');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Оберіть причину скасування.']);
    const stale = await api(t, token, {
      method: 'POST',
      url: SUPPLIER_API_PATHS.orderStatus(id),
      payload: { to: 'processing', version: 99 },
    });
    expectError(stale, 409, 'version_conflict');

    const saved = orderSavedResponse.parse(ok(await move('processing')));
    expect(saved.data.status).toBe('processing');
    // The history tells it was the API, not a person in the panel.
    expect(saved.data.history.at(-1)).toMatchObject({
      type: 'status_changed',
      actor: 'api',
      user: null,
      data: { from: 'new', to: 'processing' },
    });
    const live = orderRealtimeEvent.parse(broadcaster.of(ORDER_REALTIME_EVENTS.changed, s.id).at(-1)!.data);
    expect(live.order).toMatchObject({ id, status: 'processing' });

    expect((await stockOf(t, s.productId)).stock).toBe(98);
    ok(await move('cancelled', { reason: 'out_of_stock' }));
    expect((await stockOf(t, s.productId)).stock).toBe(100);
    // The panel sees the same order.
    const panel = await t.call({ method: 'GET', url: `/api/admin-suppliers/v1/orders/${id}`, token: s.token });
    expect(orderResponse.parse(ok(panel)).data).toMatchObject({ status: 'cancelled', cancel_reason: 'out_of_stock' });

    const listed = ordersResponse.parse(
      ok(await api(t, token, { url: `${SUPPLIER_API_PATHS.orders}?tab=cancelled&per_page=1` })),
    );
    expect(listed.data.map((o) => o.id)).toEqual([id]);
  });

  it('attaches a Nova Poshta waybill (TTN) the panel’s way', async () => {
    const s = await seller(t);
    await addKey(t.call, s.token, NP.demoKey);
    ok(await t.call({ method: 'PUT', url: `${DELIVERIES}/sender`, token: s.token, payload: kyivBranchSender() }));
    const id = await placeOrder(t, s, {
      delivery: {
        carrier: 'novaposhta',
        city: 'Львів',
        branch: 'Відділення №1',
        cost: 80,
        city_ref: NP.lviv,
        warehouse_ref: NP.lvivBranch1,
      },
    });
    const token = await rowToken(t, s.id, { scopes: ['orders:read', 'waybills:write'] });
    const { version } = orderResponse.parse(ok(await api(t, token, { url: SUPPLIER_API_PATHS.order(id) }))).data;
    const saved = orderSavedResponse.parse(
      ok(
        await api(t, token, {
          method: 'POST',
          url: SUPPLIER_API_PATHS.orderWaybill(id),
          payload: { weight: 1.5, version },
        }),
      ),
    );
    expect(saved.data.delivery.ttn).toMatch(/^\d{14}$/);
    expect(saved.data.history.at(-1)).toMatchObject({ type: 'waybill_created', actor: 'api', user: null });
    const again = await api(t, token, {
      method: 'POST',
      url: SUPPLIER_API_PATHS.orderWaybill(id),
      payload: { weight: 1.5, version: saved.data.version },
    });
    expectError(again, 409, 'waybill_exists');
    const sticker = await api(t, token, { url: SUPPLIER_API_PATHS.sticker(id) });
    expectError(sticker, 403, 'scope_missing');
    const reader = await rowToken(t, s.id, { scopes: ['waybills:read'] });
    const pdf = await api(t, reader, { url: SUPPLIER_API_PATHS.sticker(id) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('its own OpenAPI document: bearer scheme, every operation with id, summary, tags, security and errors', async () => {
    const response = await t.app.inject({ method: 'GET', url: SUPPLIER_API_PATHS.openapi });
    const document = ok<{
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>(response);
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual([
      'get /api/supplier/v1/orders',
      'get /api/supplier/v1/orders/{id}',
      'get /api/supplier/v1/orders/{id}/waybill/sticker',
      'get /api/supplier/v1/products',
      'get /api/supplier/v1/products/{id}',
      'get /api/supplier/v1/stock',
      'post /api/supplier/v1/orders/{id}/status',
      'post /api/supplier/v1/orders/{id}/waybill',
      'post /api/supplier/v1/stock',
    ]);
    for (const { op } of operations) {
      expect(op).toMatchObject({ operationId: expect.any(String), summary: expect.any(String) });
      expect(op.tags).toHaveLength(1);
      expect(op.security).toEqual([{ apiToken: [] }]);
      expect(Object.keys(op.responses as object)).toEqual(expect.arrayContaining(['200', '401', '403', '429']));
    }
    // Authentication comes first: without a valid token every operation answers 401, whatever its input.
    for (const { path, method } of operations) {
      for (const token of [null, 'spk_not-a-token']) {
        const response = await api(t, token, {
          method: method.toUpperCase() as 'GET' | 'POST',
          url: path.replace('{id}', 'x') + '?per_page=abc',
          ...(method === 'post' ? { payload: { items: 'lots', to: 1 } } : {}),
        });
        expect(`${method} ${path} ${response.statusCode} ${response.json().code}`).toBe(
          `${method} ${path} 401 unauthorized`,
        );
      }
    }
    // The panel's document does not list them.
    const panel = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(ok<{ paths: object }>(panel).paths).filter((p) => p.includes('/supplier/v1'))).toEqual([]);
    const page = await t.app.inject({ method: 'GET', url: `${SUPPLIER_API_PATHS.docs}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Without the trailing slash the page links its assets by absolute path: under /api, where they are.
    const bare = await t.app.inject({ method: 'GET', url: SUPPLIER_API_PATHS.docs });
    const scripts = [...bare.body.matchAll(/src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toContain(`${SUPPLIER_API_PATHS.docs}/static/swagger-ui-bundle.js`);
    expect(bare.headers['content-security-policy']).toContain("style-src 'self' https: 'unsafe-inline'");
    for (const script of scripts) {
      expect(`${script} ${(await t.app.inject({ method: 'GET', url: script })).statusCode}`).toBe(`${script} 200`);
    }
  });
});

describe('supplier API: hostile input', () => {
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET });

  it('never a 5xx: odd ids, wrong types, NUL bytes, injections and oversized values answer 4xx in the one shape', async () => {
    const s = await seller(t);
    const token = await rowToken(t, s.id);
    const ids = ['0', '-1', '1.5', '1e3', '99999999999999999999', 'abc', '%00', "1' OR '1'='1", 'ї'];
    const bodies: unknown[] = [
      {},
      [],
      'text',
      { items: [] },
      { items: [{ sku: 'a\u0000b', stock: 1 }] },
      { items: [{ sku: "' OR 1=1 --", stock: 1e12 }] },
      { items: [{ id: -1, price: 'lots' }] },
      { items: Array.from({ length: 10_001 }, () => ({ sku: 'X', stock: 1 })) },
      { to: 'nowhere', version: 'x' },
      { weight: -1, version: 1e30 },
      { to: 'cancelled', version: 0, reason: '\u0000', comment: 'x'.repeat(10_000) },
    ];
    const wrong: string[] = [];
    const check = (label: string, response: LightMyRequestResponse) => {
      const body = response.json() as { code?: unknown; message?: unknown };
      if (response.statusCode >= 500 || (response.statusCode >= 400 && typeof body.message !== 'string')) {
        wrong.push(`${label} → ${response.statusCode} ${response.body.slice(0, 100)}`);
      }
    };
    for (const id of ids) {
      for (const url of [
        SUPPLIER_API_PATHS.product(id),
        SUPPLIER_API_PATHS.order(id),
        SUPPLIER_API_PATHS.sticker(id),
      ]) {
        check(url, await api(t, token, { url: url.replace(id, encodeURIComponent(id)) }));
      }
    }
    for (const query of [
      'per_page=0',
      'per_page=abc',
      'cursor=%00',
      'sort=evil',
      'q=' + 'x'.repeat(5000),
      'tab=nope',
    ]) {
      for (const url of [SUPPLIER_API_PATHS.products, SUPPLIER_API_PATHS.orders, SUPPLIER_API_PATHS.stock]) {
        check(`${url}?${query}`, await api(t, token, { url: `${url}?${query}` }));
      }
    }
    for (const payload of bodies) {
      for (const url of [
        SUPPLIER_API_PATHS.stock,
        SUPPLIER_API_PATHS.orderStatus(1),
        SUPPLIER_API_PATHS.orderWaybill(1),
      ]) {
        check(`POST ${url}`, await api(t, token, { method: 'POST', url, payload }));
      }
    }
    expect(wrong).toEqual([]);
    expect((await stockOf(t, s.productId)).stock).toBe(100);
  });
});

describe('supplier API: per-token rate limit', () => {
  const t = useTestApp({ SUPPLIER_API_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '4' });

  it('answers 429 with Retry-After once a token used its calls for the minute; another token goes on', async () => {
    const s = await supplier(t);
    const token = await rowToken(t, s.id);
    for (let i = 0; i < 3; i += 1) ok(await api(t, token, { url: SUPPLIER_API_PATHS.products }));
    const over = await api(t, token, { url: SUPPLIER_API_PATHS.products });
    expectError(over, 429, 'rate_limited');
    expect(over.json().message).toMatch(/^Забагато запитів з цим токеном API \(не більше 3 на хвилину\)/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['x-ratelimit-remaining']).toBe('0');
    ok(await api(t, await rowToken(t, s.id), { url: SUPPLIER_API_PATHS.products }));
  });

  it('bad tokens count against the caller’s address', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 4; i += 1) {
      expectError(await api(t, `spk_${randomToken()}`, { url: SUPPLIER_API_PATHS.products, ip }), 401, 'unauthorized');
    }
    expectError(await api(t, `spk_${randomToken()}`, { url: SUPPLIER_API_PATHS.products, ip }), 429, 'rate_limited');
  });
});

describe('supplier API: the per-token limit shared through Redis', () => {
  const env = { REDIS_URL: 'redis://127.0.0.1:6379/3', SUPPLIER_API_RATE_LIMIT_PER_MINUTE: '4', JOBS_WORKER: 'false' };
  const t = useTestApp(env);
  const redis = new Redis(env.REDIS_URL);
  afterAll(() => redis.disconnect());

  it('two API processes count one token together', async () => {
    const other = await startTestApp(env, t.database);
    try {
      await vi.waitFor(
        () => {
          expect(t.app.rateLimitRedis?.status).toBe('up');
          expect(other.app.rateLimitRedis?.status).toBe('up');
        },
        { timeout: 10_000, interval: 100 },
      );
      const s = await supplier(t);
      const token = await rowToken(t, s.id);
      // Counters of an earlier run's token with the same id (a fresh database) must not count.
      const stale = await redis.keys('supplier-rl:*spk:*');
      if (stale.length > 0) await redis.del(...stale);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await api(i % 2 === 0 ? t : other, token, { url: SUPPLIER_API_PATHS.products })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await other.app.close();
    }
  });
});
