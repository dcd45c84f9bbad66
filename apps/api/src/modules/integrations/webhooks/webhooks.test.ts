import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_PATHS, orderResponse } from '@supplier/contracts/orders';
import {
  WEBHOOK_RECEIVER_PATHS,
  receivedWebhooksResponse,
  type WebhookDeliveriesResponse,
  type WebhookDeliveryResponse,
  type WebhookSecretResponse,
  type WebhooksResponse,
} from '@supplier/contracts/webhooks';
import { webhooksEndpoints } from '@supplier/contracts/webhooks-endpoints';
import { jobs } from '../../../jobs/jobs.table';
import { WEBHOOK_RETRIES } from '../../../lib/standard-webhooks';
import { startTestApp, useTestApp, type TestContext } from '../../../test/app';
import { ok, supplier } from '../../catalog/testing';
import { notifications } from '../../notifications/notifications.table';
import { MARKETPLACE_TEST_SECRET, placeOrder, seller, type Seller } from '../../orders/testing';
import { integrations } from '../integrations.table';
import { emitWebhookEvent, WEBHOOK_DELIVERY_JOB } from './webhook-events.repository';
import { webhookDeliveries } from './webhooks.table';

const t = useTestApp({ JOBS_WORKER: 'false', MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET });
const drain = async (context: TestContext = t) => {
  while ((await context.app.jobs.runOnce()) > 0);
};
const path = (url: string) => url.replace('/admin-suppliers/v1', '');
/** A webhooks endpoint's route with its parameters filled in. */
const hookRoute = (name: keyof typeof webhooksEndpoints, params: Record<string, number>) =>
  webhooksEndpoints[name].path.replace(/:(\w+)/g, (_, key: string) => String(params[key]));

/**
 * The documented recipe (docs/webhooks.md): key = base64-decoded secret after `whsec_`, HMAC-SHA256
 * over `id.timestamp.body`, compared in constant time against each `v1,` signature, timestamp
 * within 5 minutes.
 */
function verify(secret: string, headers: IncomingHttpHeaders | Record<string, string>, body: string): boolean {
  const id = headers['webhook-id'] as string;
  const timestamp = headers['webhook-timestamp'] as string;
  const signatures = (headers['webhook-signature'] as string).split(' ');
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = Buffer.from(`v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`);
  return signatures.some((entry) => {
    const given = Buffer.from(entry);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** A receiver that keeps what comes and answers `answer.status`. */
function receiver() {
  const seen: { headers: IncomingHttpHeaders; body: string }[] = [];
  const answer = { status: 200 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ headers: request.headers, body });
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(`answered ${answer.status}`);
    });
  });
  return {
    seen,
    answer,
    server,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function integrationOf(s: { id: number }, name = 'CRM') {
  const [row] = await t.database.db
    .insert(integrations)
    .values({ supplierId: s.id, name, tokenPrefix: 'spk_test', tokenHash: `hash-${Math.random()}`, scopes: [] })
    .returning();
  return row!.id;
}

async function addWebhook(
  s: Seller | Awaited<ReturnType<typeof supplier>>,
  integrationId: number,
  url: string,
  events: string[],
) {
  return ok<WebhookSecretResponse>(
    await s.post(path(hookRoute('listWebhooks', { id: integrationId })), { url, events }),
    201,
  );
}

async function deliveries(s: { get: Seller['get'] }, integrationId: number, webhookId: number, query = '') {
  return ok<WebhookDeliveriesResponse>(
    await s.get(`${path(hookRoute('listWebhookDeliveries', { id: integrationId, webhookId }))}${query}`),
  );
}

/** Makes every pending webhook job due now (the runner's backoff is real time). */
async function dueNow() {
  await t.database.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(and(eq(jobs.kind, WEBHOOK_DELIVERY_JOB), eq(jobs.status, 'pending')));
}

describe('webhooks of an integration', () => {
  const hooks = receiver();
  beforeAll(() => hooks.start());
  afterAll(() => hooks.close());

  it('an order placed through the gateway and its status change are delivered, signed by the documented recipe', async () => {
    const s = await seller(t);
    const integrationId = await integrationOf(s);
    const created = await addWebhook(s, integrationId, hooks.url(), ['order.created', 'order.status_changed']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.data.secret_hint).toBe(created.secret.slice(0, 10));
    const listed = ok<WebhooksResponse>(await s.get(path(hookRoute('listWebhooks', { id: integrationId }))));
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const before = hooks.seen.length;
    const orderId = await placeOrder(t, s);
    const detail = orderResponse.parse(ok(await s.get(path(ORDERS_PATHS.detail(orderId))))).data;
    ok(await s.post(path(ORDERS_PATHS.status(orderId)), { to: 'processing', version: detail.version }));
    await drain();

    // Deliveries run side by side, so they may arrive in either order: read them by type.
    const typeOf = (request: { body: string }) => String(JSON.parse(request.body).type);
    const got = hooks.seen.slice(before).sort((a, b) => typeOf(a).localeCompare(typeOf(b)));
    expect(got.map(typeOf)).toEqual(['order.created', 'order.status_changed']);
    for (const request of got) expect(verify(created.secret, request.headers, request.body)).toBe(true);
    // Another secret does not verify, and a changed body does not either.
    expect(verify(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, got[0]!.headers, got[0]!.body)).toBe(false);
    expect(verify(created.secret, got[0]!.headers, got[0]!.body.replace('order', 'orders'))).toBe(false);
    const placed = JSON.parse(got[0]!.body);
    expect(placed.data).toMatchObject({ order_id: orderId, number: detail.number, status: 'new' });
    expect(JSON.parse(got[1]!.body).data).toMatchObject({ order_id: orderId, from: 'new', to: 'processing' });

    const log = await deliveries(s, integrationId, created.data.id);
    expect(log.meta.total).toBe(2);
    expect(log.data.map((d) => [d.event_type, d.state, d.response_code, d.attempts])).toEqual([
      ['order.status_changed', 'delivered', 200, 1],
      ['order.created', 'delivered', 200, 1],
    ]);
  });

  it('a change nobody listens to writes nothing (no delivery, no job)', async () => {
    const s = await seller(t);
    const integrationId = await integrationOf(s);
    await addWebhook(s, integrationId, hooks.url(), ['review.created']);
    const jobsBefore = (await t.database.db.select().from(jobs).where(eq(jobs.kind, WEBHOOK_DELIVERY_JOB))).length;
    await placeOrder(t, s);
    const jobsAfter = (await t.database.db.select().from(jobs).where(eq(jobs.kind, WEBHOOK_DELIVERY_JOB))).length;
    expect(jobsAfter).toBe(jobsBefore);
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.supplierId, s.id))).toEqual(
      [],
    );
  });

  it('retries with the same webhook-id and backoff, then disables the endpoint and tells the supplier', async () => {
    const failing = receiver();
    failing.answer.status = 503;
    await failing.start();
    try {
      const s = await seller(t);
      const integrationId = await integrationOf(s, 'Склад');
      const created = await addWebhook(s, integrationId, failing.url(), ['order.created']);
      await placeOrder(t, s);
      const waits: number[] = [];
      for (let attempt = 1; attempt <= WEBHOOK_RETRIES.maxAttempts; attempt += 1) {
        await drain();
        const [job] = await t.database.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, WEBHOOK_DELIVERY_JOB), eq(jobs.status, 'pending')));
        const [row] = (await deliveries(s, integrationId, created.data.id)).data;
        expect(row).toMatchObject({ attempts: attempt, response_code: 503 });
        if (attempt < WEBHOOK_RETRIES.maxAttempts) {
          expect(row!.state).toBe('pending');
          waits.push(new Date(row!.next_attempt_at!).getTime() - new Date(row!.last_attempt_at!).getTime());
          expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
          await dueNow();
        } else {
          expect(row!.state).toBe('failed');
          expect(job).toBeUndefined();
        }
      }
      // 5 s, then each wait 4 times the last (6 hours at most): about a day in all.
      expect(waits[0]).toBe(5_000);
      for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBe(Math.min(waits[i - 1]! * 4, 6 * 3600_000));
      const total = waits.reduce((sum, wait) => sum + wait, 0);
      expect(total).toBeGreaterThan(20 * 3600_000);
      expect(total).toBeLessThan(30 * 3600_000);

      expect(new Set(failing.seen.map((r) => r.headers['webhook-id'])).size).toBe(1);
      expect(failing.seen).toHaveLength(WEBHOOK_RETRIES.maxAttempts);

      const [endpoint] = ok<WebhooksResponse>(await s.get(path(hookRoute('listWebhooks', { id: integrationId })))).data;
      expect(endpoint).toMatchObject({ enabled: false, consecutive_failures: WEBHOOK_RETRIES.maxAttempts });
      expect(endpoint!.disabled_reason).toContain('order.created');
      const told = await t.database.db.select().from(notifications).where(eq(notifications.supplierId, s.id));
      const notice = told.find((n) => n.textKey === 'webhook_disabled');
      expect(notice?.title).toBe('Вебхук вимкнено');
      expect(notice?.body).toContain('«Склад»');

      // A disabled endpoint gets no new events; re-enabled, it does again.
      await placeOrder(t, s);
      expect((await deliveries(s, integrationId, created.data.id)).meta.total).toBe(1);
      const enabled = ok<{ data: { enabled: boolean; consecutive_failures: number } }>(
        await s.post(path(hookRoute('enableWebhook', { id: integrationId, webhookId: created.data.id }))),
      );
      expect(enabled.data).toMatchObject({ enabled: true, consecutive_failures: 0 });
      failing.answer.status = 204;
      await placeOrder(t, s);
      await drain();
      const log = await deliveries(s, integrationId, created.data.id, '?state=delivered');
      expect(log.data.map((d) => d.response_code)).toEqual([204]);
    } finally {
      await failing.close();
    }
  });

  it('the test ping and a manual redelivery are sent at once and logged; rotation changes the secret', async () => {
    const s = await seller(t);
    const integrationId = await integrationOf(s);
    const created = await addWebhook(s, integrationId, hooks.url(), ['product.updated']);
    const before = hooks.seen.length;
    const ping = ok<WebhookDeliveryResponse>(
      await s.post(path(hookRoute('pingWebhook', { id: integrationId, webhookId: created.data.id }))),
    );
    expect(ping.message).toBe('Подію доставлено: сервер відповів 200.');
    expect(ping.data).toMatchObject({ event_type: 'ping', state: 'delivered', attempts: 1, response_code: 200 });
    const pinged = hooks.seen[before]!;
    expect(JSON.parse(pinged.body)).toMatchObject({ type: 'ping', data: { webhook_id: created.data.id } });
    expect(verify(created.secret, pinged.headers, pinged.body)).toBe(true);

    const rotated = ok<WebhookSecretResponse>(
      await s.post(path(hookRoute('rotateWebhookSecret', { id: integrationId, webhookId: created.data.id }))),
    );
    expect(rotated.secret).not.toBe(created.secret);
    const again = ok<WebhookDeliveryResponse>(
      await s.post(
        path(
          hookRoute('redeliverWebhook', { id: integrationId, webhookId: created.data.id, deliveryId: ping.data.id }),
        ),
      ),
    );
    expect(again.data).toMatchObject({ id: ping.data.id, attempts: 2, state: 'delivered' });
    const resent = hooks.seen.at(-1)!;
    expect(resent.headers['webhook-id']).toBe(pinged.headers['webhook-id']);
    expect(verify(rotated.secret, resent.headers, resent.body)).toBe(true);
    expect(verify(created.secret, resent.headers, resent.body)).toBe(false);
  });

  it('another supplier reaches none of the endpoints, logs or actions, and gets none of the events', async () => {
    const owner = await seller(t);
    const integrationId = await integrationOf(owner);
    const created = await addWebhook(owner, integrationId, hooks.url(), ['order.created']);
    const stranger = await supplier(t);
    const id = created.data.id;
    for (const response of [
      await stranger.get(path(hookRoute('listWebhooks', { id: integrationId }))),
      await stranger.post(path(hookRoute('listWebhooks', { id: integrationId })), {
        url: hooks.url(),
        events: ['order.created'],
      }),
      await stranger.put(path(hookRoute('updateWebhook', { id: integrationId, webhookId: id })), {
        url: hooks.url(),
        events: ['chat.message'],
      }),
      await stranger.del(path(hookRoute('deleteWebhook', { id: integrationId, webhookId: id }))),
      await stranger.post(path(hookRoute('rotateWebhookSecret', { id: integrationId, webhookId: id }))),
      await stranger.post(path(hookRoute('pingWebhook', { id: integrationId, webhookId: id }))),
      await stranger.post(path(hookRoute('enableWebhook', { id: integrationId, webhookId: id }))),
      await stranger.get(path(hookRoute('listWebhookDeliveries', { id: integrationId, webhookId: id }))),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    // Their own integration with the owner's webhook id: still not found.
    const theirs = await integrationOf(stranger);
    expect(
      (await stranger.get(path(hookRoute('listWebhookDeliveries', { id: theirs, webhookId: id })))).statusCode,
    ).toBe(404);
    // An event of the stranger's does not reach the owner's endpoint.
    await emitWebhookEvent(t.database.db, stranger.id, 'order.created', { order_id: 1 });
    expect((await deliveries(owner, integrationId, id)).meta.total).toBe(0);
    const [endpoint] = ok<WebhooksResponse>(
      await owner.get(path(hookRoute('listWebhooks', { id: integrationId }))),
    ).data;
    expect(endpoint).toMatchObject({ url: hooks.url(), events: ['order.created'] });
  });

  it('refuses a bad address or no events with a Ukrainian 422 and keeps nothing', async () => {
    const s = await seller(t);
    const integrationId = await integrationOf(s);
    const bad = await s.post(path(hookRoute('listWebhooks', { id: integrationId })), {
      url: 'ftp://example.com/x',
      events: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      url: ['Вкажіть адресу, що починається з https://'],
      events: ['Оберіть хоча б одну подію.'],
    });
    expect(ok<WebhooksResponse>(await s.get(path(hookRoute('listWebhooks', { id: integrationId })))).data).toEqual([]);
  });

  it('the local receiver keeps what it is sent, for a person to read', async () => {
    const s = await seller(t);
    const integrationId = await integrationOf(s);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const created = await addWebhook(s, integrationId, `${origin}${WEBHOOK_RECEIVER_PATHS.receive}`, ['order.created']);
    await placeOrder(t, s);
    await drain();
    const kept = receivedWebhooksResponse.parse((await t.call({ url: WEBHOOK_RECEIVER_PATHS.list })).json()).data;
    const mine = kept.find((entry) => JSON.parse(entry.body).data.order_id !== undefined);
    expect(mine).toBeDefined();
    expect(verify(created.secret, mine!.headers, mine!.body)).toBe(true);
  });
});

describe('webhooks in production (server-side request forgery)', () => {
  let p: TestContext;
  beforeAll(async () => {
    p = await startTestApp({ NODE_ENV: 'production', JOBS_WORKER: 'false' }, t.database);
  });
  afterAll(() => p.app.close());

  it('refuses http, loopback, private and local names when saved; the local receiver does not exist', async () => {
    // Signed up in the local mode (its SMS outbox), the same database served in production.
    const signed = await supplier(t);
    const s = {
      ...signed,
      get: (url: string) => p.call({ method: 'GET', url: `/api/admin-suppliers/v1${url}`, token: signed.token }),
      post: (url: string, payload: object) =>
        p.call({ method: 'POST', url: `/api/admin-suppliers/v1${url}`, token: signed.token, payload }),
    };
    const [row] = await t.database.db
      .insert(integrations)
      .values({ supplierId: s.id, name: 'ERP', tokenPrefix: 'spk_prod', tokenHash: 'hash-prod', scopes: [] })
      .returning();
    const list = path(hookRoute('listWebhooks', { id: row!.id }));
    const cases: [string, string][] = [
      ['http://example.com/hooks', 'url_https'],
      ['https://127.0.0.1/hooks', 'url_private'],
      ['https://10.1.2.3/hooks', 'url_private'],
      ['https://[::1]/hooks', 'url_private'],
      ['https://169.254.169.254/latest/meta-data', 'url_private'],
      ['https://localhost/hooks', 'url_private'],
      ['https://api.localhost/hooks', 'url_private'],
    ];
    for (const [url, code] of cases) {
      const refused = await s.post(list, { url, events: ['order.created'] });
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json(), url).toMatchObject({ code });
    }
    expect(ok<WebhooksResponse>(await s.get(list)).data).toEqual([]);
    expect((await p.call({ url: WEBHOOK_RECEIVER_PATHS.list })).statusCode).toBe(404);
  });

  it('checks the address again when it delivers: a saved loopback address gets nothing', async () => {
    const local = receiver();
    await local.start();
    try {
      const signed = await supplier(t);
      const integrationId = await integrationOf(signed);
      // Saved where loopback is allowed (as if its name resolved publicly then).
      const created = await addWebhook(signed, integrationId, local.url(), ['order.created']);
      const ping = await p.call({
        method: 'POST',
        url: `/api${hookRoute('pingWebhook', { id: integrationId, webhookId: created.data.id })}`,
        token: signed.token,
      });
      const answer = ok<WebhookDeliveryResponse>(ping);
      expect(answer.data).toMatchObject({ state: 'failed', response_code: null });
      expect(answer.message).toMatch(/^Подію не доставлено: /);
      expect(local.seen).toHaveLength(0);
    } finally {
      await local.close();
    }
  });
});
