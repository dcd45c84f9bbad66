import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RETURNS_BASE, dashboardReturnsResponse, returnsResponse } from '@supplier/contracts/returns';
import { rowsOf } from '../../db/rows';
import { useTestApp } from '../../test/app';
import { ok } from '../catalog/testing';
import { MARKETPLACE_TEST_SECRET, seller } from '../orders/testing';
import { integrations } from '../integrations/integrations.table';
import { completedOrder, decide, panel, requestReturn } from './testing';

describe('returns: the storefront simulator, the bell, webhooks and the dashboard', () => {
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET, JOBS_WORKER: 'false' });

  it('the simulator completes an order when none can be returned, then asks to return it over the signed gateway', async () => {
    const s = await seller(t, 50);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${address.port}/api/dev/simulate/returns`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ supplier_id: s.id, reason: 'defect' }),
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as {
      requested: { id: number; order_id: number }[];
      refused_by_gateway: number;
    };
    expect(result.refused_by_gateway).toBe(0);
    expect(result.requested).toHaveLength(1);
    const [row] = returnsResponse.parse(ok(await s.get(panel(RETURNS_BASE)))).data;
    expect(row).toMatchObject({ id: result.requested[0]!.id, reason: 'defect', status: 'requested' });
    expect(row!.buyer.phone).toMatch(/^\+380\d{9}$/);
  });

  it('a new request rings the bell with its number; the dashboard counts requests, the rate and the reasons', async () => {
    const s = await seller(t);
    const first = await completedOrder(t, s);
    const second = await completedOrder(t, s);
    await requestReturn(t, s, first.externalId, { reason: 'defect' });
    await requestReturn(t, s, second.externalId, { reason: 'defect' });
    await requestReturn(t, s, second.externalId, { reason: 'wrong_size' });
    const keys = rowsOf<{ text_key: string; title: string }>(
      await t.database.db.execute(
        sql`select text_key, title from notifications where supplier_id = ${s.id} order by id`,
      ),
    ).filter((row) => row.text_key === 'return_requested');
    expect(keys).toHaveLength(3);
    expect(keys[0]!.title).toMatch(/^Заявка на повернення №\d+-1$/);

    const figures = dashboardReturnsResponse.parse(ok(await s.get('/dashboard/returns?period=7d'))).data;
    expect(figures.requests).toMatchObject({ value: 3, previous: 0, change: null });
    expect(figures.rate.value).toBe(150);
    expect(figures.top_reasons).toEqual([
      { reason: 'defect', count: 2, percent: 66.7 },
      { reason: 'wrong_size', count: 1, percent: 33.3 },
    ]);
    const other = await seller(t);
    const empty = dashboardReturnsResponse.parse(ok(await other.get('/dashboard/returns?period=30d'))).data;
    expect(empty).toMatchObject({ requests: { value: 0 }, rate: { value: null }, top_reasons: [] });
  });

  it('webhooks: return.requested and return.status_changed go to the integration’s endpoint that listens to them', async () => {
    const s = await seller(t);
    const [integration] = await t.database.db
      .insert(integrations)
      .values({
        supplierId: s.id,
        name: 'CRM',
        tokenPrefix: 'spk_test',
        tokenHash: `hash-${Math.random()}`,
        scopes: [],
      })
      .returning();
    ok(
      await s.post(`/integrations/${integration!.id}/webhooks`, {
        url: 'http://127.0.0.1:9/hooks',
        events: ['return.requested', 'return.status_changed'],
      }),
      201,
    );
    const order = await completedOrder(t, s);
    const id = await requestReturn(t, s, order.externalId);
    ok(await decide(s, id, 'refuse', { reason: 'Товар пошкоджено покупцем, повернення неможливе.' }));
    const events = rowsOf<{ event_type: string; payload: { data: Record<string, unknown> } }>(
      await t.database.db.execute(
        sql`select d.event_type, d.payload from webhook_deliveries d join webhook_endpoints w on w.id = d.endpoint_id
          where w.integration_id = ${integration!.id} order by d.id`,
      ),
    );
    expect(events.map((event) => event.event_type)).toEqual(['return.requested', 'return.status_changed']);
    expect(JSON.stringify(events[1]!.payload)).toContain('"to":"refused"');
    expect(JSON.stringify(events[1]!.payload)).toContain('повернення неможливе');
  });
});
