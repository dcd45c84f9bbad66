import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_TIMELINE_LIMIT,
  dashboardStatisticsResponse,
  dashboardTimelineResponse,
  type DashboardStatistics,
} from '@supplier/contracts/dashboard';
import { dashboardEndpoints } from '@supplier/contracts/dashboard-endpoints';
import { MARKETPLACE_PATHS } from '@supplier/contracts/marketplace';
import { ORDERS_PATHS, orderResponse, type OrderStatus } from '@supplier/contracts/orders';
import { useTestApp, type TestContext } from '../../test/app';
import { SMARTPHONES, categoryId, createProduct, ok } from '../catalog/testing';
import { MARKETPLACE_TEST_SECRET, gateway, placeOrder, placement, seller, type Seller } from '../orders/testing';
import { rowsOf } from '../../db/rows';
import { seedDemoOrders } from '../orders/orders.seed';
import { addDays, kyivDate } from './dashboard.service';

const path = (url: string) => url.replace('/admin-suppliers/v1', '');

async function statistics(s: Seller, query = 'period=7d'): Promise<DashboardStatistics> {
  return dashboardStatisticsResponse.parse(
    ok(await s.get(`${path(dashboardEndpoints.getDashboardStatistics.path)}?${query}`)),
  ).data;
}

async function move(s: Seller, id: number, to: OrderStatus, extra: Record<string, unknown> = {}) {
  const { version } = orderResponse.parse(ok(await s.get(path(ORDERS_PATHS.detail(id))))).data;
  ok(await s.post(path(ORDERS_PATHS.status(id)), { to, version, ...extra }));
}

async function query<T>(t: TestContext, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await t.database.db.execute(statement));
}

/** The same figures summed straight from `orders` for Kyiv days [from, to]. */
async function direct(t: TestContext, supplierId: number, from: string, to: string) {
  const [row] = await query<Record<string, string | null>>(
    t,
    sql`select count(*) as orders,
        coalesce(sum(total) filter (where status not in ('cancelled', 'returned')), 0) as revenue,
        coalesce(sum(items_count) filter (where status not in ('cancelled', 'returned')), 0) as units,
        count(*) filter (where status not in ('cancelled', 'returned')) as kept,
        count(*) filter (where status = 'cancelled') as cancellations,
        count(*) filter (where status = 'returned') as returns
      from orders where supplier_id = ${supplierId}
        and created_at >= (${from}::date::timestamp at time zone 'Europe/Kyiv')
        and created_at < ((${to}::date + 1)::timestamp at time zone 'Europe/Kyiv')`,
  );
  const n = (key: string) => Number(row![key]);
  return {
    orders: n('orders'),
    revenue: n('revenue') / 100,
    units: n('units'),
    average: n('kept') === 0 ? 0 : Math.round(n('revenue') / n('kept')) / 100,
    cancellations: n('cancellations'),
    returns: n('returns'),
  };
}

/** Moves an order's placement time (the rollups follow the update). */
async function placedAt(t: TestContext, id: number, at: Date | string) {
  const value = typeof at === 'string' ? at : at.toISOString();
  await t.database.db.execute(sql`update orders set created_at = ${value}::timestamptz where id = ${id}`);
}

describe('dashboard', () => {
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET });

  it('statistics: the figures equal the same sums straight from orders, after placements, status changes and cancels', async () => {
    const s = await seller(t, 500);
    const other = await seller(t, 500);
    const ids: number[] = [];
    for (let index = 0; index < 8; index += 1) ids.push(await placeOrder(t, s, { quantity: 1 + (index % 3) }));
    for (let index = 0; index < 3; index += 1) await placeOrder(t, other, { quantity: 5 });
    await move(s, ids[0]!, 'processing');
    await move(s, ids[0]!, 'confirmed');
    await move(s, ids[1]!, 'cancelled', { reason: 'buyer_asked' });
    await move(s, ids[2]!, 'processing');
    await move(s, ids[2]!, 'cancelled', { reason: 'out_of_stock' });
    // the buyer cancels through the storefront
    const placed = placement(s.id, s.productId, { quantity: 4 });
    ok(await gateway(t, MARKETPLACE_PATHS.orders, placed), 201);
    ok(await gateway(t, MARKETPLACE_PATHS.cancel(placed.external_id), { comment: null }));
    // a line added to an order changes its total
    const { version } = orderResponse.parse(ok(await s.get(path(ORDERS_PATHS.detail(ids[3]!))))).data;
    ok(await s.put(path(ORDERS_PATHS.items(ids[3]!)), { version, items: [{ product_id: s.productId, quantity: 6 }] }));

    const today = kyivDate(new Date());
    const stats = await statistics(s);
    const expected = await direct(t, s.id, addDays(today, -6), today);
    expect(expected.orders).toBe(9);
    expect(expected.cancellations).toBe(3);
    expect(stats.totals.orders.value).toBe(expected.orders);
    expect(stats.totals.revenue.value).toBe(expected.revenue);
    expect(stats.totals.units.value).toBe(expected.units);
    expect(stats.totals.average_order.value).toBe(expected.average);
    expect(stats.totals.cancellations.value).toBe(3);
    expect(stats.totals.returns.value).toBe(0);
    expect(stats.totals.revenue.format).toMatch(/грн$/);
    expect(stats.has_orders).toBe(true);
    expect(stats.period).toMatchObject({ period: '7d', from: addDays(today, -6), to: today, days: 7 });

    // series: 7 days, today's holds every order
    expect(stats.series).toHaveLength(7);
    expect(stats.series.at(-1)).toMatchObject({ day: today, revenue: expected.revenue, orders: 9 });
    expect(stats.series.slice(0, 6).every((day) => day.orders === 0)).toBe(true);

    // statuses: every status, summing to the orders
    const byStatus = Object.fromEntries(stats.statuses.map((row) => [row.status, row.orders]));
    expect(byStatus).toMatchObject({ new: 5, confirmed: 1, cancelled: 3, completed: 0 });
    expect(stats.statuses.reduce((sum, row) => sum + row.orders, 0)).toBe(9);

    // top products: one product, its units and revenue without the cancelled orders
    expect(stats.top_products).toHaveLength(1);
    expect(stats.top_products[0]).toMatchObject({ product_id: s.productId, units: expected.units });
    const [sold] = await query<{ revenue: string }>(
      t,
      sql`select sum(oi.price * oi.quantity) as revenue from order_items oi join orders o on o.id = oi.order_id
          where o.supplier_id = ${s.id} and o.status not in ('cancelled', 'returned')`,
    );
    expect(stats.top_products[0]!.revenue).toBe(Number(sold!.revenue) / 100);

    // the rollup tables equal a fresh GROUP BY of orders for everyone
    const rollup = await query<{ supplier_id: string; day: string; status: string; orders: number; revenue: string }>(
      t,
      sql`select supplier_id, day::text as day, status, orders, revenue from order_daily_stats where orders <> 0
          order by 1, 2, 3`,
    );
    const fresh = await query<{ supplier_id: string; day: string; status: string; orders: number; revenue: string }>(
      t,
      sql`select supplier_id, ((created_at at time zone 'Europe/Kyiv')::date)::text as day, status,
            count(*)::int as orders, sum(total) as revenue
          from orders group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(rollup.map((r) => [Number(r.supplier_id), r.day, r.status, Number(r.orders), Number(r.revenue)])).toEqual(
      fresh.map((r) => [Number(r.supplier_id), r.day, r.status, Number(r.orders), Number(r.revenue)]),
    );

    const products = await query<{ supplier_id: string; day: string; sku: string; units: string; revenue: string }>(
      t,
      sql`select supplier_id, day::text as day, sku, units, revenue from order_daily_products where units <> 0
          order by 1, 2, 3`,
    );
    const lines = await query<{ supplier_id: string; day: string; sku: string; units: string; revenue: string }>(
      t,
      sql`select i.supplier_id, ((o.created_at at time zone 'Europe/Kyiv')::date)::text as day, i.sku,
            sum(i.quantity) as units, sum(i.price * i.quantity) as revenue
          from order_items i join orders o on o.id = i.order_id
          where o.status not in ('cancelled', 'returned') group by 1, 2, 3 order by 1, 2, 3`,
    );
    const shape = (r: { supplier_id: string; day: string; sku: string; units: string; revenue: string }) => [
      Number(r.supplier_id),
      r.day,
      r.sku,
      Number(r.units),
      Number(r.revenue),
    ];
    expect(products.map(shape)).toEqual(lines.map(shape));

    // another supplier's orders are never counted
    const others = await statistics(other);
    expect(others.totals.orders.value).toBe(3);
    expect(others.totals.units.value).toBe(15);
  });

  it('rollups: the demo seed (one bulk insert in every status) is counted exactly, by status, oblast and SKU', async () => {
    const s = await seller(t, 500);
    const category = await categoryId(s, SMARTPHONES);
    for (const price of [900, 2500, 4100, 700]) await createProduct(s, category, { stock: 50, price });
    await seedDemoOrders(t.database.db, s.id);
    const same = async (rollup: ReturnType<typeof sql>, fresh: ReturnType<typeof sql>) => {
      const flat = (rows: Record<string, unknown>[]) => rows.map((row) => Object.values(row).map(String).join('|'));
      expect(flat(await query(t, rollup))).toEqual(flat(await query(t, fresh)));
    };
    await same(
      sql`select day::text, status, orders, revenue, units from order_daily_stats
          where supplier_id = ${s.id} and orders <> 0 order by 1, 2`,
      sql`select ((created_at at time zone 'Europe/Kyiv')::date)::text as day, status, count(*)::int as orders,
            sum(total) as revenue, sum(items_count) as units
          from orders where supplier_id = ${s.id} group by 1, 2 order by 1, 2`,
    );
    await same(
      sql`select day::text, region, orders from order_daily_regions
          where supplier_id = ${s.id} and orders <> 0 order by 1, 2`,
      sql`select ((created_at at time zone 'Europe/Kyiv')::date)::text as day, order_region(city, branch) as region,
            count(*)::int as orders
          from orders where supplier_id = ${s.id} group by 1, 2 order by 1, 2`,
    );
    await same(
      sql`select day::text, sku, units, revenue from order_daily_products
          where supplier_id = ${s.id} and units <> 0 order by 1, 2`,
      sql`select ((o.created_at at time zone 'Europe/Kyiv')::date)::text as day, i.sku, sum(i.quantity) as units,
            sum(i.price * i.quantity) as revenue
          from order_items i join orders o on o.id = i.order_id
          where o.supplier_id = ${s.id} and o.status not in ('cancelled', 'returned') group by 1, 2 order by 1, 2`,
    );
    const stats = await statistics(s, 'period=90d');
    const expected = await direct(t, s.id, addDays(kyivDate(new Date()), -89), kyivDate(new Date()));
    expect(expected.returns).toBeGreaterThan(0);
    expect(stats.totals.orders.value).toBe(expected.orders);
    expect(stats.totals.returns.value).toBe(expected.returns);
    expect(stats.totals.revenue.value).toBe(expected.revenue);
    // the top products are the direct top 10 of the period's order lines
    const top = await query<{ sku: string; units: string; revenue: string }>(
      t,
      sql`select i.sku, sum(i.quantity) as units, sum(i.price * i.quantity) as revenue
          from order_items i join orders o on o.id = i.order_id
          where o.supplier_id = ${s.id} and o.status not in ('cancelled', 'returned')
            and o.created_at >= (${stats.period.from}::date::timestamp at time zone 'Europe/Kyiv')
          group by i.sku order by sum(i.price * i.quantity) desc, i.sku limit 10`,
    );
    expect(stats.top_products.map((p) => [p.sku, p.units, p.revenue])).toEqual(
      top.map((p) => [p.sku, Number(p.units), Number(p.revenue) / 100]),
    );
    // the demo destinations are real cities: they fall under their oblasts
    expect(stats.regions.map((row) => row.region)).not.toContain('other');
  });

  it('statistics: the previous period of the same length is compared, with the change in percent', async () => {
    const s = await seller(t, 500);
    const today = kyivDate(new Date());
    const now = [await placeOrder(t, s), await placeOrder(t, s), await placeOrder(t, s)];
    const before = [await placeOrder(t, s, { quantity: 2 }), await placeOrder(t, s)];
    const older = await placeOrder(t, s, { quantity: 3 });
    // previous 7 days: 7..13 days ago; 14 days ago is outside both
    await placedAt(t, before[0]!, new Date(Date.now() - 8 * 86_400_000));
    await placedAt(t, before[1]!, new Date(Date.now() - 12 * 86_400_000));
    await placedAt(t, older, new Date(Date.now() - 15 * 86_400_000));
    await move(s, before[1]!, 'cancelled', { reason: 'buyer_asked' });

    const stats = await statistics(s);
    const current = await direct(t, s.id, addDays(today, -6), today);
    const previous = await direct(t, s.id, addDays(today, -13), addDays(today, -7));
    expect(stats.period).toMatchObject({ previous_from: addDays(today, -13), previous_to: addDays(today, -7) });
    expect(stats.totals.orders).toEqual({ value: 3, previous: 2, change: 50 });
    expect(stats.totals.revenue.value).toBe(current.revenue);
    expect(stats.totals.revenue.previous).toBe(previous.revenue);
    expect(stats.totals.cancellations).toEqual({ value: 0, previous: 1, change: -100 });
    expect(stats.totals.units).toEqual({ value: 3, previous: 2, change: 50 });
    expect(stats.totals.average_order.previous).toBe(previous.average);
    expect(now).toHaveLength(3);
    // the charts' previous-period line: each day beside the same day a period earlier, summing to the previous totals
    expect(stats.series.map((row) => row.previous_day)).toEqual(stats.series.map((row) => addDays(row.day, -7)));
    expect(stats.series[0]?.previous_day).toBe(stats.period.previous_from);
    const previousOrders = stats.series.reduce((total, row) => total + row.previous_orders, 0);
    const previousRevenue = stats.series.reduce((total, row) => total + row.previous_revenue, 0);
    expect(previousOrders).toBe(2);
    expect(Math.round(previousRevenue * 100)).toBe(Math.round(previous.revenue * 100));
    expect(stats.series.reduce((total, row) => total + row.orders, 0)).toBe(3);

    // 30 days hold all four kept orders, against nothing before: no change figure
    const month = await statistics(s, 'period=30d');
    expect(month.totals.orders).toEqual({ value: 6, previous: 0, change: null });
    expect(month.series).toHaveLength(30);
  });

  it('statistics: days are Kyiv calendar days (winter UTC+2, summer UTC+3)', async () => {
    const s = await seller(t, 500);
    const a = await placeOrder(t, s);
    const b = await placeOrder(t, s);
    const c = await placeOrder(t, s);
    const d = await placeOrder(t, s);
    await placedAt(t, a, '2026-03-10T21:59:59Z'); // 23:59:59 on 10 March in Kyiv
    await placedAt(t, b, '2026-03-10T22:00:00Z'); // 00:00 on 11 March
    await placedAt(t, c, '2026-07-01T20:59:59Z'); // 23:59:59 on 1 July (summer time)
    await placedAt(t, d, '2026-07-01T21:00:00Z'); // 00:00 on 2 July

    const day = async (date: string) =>
      (await statistics(s, `period=custom&date_from=${date}&date_to=${date}`)).totals.orders.value;
    expect(await day('2026-03-10')).toBe(1);
    expect(await day('2026-03-11')).toBe(1);
    expect(await day('2026-07-01')).toBe(1);
    expect(await day('2026-07-02')).toBe(1);
    const march = await statistics(s, 'period=custom&date_from=2026-03-10&date_to=2026-03-11');
    expect(march.series.map((row) => [row.day, row.orders])).toEqual([
      ['2026-03-10', 1],
      ['2026-03-11', 1],
    ]);
    expect(march.period).toMatchObject({ days: 2, previous_from: '2026-03-08', previous_to: '2026-03-09' });
    const top = await statistics(s, 'period=custom&date_from=2026-07-02&date_to=2026-07-02');
    expect(top.top_products[0]?.units).toBe(1);
  });

  it('statistics: orders by oblast from the city or branch text, unknown places as other', async () => {
    const s = await seller(t, 500);
    const to = (city: string, branch: string | null) => ({
      delivery: { carrier: 'novaposhta' as const, city, branch, cost: 80 },
    });
    await placeOrder(t, s, to('Львів', 'Відділення №1: вул. Городоцька, 1'));
    await placeOrder(t, s, to('м. Львів', 'Відділення №3'));
    await placeOrder(t, s, to('Київ', 'Відділення №12'));
    await placeOrder(t, s, to('Вишнівчик', 'Відділення №1, Хмельницька обл.'));
    await placeOrder(t, s, to('Бахмач', 'Відділення №1'));
    const stats = await statistics(s, 'period=today');
    expect(stats.regions).toEqual([
      { region: 'lviv', orders: 2 },
      { region: 'khmelnytskyi', orders: 1 },
      { region: 'kyiv', orders: 1 },
      { region: 'other', orders: 1 },
    ]);
  });

  it('statistics: new reviews and their average rating against the previous period', async () => {
    const s = await seller(t, 500);
    const review = (rating: number, daysAgo: number, index: number) =>
      t.database.db.execute(sql`
        insert into reviews (supplier_id, external_id, product_name, author_name, rating, created_at)
        values (${s.id}, ${`rv-${s.id}-${index}`}, 'Смартфон', 'Олена', ${rating},
          now() - ${`${daysAgo} days`}::interval)`);
    await review(5, 0, 1);
    await review(4, 1, 2);
    await review(4, 2, 3);
    await review(2, 9, 4);
    const stats = await statistics(s);
    expect(stats.totals.reviews).toEqual({ value: 3, previous: 1, change: 200 });
    expect(stats.totals.rating).toEqual({ value: 4.3, previous: 2, change: 115 });
    expect(stats.has_orders).toBe(false);
    expect(stats.totals.orders.value).toBe(0);
    expect(stats.balance).toEqual({ value: 0, format: '0 грн' });
  });

  it('statistics: a custom period needs both dates in order and at most 366 days (422 in Ukrainian)', async () => {
    const s = await seller(t);
    const refused = async (query: string, message: string, field: string) => {
      const response = await s.get(`${path(dashboardEndpoints.getDashboardStatistics.path)}?${query}`);
      expect(response.statusCode, response.body).toBe(422);
      const body = response.json() as { message: string; errors: Record<string, string[]> };
      expect(body.errors[field]).toEqual([message]);
    };
    await refused(
      'period=custom&date_from=2026-03-10&date_to=2026-03-01',
      'Кінцева дата не може бути раніше початкової.',
      'date_to',
    );
    await refused(
      'period=custom&date_from=2025-01-01&date_to=2026-01-02',
      'Період не може бути довшим за 366 днів.',
      'date_to',
    );
    await refused(
      'period=custom&date_from=2026-03-10',
      'Для власного періоду вкажіть початкову й кінцеву дати.',
      'date_from',
    );
    await refused('period=year', expect.any(String) as unknown as string, 'period');
    // 366 days is the longest allowed
    const longest = await statistics(s, 'period=custom&date_from=2025-01-01&date_to=2026-01-01');
    expect(longest.period.days).toBe(366);
    expect(longest.series).toHaveLength(366);

    const english = await t.call({
      method: 'GET',
      url: `/api${dashboardEndpoints.getDashboardStatistics.path}?period=custom&date_from=2025-01-01&date_to=2026-01-02`,
      token: s.token,
      headers: { 'x-locale': 'en' },
    });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors.date_to).toEqual(['A period cannot be longer than 366 days.']);

    const stranger = await t.call({ method: 'GET', url: `/api${dashboardEndpoints.getDashboardStatistics.path}` });
    expect(stranger.statusCode).toBe(401);
  });

  it('timeline: the latest 50 events of the supplier, newest first, of every kind', async () => {
    const s = await seller(t, 500);
    const other = await seller(t, 500);
    await placeOrder(t, other);
    const ids: number[] = [];
    for (let index = 0; index < 30; index += 1) ids.push(await placeOrder(t, s));
    for (const id of ids.slice(0, 25)) await move(s, id, 'processing');
    await t.database.db.execute(sql`
      insert into reviews (supplier_id, external_id, product_name, author_name, rating)
      values (${s.id}, ${`tl-${s.id}`}, 'Смартфон Orbi', 'Марія', 5)`);

    const events = dashboardTimelineResponse.parse(
      ok(await s.get(path(dashboardEndpoints.getDashboardTimeline.path))),
    ).data;
    expect(events).toHaveLength(DASHBOARD_TIMELINE_LIMIT);
    const times = events.map((event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(events[0]).toMatchObject({ type: 'review', review: { rating: 5, product_name: 'Смартфон Orbi' } });
    expect(events[1]).toMatchObject({
      type: 'order_status',
      order: { id: ids[24], from: 'new', to: 'processing' },
    });
    const [number] = await query<{ number: string }>(t, sql`select number from orders where id = ${ids[24]!}`);
    expect(events[1]!.order!.number).toBe(Number(number!.number));
    // 55 events exist (30 placed, 25 moved, 1 review): the oldest placements fall off
    expect(events.filter((event) => event.type === 'order_placed')).toHaveLength(24);
    const orderIds = new Set(events.map((event) => event.order?.id).filter(Boolean));
    const [foreign] = await query<{ n: string }>(
      t,
      sql`select count(*) as n from orders where supplier_id = ${other.id} and id = any(${sql.param([...orderIds])}::bigint[])`,
    );
    expect(Number(foreign!.n)).toBe(0);

    const empty = dashboardTimelineResponse.parse(
      ok(await (await seller(t)).get(path(dashboardEndpoints.getDashboardTimeline.path))),
    );
    expect(empty.data).toEqual([]);

    // payouts and finished imports join in by their time; an import still running does not
    const quiet = await seller(t);
    await placeOrder(t, quiet);
    await t.database.db.execute(sql`
      insert into payouts (supplier_id, amount, status, iban, holder_name, tax_id, created_at, updated_at)
      values (${quiet.id}, 150000, 'paid', 'UA213223130000026007233566001', 'ФОП Тест', '1234567890',
        now() + interval '1 minute', now() + interval '1 minute')`);
    await t.database.db.execute(sql`
      insert into product_imports (supplier_id, file_name, status, counts, finished_at)
      values (${quiet.id}, 'feed.xml', 'done', '{"create": 3, "update": 2, "unchanged": 0, "skip": 1}',
          now() + interval '2 minutes'),
        (${quiet.id}, 'running.xml', 'running', '{"create": 0, "update": 0, "unchanged": 0, "skip": 0}', null)`);
    const mixed = dashboardTimelineResponse.parse(
      ok(await quiet.get(path(dashboardEndpoints.getDashboardTimeline.path))),
    ).data;
    expect(mixed.map((event) => event.type)).toEqual(['import', 'payout', 'order_placed']);
    expect(mixed[0]!.import).toMatchObject({ file_name: 'feed.xml', status: 'done', created: 3, updated: 2 });
    expect(mixed[1]!.payout).toMatchObject({ amount: 1500, amount_format: '1 500 грн', status: 'paid' });
  });
});
