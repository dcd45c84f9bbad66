import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADVERTISING_SIMULATE_PATH,
  MARKETPLACE_ADVERTISING_EVENTS_PATH,
  adEventsResponse,
  campaignSavedResponse,
  campaignsResponse,
  campaignStatsResponse,
  type AdEventsRequest,
  type CampaignRequest,
} from '@supplier/contracts/advertising';
import { advertisingEndpoints } from '@supplier/contracts/advertising-endpoints';
import { MARKETPLACE_PATHS } from '@supplier/contracts/marketplace';
import { ok } from '../catalog/testing';
import { balances, expectLedgerInvariants, topUp, transfer, useMoneyApp } from '../money/test/money-test-kit';
import { MARKETPLACE_TEST_SECRET, gateway, placement, seller, type Seller } from '../orders/testing';
import { kyivDay } from './advertising.campaigns';
import { advertisingContext } from './advertising.context';
import { attributeOrders } from './use-cases/attribute-orders';
import { chargeClosedDays } from './use-cases/charge-closed-days';
import { rowsOf } from '../../db/rows';

const DAY = 86_400_000;
const path = (url: string) => url.replace('/admin-suppliers/v1', '');
/** A campaign's address, as the seller's client takes it. */
const campaignPath = (endpoint: { path: string }, id: number | string) =>
  path(endpoint.path).replace(':id', String(id));
let events = 0;
const eventId = () => `ev-${process.pid}-${Date.now()}-${(events += 1)}`;

describe('advertising', () => {
  const t = useMoneyApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET, JOBS_WORKER: 'false' });
  const service = () => {
    const ctx = advertisingContext({ db: t.database.db, clock: t.clock, announce: async () => {}, log: t.app.log });
    return {
      chargeClosedDays: () => chargeClosedDays(ctx),
      attributeOrders: (options: { settleMs: number }) => attributeOrders(ctx, options),
    };
  };

  const today = () => kyivDay(t.clock.now());
  const body = (s: Seller, extra: Partial<CampaignRequest> = {}): CampaignRequest => ({
    name: 'Смартфони тижня',
    product_ids: [s.productId],
    daily_budget: 100,
    bid: 2.5,
    starts_on: today(),
    ends_on: null,
    ...extra,
  });
  async function create(s: Seller, extra: Partial<CampaignRequest> = {}) {
    return campaignSavedResponse.parse(
      ok(await s.post(path(advertisingEndpoints.listAdCampaigns.path), body(s, extra)), 201),
    ).data;
  }
  async function fund(s: Seller, services: number) {
    await topUp(t, s, services);
    const moved = await transfer(t, s, { amount: services, transfer_direction: 'transfer_from_main' });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  async function send(list: AdEventsRequest['events']) {
    return adEventsResponse.parse(
      ok(await gateway(t, MARKETPLACE_ADVERTISING_EVENTS_PATH, { events: list }, { at: t.clock.now() })),
    ).data;
  }
  const click = (campaign: number, product: number, id = eventId()) => ({
    id,
    type: 'click' as const,
    campaign_id: campaign,
    product_id: product,
  });
  const impression = (campaign: number, product: number) => ({
    id: eventId(),
    type: 'impression' as const,
    campaign_id: campaign,
    product_id: product,
  });
  const list = async (s: Seller) =>
    campaignsResponse.parse(ok(await s.get(path(advertisingEndpoints.listAdCampaigns.path))));
  const stats = async (s: Seller, id: number) =>
    campaignStatsResponse.parse(ok(await s.get(campaignPath(advertisingEndpoints.getAdCampaignStats, id)))).data;

  describe('campaigns', () => {
    it('refuses bad input with Ukrainian texts per field and creates nothing', async () => {
      const s = await seller(t);
      const other = await seller(t);
      const cases: [Partial<CampaignRequest>, string, string][] = [
        [{ bid: 0.5 }, 'bid', 'Ставка за клік — щонайменше 1 грн.'],
        [{ bid: 2.505 }, 'bid', 'Сума може мати не більше двох знаків після коми.'],
        [{ daily_budget: 5, bid: 2 }, 'daily_budget', 'Денний бюджет — щонайменше 10 грн.'],
        [{ daily_budget: 20, bid: 30 }, 'bid', 'Ставка за клік не може перевищувати денний бюджет.'],
        [
          { starts_on: '2026-05-10', ends_on: '2026-05-09' },
          'ends_on',
          'Дата завершення має бути не раніше дати початку.',
        ],
        [{ product_ids: [] }, 'product_ids', 'Оберіть хоча б один товар.'],
        [{ name: '  ' }, 'name', 'Вкажіть назву кампанії.'],
        [{ product_ids: [other.productId] }, 'product_ids', `Товари ${other.productId} не належать вашому магазину.`],
      ];
      for (const [extra, field, text] of cases) {
        const response = await s.post(path(advertisingEndpoints.listAdCampaigns.path), body(s, extra));
        expect(response.statusCode, JSON.stringify(extra)).toBe(422);
        expect((response.json() as { errors: Record<string, string[]> }).errors[field]).toContain(text);
      }
      expect((await list(s)).data).toEqual([]);
    });

    it('creates, edits, pauses and resumes a campaign; money kept in kopiyky', async () => {
      const s = await seller(t);
      await fund(s, 50);
      const created = await create(s, { bid: 2.55, daily_budget: 120.5 });
      expect(created).toMatchObject({
        status: 'active',
        status_label: 'Активна',
        bid: 2.55,
        bid_format: '2,55 грн',
        daily_budget: 120.5,
        products: [{ id: s.productId, sku: expect.stringMatching(/\S/) }],
      });
      const [row] = rowsOf<{ bid: string; daily_budget: string }>(
        await t.database.db.execute(sql`select bid, daily_budget from ad_campaigns where id = ${created.id}`),
      );
      expect([Number(row!.bid), Number(row!.daily_budget)]).toEqual([255, 12050]);

      const edited = ok(
        await s.put(
          campaignPath(advertisingEndpoints.updateAdCampaign, created.id),
          body(s, { name: 'Нова назва', bid: 3 }),
        ),
      );
      expect(edited).toMatchObject({ message: 'Зміни збережено.', data: { name: 'Нова назва', bid: 3 } });
      const paused = ok(await s.post(campaignPath(advertisingEndpoints.pauseAdCampaign, created.id)));
      expect(paused).toMatchObject({ message: 'Кампанію поставлено на паузу.', data: { status: 'paused' } });
      const resumed = ok(await s.post(campaignPath(advertisingEndpoints.resumeAdCampaign, created.id)));
      expect(resumed).toMatchObject({ data: { status: 'active' } });
    });

    it('keeps another supplier’s campaigns unreachable', async () => {
      const owner = await seller(t);
      const stranger = await seller(t);
      const { id } = await create(owner);
      for (const response of [
        await stranger.get(campaignPath(advertisingEndpoints.getAdCampaign, id)),
        await stranger.put(campaignPath(advertisingEndpoints.updateAdCampaign, id), body(stranger)),
        await stranger.post(campaignPath(advertisingEndpoints.pauseAdCampaign, id)),
        await stranger.post(campaignPath(advertisingEndpoints.resumeAdCampaign, id)),
        await stranger.get(campaignPath(advertisingEndpoints.getAdCampaignStats, id)),
        await stranger.get(campaignPath(advertisingEndpoints.getAdCampaign, 'abc')),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ message: 'Кампанію не знайдено.' });
      }
      expect((await list(stranger)).data).toEqual([]);
      const [still] = rowsOf<{ name: string; status: string }>(
        await t.database.db.execute(sql`select name, status from ad_campaigns where id = ${id}`),
      );
      expect(still).toEqual({ name: 'Смартфони тижня', status: 'active' });
    });
  });

  describe('the gateway', () => {
    it('refuses unsigned calls and takes each event once by its id', async () => {
      const s = await seller(t);
      await fund(s, 100);
      const { id } = await create(s);
      const payload = { events: [click(id, s.productId)] };
      const unsigned = await t.app.inject({ method: 'POST', url: MARKETPLACE_ADVERTISING_EVENTS_PATH, payload });
      expect(unsigned.statusCode).toBe(401);
      const forged = await gateway(t, MARKETPLACE_ADVERTISING_EVENTS_PATH, payload, {
        secret: 'another-secret-of-enough-length-000',
      });
      expect(forged.statusCode).toBe(401);
      expect((await list(s)).summary.clicks).toBe(0);

      expect(await send(payload.events)).toEqual({ accepted: 1, duplicates: 0, refused: [] });
      expect(await send([...payload.events, ...payload.events])).toEqual({ accepted: 0, duplicates: 2, refused: [] });
      const [campaign] = (await list(s)).data;
      expect(campaign!.today).toMatchObject({ clicks: 1, spend: 2.5, spend_format: '2,50 грн' });
    });

    it('figures equal the sums of the counted events, per day and per product', async () => {
      const s = await seller(t);
      await fund(s, 500);
      const { id } = await create(s, { bid: 1.25 });
      await send([
        ...Array.from({ length: 40 }, () => impression(id, s.productId)),
        ...Array.from({ length: 6 }, () => click(id, s.productId)),
        click(id, 999_999_999),
      ]);
      const [events] = rowsOf<{ impressions: string; clicks: string; spend: string }>(
        await t.database.db.execute(sql`select count(*) filter (where kind = 'impression') as impressions,
          count(*) filter (where kind = 'click') as clicks, sum(cost) as spend
          from ad_events where campaign_id = ${id} and counted`),
      );
      const figures = await stats(s, id);
      expect(figures.totals).toMatchObject({
        impressions: Number(events!.impressions),
        clicks: Number(events!.clicks),
        spend: Number(events!.spend) / 100,
        ctr: 15,
      });
      expect(figures.totals).toMatchObject({ impressions: 40, clicks: 6, spend: 7.5 });
      expect(figures.days).toEqual([expect.objectContaining({ day: today(), clicks: 6, impressions: 40 })]);
      expect(figures.products).toEqual([expect.objectContaining({ product_id: s.productId, clicks: 6 })]);
    });

    it('stops counting clicks beyond the daily budget, and charges none of them', async () => {
      const s = await seller(t);
      await fund(s, 100);
      const { id } = await create(s, { bid: 3, daily_budget: 10 });
      const answer = await send(Array.from({ length: 5 }, () => click(id, s.productId)));
      expect(answer.accepted).toBe(3);
      expect(answer.refused.map((r) => r.reason)).toEqual(['budget_exhausted', 'budget_exhausted']);
      expect((await list(s)).data[0]!.today).toMatchObject({ clicks: 3, spend: 9 });

      t.clock.advance(DAY);
      try {
        await service().chargeClosedDays();
        expect((await balances(t, s)).services).toBe(91);
      } finally {
        t.clock.advance(-DAY);
      }
    });

    it('pauses the campaign out of funds when services cannot pay the next click', async () => {
      const s = await seller(t);
      await fund(s, 5);
      const { id } = await create(s, { bid: 2 });
      const answer = await send(Array.from({ length: 4 }, () => click(id, s.productId)));
      expect(answer.accepted).toBe(2);
      expect(answer.refused[0]!.reason).toBe('out_of_funds');
      const { data, unbilled } = await list(s);
      expect(data[0]).toMatchObject({ status: 'out_of_funds', status_label: 'Недостатньо коштів' });
      expect(unbilled).toBe(4);

      const resume = await s.post(campaignPath(advertisingEndpoints.resumeAdCampaign, id));
      expect(resume.statusCode).toBe(422);
      expect(resume.json()).toMatchObject({
        code: 'insufficient_funds',
        message: 'Недостатньо коштів на сервісному балансі',
      });
      await fund(s, 10);
      expect(ok(await s.post(campaignPath(advertisingEndpoints.resumeAdCampaign, id)))).toMatchObject({
        data: { status: 'active' },
      });
    });
  });

  describe('the daily charge', () => {
    it('charges a closed day once, even when run twice and at the same time', async () => {
      const s = await seller(t);
      await fund(s, 100);
      const { id } = await create(s, { bid: 4 });
      await send(Array.from({ length: 5 }, () => click(id, s.productId)));
      expect(await service().chargeClosedDays()).toMatchObject({ days: 0 });
      expect((await balances(t, s)).services).toBe(100);

      t.clock.advance(DAY);
      try {
        const runs = await Promise.all([service().chargeClosedDays(), service().chargeClosedDays()]);
        await service().chargeClosedDays();
        await t.app.jobs.runOnce();
        expect(runs.reduce((sum, run) => sum + run.charged, 0)).toBeGreaterThanOrEqual(2000);
        expect((await balances(t, s)).services).toBe(80);
        const entries = rowsOf<{ n: string }>(
          await t.database.db.execute(
            sql`select count(*) as n from journal_entries where kind = 'advertising' and supplier_id = ${s.id}`,
          ),
        );
        expect(Number(entries[0]!.n)).toBe(1);
        const history = ok<{ data: { type: string; title: string; amount: number; description: string }[] }>(
          await t.call({ method: 'GET', url: '/api/v1/customers/balances/service-transactions', token: s.token }),
        );
        expect(history.data[0]).toMatchObject({ type: 'advertising', title: 'Оплата реклами', amount: -20 });
        expect((await list(s)).unbilled).toBe(0);
      } finally {
        t.clock.advance(-DAY);
      }
      await expectLedgerInvariants(t);
    });

    it('never takes services below zero: what it cannot pay is the shortfall and the campaign stops', async () => {
      const s = await seller(t);
      await fund(s, 30);
      const { id } = await create(s, { bid: 5 });
      await send(Array.from({ length: 4 }, () => click(id, s.productId)));
      // The supplier moves money back to main before the day is charged.
      const moved = await transfer(t, s, { amount: 25, transfer_direction: 'transfer_to_main' });
      expect(moved.statusCode, moved.body).toBe(200);

      t.clock.advance(DAY);
      try {
        expect(await service().chargeClosedDays()).toMatchObject({ days: 1, charged: 500, shortfall: 1500 });
        expect((await balances(t, s)).services).toBe(0);
        expect((await list(s)).data[0]!.status).toBe('out_of_funds');
        const refused = await send([click(id, s.productId)]);
        expect(refused.refused[0]!.reason).toBe('out_of_funds');
      } finally {
        t.clock.advance(-DAY);
      }
      await expectLedgerInvariants(t);
    });

    it('pays the referrer 25 % of the friend’s ad spend, as for the subscription', async () => {
      const referrer = await seller(t);
      const friend = await seller(t);
      await t.database.db.execute(sql`update suppliers set referrer_id = ${referrer.id} where id = ${friend.id}`);
      await fund(friend, 100);
      const { id } = await create(friend, { bid: 10.01 });
      await send(Array.from({ length: 3 }, () => click(id, friend.productId)));

      const before = await balances(t, referrer);
      t.clock.advance(DAY);
      try {
        await service().chargeClosedDays();
      } finally {
        t.clock.advance(-DAY);
      }
      const after = await balances(t, referrer);
      // 30,03 грн spent: 25 % rounded down to kopiyky is 7,50 грн.
      expect(Math.round((after.main - before.main) * 100)).toBe(750);
      const transactions = ok<{ data: { source: string; amount: number; earned: number }[] }>(
        await t.call({ method: 'GET', url: '/api/v1/customers/referral/transactions', token: referrer.token }),
      );
      expect(transactions.data[0]).toMatchObject({ source: 'advertising', amount: 30.03, earned: 7.5 });
      await expectLedgerInvariants(t);
    });
  });

  describe('attribution', () => {
    it('counts an order with a clicked product within 7 days for the campaign, and no other', async () => {
      const s = await seller(t);
      await fund(s, 100);
      const { id } = await create(s);
      const before = await gateway(t, MARKETPLACE_PATHS.orders, placement(s.id, s.productId, { quantity: 1 }));
      expect(before.statusCode).toBe(201);
      await service().attributeOrders({ settleMs: 0 });

      await send([click(id, s.productId)]);
      const placed = await gateway(t, MARKETPLACE_PATHS.orders, placement(s.id, s.productId, { quantity: 2 }));
      expect(placed.statusCode, placed.body).toBe(201);
      expect(await service().attributeOrders({ settleMs: 0 })).toBe(1);
      expect(await service().attributeOrders({ settleMs: 0 })).toBe(0);

      const figures = await stats(s, id);
      // Two pieces at 1 500 грн.
      expect(figures.totals).toMatchObject({ orders: 1, revenue: 3000, clicks: 1 });
      expect((await list(s)).data[0]!.totals).toMatchObject({ orders: 1, revenue: 3000 });
    });
  });
  describe('the storefront simulator', () => {
    it('shows the running campaigns’ products and clicks them through the signed gateway over HTTP', async () => {
      const s = await seller(t);
      await fund(s, 200);
      const { id } = await create(s, { bid: 1, daily_budget: 1000 });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${address.port}${ADVERTISING_SIMULATE_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ impressions: 50, click_rate: 0.3, supplier_id: s.id }),
      });
      expect(response.status).toBe(200);
      const result = (await response.json()) as { impressions: number; clicks: number; refused: number };
      expect(result).toMatchObject({ impressions: 50, refused: 0 });
      const figures = await stats(s, id);
      expect(figures.totals).toMatchObject({ impressions: 50, clicks: result.clicks, spend: result.clicks });
    });
  });
});
