import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, rowsOf } from '../../db/rows';

/** A row of summed figures (numbers as the driver gives them). */
export type SumsRow = Partial<Record<'impressions' | 'clicks' | 'spend' | 'orders' | 'revenue', unknown>>;

const SUMS = sql`coalesce(sum(impressions), 0) as impressions, coalesce(sum(clicks), 0) as clicks,
  coalesce(sum(spend), 0) as spend, coalesce(sum(orders), 0) as orders, coalesce(sum(revenue), 0) as revenue`;

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export interface CampaignValues {
  name: string;
  dailyBudget: number;
  bid: number;
  startsOn: string;
  endsOn: string | null;
}

export interface AdEventRow {
  externalId: string;
  campaignId: number;
  productId: number;
  kind: 'impression' | 'click';
  day: string;
  cost: number;
  reason: string | null;
  at: Date;
}

/**
 * Campaigns, events, daily figures, charges and attributions (ADR 0026). Reads run on the
 * connection given; methods taking `tx` run inside the service's transaction.
 */
export function advertisingRepository(db: Db) {
  return {
    async campaign(supplierId: number, id: number): Promise<Record<string, unknown> | undefined> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select * from ad_campaigns where id = ${id} and supplier_id = ${supplierId}`),
      );
      return row;
    },

    async campaigns(supplierId: number): Promise<Record<string, unknown>[]> {
      return rowsOf<Record<string, unknown>>(
        await db.execute(sql`select * from ad_campaigns where supplier_id = ${supplierId} order by id desc`),
      );
    },

    async ownerOf(campaignId: number): Promise<number | null> {
      const [owner] = rowsOf<{ supplier_id: unknown }>(
        await db.execute(sql`select supplier_id from ad_campaigns where id = ${campaignId}`),
      );
      return owner ? Number(owner.supplier_id) : null;
    },

    /** Spend counted on days not charged yet, all campaigns of the supplier. */
    async unbilled(executor: Db, supplierId: number): Promise<number> {
      const [row] = rowsOf<{ total: string | number }>(
        await executor.execute(sql`select coalesce(sum(s.spend), 0) as total from ad_stats_daily s
          where s.supplier_id = ${supplierId}
            and not exists (select 1 from ad_charges c where c.campaign_id = s.campaign_id and c.day = s.day)`),
      );
      return Number(row?.total ?? 0);
    },

    /** The campaigns' products (name, SKU and first picture's thumbnail), and their figures of `day` and of all days. */
    async presented(ids: number[], day: string) {
      const list = idList(ids);
      const [products, todays, totals] = await Promise.all([
        db.execute(sql`select cp.campaign_id, p.id, p.name, p.sku,
            (select i.thumb_url from product_images i where i.product_id = p.id order by i.position limit 1) as image
          from ad_campaign_products cp join products p on p.id = cp.product_id
          where cp.campaign_id in (${list}) order by p.name, p.id`),
        db.execute(sql`select campaign_id, ${SUMS} from ad_stats_daily
          where campaign_id in (${list}) and day = ${day}::date group by campaign_id`),
        db.execute(sql`select campaign_id, ${SUMS} from ad_stats_daily
          where campaign_id in (${list}) group by campaign_id`),
      ]);
      return {
        products: rowsOf<{ campaign_id: unknown; id: unknown; name: string; sku: string; image: string | null }>(
          products,
        ),
        todays: rowsOf<SumsRow & { campaign_id: unknown }>(todays),
        totals: rowsOf<SumsRow & { campaign_id: unknown }>(totals),
      };
    },

    async supplierSums(supplierId: number): Promise<SumsRow | undefined> {
      const [row] = rowsOf<SumsRow>(
        await db.execute(sql`select ${SUMS} from ad_stats_daily where supplier_id = ${supplierId}`),
      );
      return row;
    },

    async insertCampaign(tx: Db, supplierId: number, values: CampaignValues): Promise<number> {
      const [row] = rowsOf<{ id: unknown }>(
        await tx.execute(sql`insert into ad_campaigns (supplier_id, name, daily_budget, bid, starts_on, ends_on)
          values (${supplierId}, ${values.name}, ${values.dailyBudget}, ${values.bid}, ${values.startsOn}::date,
            ${values.endsOn}::date)
          returning id`),
      );
      return Number(row!.id);
    },

    async updateCampaign(tx: Db, supplierId: number, id: number, values: CampaignValues): Promise<void> {
      await tx.execute(sql`update ad_campaigns set name = ${values.name},
          daily_budget = ${values.dailyBudget}, bid = ${values.bid},
          starts_on = ${values.startsOn}::date, ends_on = ${values.endsOn}::date, updated_at = now()
        where id = ${id} and supplier_id = ${supplierId}`);
    },

    async setProducts(tx: Db, campaignId: number, ids: number[]): Promise<void> {
      await tx.execute(sql`delete from ad_campaign_products where campaign_id = ${campaignId}`);
      const values = sql.join(
        ids.map((id) => sql`(${campaignId}, ${id})`),
        sql`, `,
      );
      await tx.execute(sql`insert into ad_campaign_products (campaign_id, product_id) values ${values}`);
    },

    async setStatus(supplierId: number, id: number, status: 'active' | 'paused'): Promise<void> {
      await db.execute(sql`update ad_campaigns set status = ${status}, updated_at = now()
        where id = ${id} and supplier_id = ${supplierId}`);
    },

    /** An active campaign stops: `services` cannot pay for it. */
    async outOfFunds(tx: Db, campaignId: number): Promise<void> {
      await tx.execute(sql`update ad_campaigns set status = 'out_of_funds', updated_at = now()
        where id = ${campaignId} and status = 'active'`);
    },

    async eventSeen(tx: Db, externalId: string): Promise<boolean> {
      return rowsOf(await tx.execute(sql`select 1 from ad_events where external_id = ${externalId}`)).length > 0;
    },

    /** The campaign locked for an event, with whether it advertises `productId`. */
    async lockForEvent(tx: Db, campaignId: number, productId: number) {
      const [raw] = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`select c.*, exists (select 1 from ad_campaign_products cp
            where cp.campaign_id = c.id and cp.product_id = ${productId}) as has_product
          from ad_campaigns c where c.id = ${campaignId} for update`),
      );
      return raw!;
    },

    async spentOn(tx: Db, campaignId: number, day: string): Promise<number> {
      const [spent] = rowsOf<{ spend: unknown }>(
        await tx.execute(sql`select coalesce(sum(spend), 0) as spend from ad_stats_daily
          where campaign_id = ${campaignId} and day = ${day}::date`),
      );
      return Number(spent?.spend ?? 0);
    },

    /** Records the event once by its id: false when another request recorded it first. */
    async insertEvent(tx: Db, event: AdEventRow): Promise<boolean> {
      const inserted = await tx.execute(sql`insert into ad_events
          (external_id, campaign_id, product_id, kind, day, cost, counted, reason, created_at)
        values (${event.externalId}, ${event.campaignId}, ${event.productId}, ${event.kind}, ${event.day}::date,
          ${event.cost}, ${event.reason === null}, ${event.reason}, ${event.at.toISOString()}::timestamptz)
        on conflict (external_id) do nothing`);
      return affected(inserted) > 0;
    },

    /** Adds a counted event to the day's figures of the campaign and product. */
    async countEvent(tx: Db, event: AdEventRow, supplierId: number): Promise<void> {
      const click = event.kind === 'click' ? 1 : 0;
      await tx.execute(sql`insert into ad_stats_daily
          (campaign_id, product_id, day, supplier_id, impressions, clicks, spend)
        values (${event.campaignId}, ${event.productId}, ${event.day}::date, ${supplierId}, ${1 - click}, ${click},
          ${event.cost})
        on conflict (campaign_id, product_id, day) do update set
          impressions = ad_stats_daily.impressions + excluded.impressions,
          clicks = ad_stats_daily.clicks + excluded.clicks,
          spend = ad_stats_daily.spend + excluded.spend`);
    },

    /** A campaign's figures from `from` to `to`: per day, per product (by spend) and in all. */
    async stats(campaignId: number, from: string, to: string) {
      const where = sql`s.campaign_id = ${campaignId} and s.day between ${from}::date and ${to}::date`;
      const [days, products, [totals]] = await Promise.all([
        db
          .execute(sql`select s.day, ${SUMS} from ad_stats_daily s where ${where} group by s.day order by s.day`)
          .then((result) => rowsOf<SumsRow & { day: unknown }>(result)),
        db
          .execute(
            sql`select s.product_id, coalesce(p.name, '') as name, ${SUMS} from ad_stats_daily s
            left join products p on p.id = s.product_id where ${where}
            group by s.product_id, p.name order by sum(s.spend) desc, s.product_id`,
          )
          .then((result) => rowsOf<SumsRow & { product_id: unknown; name: string }>(result)),
        db.execute(sql`select ${SUMS} from ad_stats_daily s where ${where}`).then((result) => rowsOf<SumsRow>(result)),
      ]);
      return { days, products, totals };
    },

    /** Campaign days before `today` that spent and are not charged yet (at most 1,000, oldest first). */
    async dueCharges(today: string) {
      return rowsOf<{ campaign_id: unknown; day: unknown; supplier_id: unknown }>(
        await db.execute(sql`select s.campaign_id, s.day, s.supplier_id from ad_stats_daily s
          where s.day < ${today}::date
            and not exists (select 1 from ad_charges c where c.campaign_id = s.campaign_id and c.day = s.day)
          group by s.campaign_id, s.day, s.supplier_id having sum(s.spend) > 0
          order by s.day, s.campaign_id limit 1000`),
      );
    },

    /** Claims a campaign's day for charging: false when it is (being) charged already. */
    async claimCharge(tx: Db, campaignId: number, day: string, supplierId: number): Promise<boolean> {
      const claimed = await tx.execute(sql`insert into ad_charges
          (campaign_id, day, supplier_id, spend, charged, shortfall)
        values (${campaignId}, ${day}::date, ${supplierId}, 0, 0, 0) on conflict do nothing`);
      return affected(claimed) > 0;
    },

    async daySpend(tx: Db, campaignId: number, day: string) {
      const [sums] = rowsOf<{ spend: unknown; clicks: unknown; name: string }>(
        await tx.execute(sql`select coalesce(sum(s.spend), 0) as spend, coalesce(sum(s.clicks), 0) as clicks,
            (select name from ad_campaigns where id = ${campaignId}) as name
          from ad_stats_daily s where s.campaign_id = ${campaignId} and s.day = ${day}::date`),
      );
      return { spend: Number(sums?.spend ?? 0), clicks: Number(sums?.clicks ?? 0), name: sums?.name ?? '' };
    },

    async settleCharge(
      tx: Db,
      campaignId: number,
      day: string,
      charge: { spend: number; charged: number; shortfall: number; entryId: number | null },
    ): Promise<void> {
      await tx.execute(sql`update ad_charges set spend = ${charge.spend}, charged = ${charge.charged},
          shortfall = ${charge.shortfall}, entry_id = ${charge.entryId}
        where campaign_id = ${campaignId} and day = ${day}::date`);
    },

    /**
     * The next orders to attribute, under the cursor's lock: up to `batch` orders after the cursor
     * created no later than `settledBefore`; null when there are none.
     */
    async nextOrders(tx: Db, batch: number, settledBefore: Date): Promise<{ from: number; upTo: number } | null> {
      await tx.execute(sql`insert into ad_cursors (name, last_id) values ('orders', 0) on conflict do nothing`);
      const [cursor] = rowsOf<{ last_id: unknown }>(
        await tx.execute(sql`select last_id from ad_cursors where name = 'orders' for update`),
      );
      const from = Number(cursor?.last_id ?? 0);
      const [last] = rowsOf<{ id: unknown }>(
        await tx.execute(sql`select max(id) as id from (select id from orders where id > ${from}
          and created_at <= ${settledBefore.toISOString()}::timestamptz
          order by id limit ${batch}) b`),
      );
      if (last?.id === null || last?.id === undefined) return null;
      return { from, upTo: Number(last.id) };
    },

    /**
     * Attributes the lines of orders `from` < id ≤ `upTo`: each to the campaign of the last counted
     * click on its product by the same supplier within `days` before the order, once per line.
     */
    async attribute(tx: Db, from: number, upTo: number, days: number) {
      return rowsOf<{ campaign_id: unknown; product_id: unknown; day: unknown; revenue: unknown }>(
        await tx.execute(sql`insert into ad_attributions
            (order_item_id, order_id, campaign_id, product_id, click_event_id, day, revenue)
          select oi.id, o.id, click.campaign_id, oi.product_id, click.id,
            (o.created_at at time zone 'Europe/Kyiv')::date, oi.price * oi.quantity
          from orders o join order_items oi on oi.order_id = o.id
          join lateral (
            select e.id, e.campaign_id from ad_events e join ad_campaigns c on c.id = e.campaign_id
            where e.product_id = oi.product_id and e.kind = 'click' and e.counted
              and c.supplier_id = o.supplier_id
              and e.created_at <= o.created_at
              and e.created_at > o.created_at - make_interval(days => ${days}::int)
            order by e.created_at desc, e.id desc limit 1
          ) click on true
          where o.id > ${from} and o.id <= ${upTo} and oi.product_id is not null
          on conflict (order_item_id) do nothing
          returning campaign_id, product_id, day, revenue`),
      );
    },

    async countOrders(
      tx: Db,
      entry: { campaign: number; product: number; day: string; n: number; revenue: number },
    ): Promise<void> {
      await tx.execute(sql`insert into ad_stats_daily (campaign_id, product_id, day, supplier_id, orders, revenue)
        select ${entry.campaign}, ${entry.product}, ${entry.day}::date, supplier_id, ${entry.n}, ${entry.revenue}
        from ad_campaigns where id = ${entry.campaign}
        on conflict (campaign_id, product_id, day) do update set
          orders = ad_stats_daily.orders + excluded.orders,
          revenue = ad_stats_daily.revenue + excluded.revenue`);
    },

    async moveCursor(tx: Db, upTo: number): Promise<void> {
      await tx.execute(sql`update ad_cursors set last_id = ${upTo} where name = 'orders'`);
    },
  };
}

export type AdvertisingRepository = ReturnType<typeof advertisingRepository>;
