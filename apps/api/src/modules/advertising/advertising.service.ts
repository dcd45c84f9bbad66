import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ATTRIBUTION_DAYS,
  campaignStatusLabels,
  type AdFigures,
  type AdRefusal,
  type Campaign,
  type CampaignStatus,
  type CampaignsResponse,
  type CampaignStats,
} from '@supplier/contracts/advertising';
import type { Locale } from '@supplier/contracts/constants';
import { formatMoney, kopiykyToHryvnias } from '@supplier/contracts/money';
import { hryvniasToKopiyky } from '@supplier/contracts/money-ledger';
import type { Db } from '../../db/client';
import type { Clock } from '../../drivers';
import { httpErrors } from '../../errors';
import { affected, rowsOf } from '../catalog/products.repository';
import { ledgerRepository, supplierAccount } from '../money/ledger/ledger.repository';
import { insufficientFunds, LockedLedger } from '../money/ledger/ledger.service';
import type { BalanceAnnouncer } from '../money/money.events';
import { moneyRepositories } from '../money/money.store';
import { postServicesSpend, servicesPayer } from '../money/spend/services-spend';
import { advertisingText } from './advertising.messages';
import { transaction } from '../../db/transaction';

/** `YYYY-MM-DD` of a moment in Europe/Kyiv. */
export function kyivDay(at: Date): string {
  return at.toLocaleDateString('en-CA', { timeZone: 'Europe/Kyiv' });
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface Sums {
  impressions: number;
  clicks: number;
  spend: number;
  orders: number;
  revenue: number;
}
const NO_SUMS: Sums = { impressions: 0, clicks: 0, spend: 0, orders: 0, revenue: 0 };

function sumsOf(row: Partial<Record<keyof Sums, unknown>> | undefined): Sums {
  if (!row) return { ...NO_SUMS };
  return {
    impressions: Number(row.impressions ?? 0),
    clicks: Number(row.clicks ?? 0),
    spend: Number(row.spend ?? 0),
    orders: Number(row.orders ?? 0),
    revenue: Number(row.revenue ?? 0),
  };
}

export function figures(sums: Sums): AdFigures {
  return {
    impressions: sums.impressions,
    clicks: sums.clicks,
    ctr: sums.impressions > 0 ? Math.round((sums.clicks / sums.impressions) * 10_000) / 100 : 0,
    spend: kopiykyToHryvnias(sums.spend),
    spend_format: formatMoney(sums.spend),
    orders: sums.orders,
    revenue: kopiykyToHryvnias(sums.revenue),
    revenue_format: formatMoney(sums.revenue),
  };
}

const SUMS = sql`coalesce(sum(impressions), 0) as impressions, coalesce(sum(clicks), 0) as clicks,
  coalesce(sum(spend), 0) as spend, coalesce(sum(orders), 0) as orders, coalesce(sum(revenue), 0) as revenue`;

interface CampaignRow {
  id: number;
  supplier_id: number;
  name: string;
  status: 'active' | 'paused' | 'out_of_funds';
  daily_budget: number;
  bid: number;
  starts_on: string;
  ends_on: string | null;
  created_at: Date | string;
}

function campaignRow(raw: Record<string, unknown>): CampaignRow {
  return {
    id: Number(raw.id),
    supplier_id: Number(raw.supplier_id),
    name: String(raw.name),
    status: raw.status as CampaignRow['status'],
    daily_budget: Number(raw.daily_budget),
    bid: Number(raw.bid),
    starts_on: String(raw.starts_on).slice(0, 10),
    ends_on: raw.ends_on ? String(raw.ends_on).slice(0, 10) : null,
    created_at: raw.created_at as Date | string,
  };
}

const dayText = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

/** What the supplier sees: `ended` once the end date has passed, whatever was stored. */
export function effectiveStatus(row: CampaignRow, today: string): CampaignStatus {
  if (row.ends_on && row.ends_on < today) return 'ended';
  return row.status;
}

/** Whether the storefront may show the campaign today. */
const isRunning = (row: CampaignRow, today: string) =>
  row.status === 'active' && row.starts_on <= today && (!row.ends_on || row.ends_on >= today);

export interface CampaignInput {
  name: string;
  product_ids: number[];
  daily_budget: number;
  bid: number;
  starts_on: string;
  ends_on: string | null;
}

export interface AdEventInput {
  id: string;
  type: 'impression' | 'click';
  campaign_id: number;
  product_id: number;
}

export const ADVERTISING_CHARGE_JOB = 'advertising.charge';
export const ADVERTISING_ATTRIBUTE_JOB = 'advertising.attribute';

/**
 * Campaigns, the gateway's impressions and clicks, the daily charge and order attribution
 * (ADR 0026). Every query of the panel is scoped to the signed-in supplier.
 */
export function advertisingService(deps: { db: Db; clock: Clock; announce: BalanceAnnouncer; log: FastifyBaseLogger }) {
  const { db, clock, log } = deps;
  const today = () => kyivDay(clock.now());

  async function findRow(supplierId: number, id: number): Promise<CampaignRow | null> {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select * from ad_campaigns where id = ${id} and supplier_id = ${supplierId}`),
    );
    return row ? campaignRow(row) : null;
  }

  async function requireRow(supplierId: number, id: number, locale: Locale): Promise<CampaignRow> {
    const row = await findRow(supplierId, id);
    if (!row) throw httpErrors.notFound(advertisingText(locale, 'campaign_not_found'));
    return row;
  }

  /** Spend counted on days not charged yet, all campaigns of the supplier. */
  async function unbilled(executor: Db, supplierId: number): Promise<number> {
    const [row] = rowsOf<{ total: string | number }>(
      await executor.execute(sql`select coalesce(sum(s.spend), 0) as total from ad_stats_daily s
        where s.supplier_id = ${supplierId}
          and not exists (select 1 from ad_charges c where c.campaign_id = s.campaign_id and c.day = s.day)`),
    );
    return Number(row?.total ?? 0);
  }

  async function present(rows: CampaignRow[], locale: Locale): Promise<Campaign[]> {
    if (rows.length === 0) return [];
    const ids = sql.join(
      rows.map((row) => sql`${row.id}`),
      sql`, `,
    );
    const day = today();
    const [products, todays, totals] = await Promise.all([
      db.execute(sql`select cp.campaign_id, p.id, p.name,
          (select i.url from product_images i where i.product_id = p.id order by i.position limit 1) as image
        from ad_campaign_products cp join products p on p.id = cp.product_id
        where cp.campaign_id in (${ids}) order by p.name, p.id`),
      db.execute(sql`select campaign_id, ${SUMS} from ad_stats_daily
        where campaign_id in (${ids}) and day = ${day}::date group by campaign_id`),
      db.execute(sql`select campaign_id, ${SUMS} from ad_stats_daily
        where campaign_id in (${ids}) group by campaign_id`),
    ]);
    const byCampaign = <T extends { campaign_id: unknown }>(result: unknown) => {
      const map = new Map<number, T[]>();
      for (const row of rowsOf<T>(result)) {
        const key = Number(row.campaign_id);
        map.set(key, [...(map.get(key) ?? []), row]);
      }
      return map;
    };
    const productMap = byCampaign<{ campaign_id: unknown; id: unknown; name: string; image: string | null }>(products);
    const todayMap = byCampaign<{ campaign_id: unknown }>(todays);
    const totalMap = byCampaign<{ campaign_id: unknown }>(totals);
    return rows.map((row) => {
      const status = effectiveStatus(row, day);
      return {
        id: row.id,
        name: row.name,
        status,
        status_label: campaignStatusLabels[locale][status],
        products: (productMap.get(row.id) ?? []).map((p) => ({ id: Number(p.id), name: p.name, image: p.image })),
        daily_budget: kopiykyToHryvnias(row.daily_budget),
        daily_budget_format: formatMoney(row.daily_budget),
        bid: kopiykyToHryvnias(row.bid),
        bid_format: formatMoney(row.bid),
        starts_on: row.starts_on,
        ends_on: row.ends_on,
        today: figures(sumsOf(todayMap.get(row.id)?.[0] as Partial<Sums>)),
        totals: figures(sumsOf(totalMap.get(row.id)?.[0] as Partial<Sums>)),
        created_at: new Date(row.created_at).toISOString(),
      };
    });
  }

  async function checkProducts(supplierId: number, ids: number[], locale: Locale): Promise<void> {
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const own = new Set(
      rowsOf<{ id: unknown }>(
        await db.execute(sql`select id from products where supplier_id = ${supplierId} and id in (${list})`),
      ).map((row) => Number(row.id)),
    );
    const foreign = ids.filter((id) => !own.has(id));
    if (foreign.length > 0) {
      const text = advertisingText(locale, 'products_unknown', { ids: foreign.join(', ') });
      throw httpErrors.validation(text, { product_ids: [text] });
    }
  }

  async function setProducts(tx: Db, campaignId: number, ids: number[]): Promise<void> {
    await tx.execute(sql`delete from ad_campaign_products where campaign_id = ${campaignId}`);
    const values = sql.join(
      ids.map((id) => sql`(${campaignId}, ${id})`),
      sql`, `,
    );
    await tx.execute(sql`insert into ad_campaign_products (campaign_id, product_id) values ${values}`);
  }

  /** Services balance less what is counted but not yet charged: what the next click may spend. */
  async function available(executor: Db, supplierId: number): Promise<number> {
    const balances = await ledgerRepository(executor).balancesOf(supplierId);
    return balances.services - (await unbilled(executor, supplierId));
  }

  async function recordEvent(event: AdEventInput): Promise<'accepted' | 'duplicate' | AdRefusal> {
    const [owner] = rowsOf<{ supplier_id: unknown }>(
      await db.execute(sql`select supplier_id from ad_campaigns where id = ${event.campaign_id}`),
    );
    if (!owner) return 'unknown_campaign';
    const supplierId = Number(owner.supplier_id);
    const services = supplierAccount(supplierId, 'services');
    if (event.type === 'click') await ledgerRepository(db).ensureAccounts([services]);
    const at = clock.now();
    const day = kyivDay(at);
    return transaction(db, async (tx) => {
      const [seen] = rowsOf(await tx.execute(sql`select 1 from ad_events where external_id = ${event.id}`));
      if (seen) return 'duplicate';
      // A click may spend: the supplier's services row first (as every money movement locks it),
      // then the campaign, so clicks of one supplier and the daily charge take turns.
      if (event.type === 'click') await ledgerRepository(tx).lockAccounts([services]);
      const [raw] = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`select c.*, exists (select 1 from ad_campaign_products cp
            where cp.campaign_id = c.id and cp.product_id = ${event.product_id}) as has_product
          from ad_campaigns c where c.id = ${event.campaign_id} for update`),
      );
      const row = campaignRow(raw!);
      let reason: AdRefusal | null = null;
      let cost = 0;
      if (!raw!.has_product) reason = 'unknown_campaign';
      else if (row.status === 'out_of_funds') reason = 'out_of_funds';
      else if (!isRunning(row, day)) reason = 'not_running';
      else {
        const [spent] = rowsOf<{ spend: unknown }>(
          await tx.execute(sql`select coalesce(sum(spend), 0) as spend from ad_stats_daily
            where campaign_id = ${row.id} and day = ${day}::date`),
        );
        if (Number(spent?.spend ?? 0) + row.bid > row.daily_budget) reason = 'budget_exhausted';
        else if (event.type === 'click') {
          if ((await available(tx, supplierId)) < row.bid) {
            reason = 'out_of_funds';
            await tx.execute(sql`update ad_campaigns set status = 'out_of_funds', updated_at = now()
              where id = ${row.id} and status = 'active'`);
          } else cost = row.bid;
        }
      }
      const inserted = await tx.execute(sql`insert into ad_events
          (external_id, campaign_id, product_id, kind, day, cost, counted, reason, created_at)
        values (${event.id}, ${row.id}, ${event.product_id}, ${event.type}, ${day}::date, ${cost},
          ${reason === null}, ${reason}, ${at.toISOString()}::timestamptz)
        on conflict (external_id) do nothing`);
      if (affected(inserted) === 0) return 'duplicate';
      if (reason) return reason;
      const click = event.type === 'click' ? 1 : 0;
      await tx.execute(sql`insert into ad_stats_daily
          (campaign_id, product_id, day, supplier_id, impressions, clicks, spend)
        values (${row.id}, ${event.product_id}, ${day}::date, ${supplierId}, ${1 - click}, ${click}, ${cost})
        on conflict (campaign_id, product_id, day) do update set
          impressions = ad_stats_daily.impressions + excluded.impressions,
          clicks = ad_stats_daily.clicks + excluded.clicks,
          spend = ad_stats_daily.spend + excluded.spend`);
      return 'accepted';
    });
  }

  return {
    today,

    async list(supplierId: number, locale: Locale): Promise<CampaignsResponse> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select * from ad_campaigns where supplier_id = ${supplierId} order by id desc`),
      ).map(campaignRow);
      const [data, [summary], balances, owed] = await Promise.all([
        present(rows, locale),
        db
          .execute(sql`select ${SUMS} from ad_stats_daily where supplier_id = ${supplierId}`)
          .then((result) => rowsOf<Partial<Sums>>(result)),
        ledgerRepository(db).balancesOf(supplierId),
        unbilled(db, supplierId),
      ]);
      return {
        data,
        summary: figures(sumsOf(summary)),
        service_balance: kopiykyToHryvnias(balances.services),
        service_balance_format: formatMoney(balances.services),
        unbilled: kopiykyToHryvnias(owed),
        unbilled_format: formatMoney(owed),
      };
    },

    async get(supplierId: number, id: number, locale: Locale): Promise<Campaign> {
      const [campaign] = await present([await requireRow(supplierId, id, locale)], locale);
      return campaign!;
    },

    async create(supplierId: number, input: CampaignInput, locale: Locale): Promise<Campaign> {
      await checkProducts(supplierId, input.product_ids, locale);
      const id = await transaction(db, async (tx) => {
        const [row] = rowsOf<{ id: unknown }>(
          await tx.execute(sql`insert into ad_campaigns (supplier_id, name, daily_budget, bid, starts_on, ends_on)
            values (${supplierId}, ${input.name}, ${hryvniasToKopiyky(input.daily_budget)},
              ${hryvniasToKopiyky(input.bid)}, ${input.starts_on}::date, ${input.ends_on}::date)
            returning id`),
        );
        const campaignId = Number(row!.id);
        await setProducts(tx, campaignId, input.product_ids);
        return campaignId;
      });
      return this.get(supplierId, id, locale);
    },

    async update(supplierId: number, id: number, input: CampaignInput, locale: Locale): Promise<Campaign> {
      await requireRow(supplierId, id, locale);
      await checkProducts(supplierId, input.product_ids, locale);
      await transaction(db, async (tx) => {
        await tx.execute(sql`update ad_campaigns set name = ${input.name},
            daily_budget = ${hryvniasToKopiyky(input.daily_budget)}, bid = ${hryvniasToKopiyky(input.bid)},
            starts_on = ${input.starts_on}::date, ends_on = ${input.ends_on}::date, updated_at = now()
          where id = ${id} and supplier_id = ${supplierId}`);
        await setProducts(tx, id, input.product_ids);
      });
      return this.get(supplierId, id, locale);
    },

    async pause(supplierId: number, id: number, locale: Locale): Promise<Campaign> {
      await requireRow(supplierId, id, locale);
      await db.execute(sql`update ad_campaigns set status = 'paused', updated_at = now()
        where id = ${id} and supplier_id = ${supplierId}`);
      return this.get(supplierId, id, locale);
    },

    /** 409 when ended; 422 insufficient_funds (`services`) when the balance cannot pay one click. */
    async resume(supplierId: number, id: number, locale: Locale): Promise<Campaign> {
      const row = await requireRow(supplierId, id, locale);
      if (effectiveStatus(row, today()) === 'ended') {
        throw httpErrors.conflict('campaign_ended', advertisingText(locale, 'campaign_ended'));
      }
      const left = await available(db, supplierId);
      if (left < row.bid) throw insufficientFunds(locale, 'services', Math.max(0, left), row.bid);
      await db.execute(sql`update ad_campaigns set status = 'active', updated_at = now()
        where id = ${id} and supplier_id = ${supplierId}`);
      return this.get(supplierId, id, locale);
    },

    async stats(
      supplierId: number,
      id: number,
      range: { date_from?: string; date_to?: string },
      locale: Locale,
    ): Promise<CampaignStats> {
      await requireRow(supplierId, id, locale);
      const to = range.date_to ?? today();
      const from = range.date_from ?? addDays(to, -29);
      const where = sql`s.campaign_id = ${id} and s.day between ${from}::date and ${to}::date`;
      const [days, products, [totals]] = await Promise.all([
        db
          .execute(sql`select s.day, ${SUMS} from ad_stats_daily s where ${where} group by s.day order by s.day`)
          .then((result) => rowsOf<Partial<Sums> & { day: unknown }>(result)),
        db
          .execute(
            sql`select s.product_id, coalesce(p.name, '') as name, ${SUMS} from ad_stats_daily s
            left join products p on p.id = s.product_id where ${where}
            group by s.product_id, p.name order by sum(s.spend) desc, s.product_id`,
          )
          .then((result) => rowsOf<Partial<Sums> & { product_id: unknown; name: string }>(result)),
        db
          .execute(sql`select ${SUMS} from ad_stats_daily s where ${where}`)
          .then((result) => rowsOf<Partial<Sums>>(result)),
      ]);
      return {
        date_from: from,
        date_to: to,
        days: days.map((row) => ({ day: dayText(row.day), ...figures(sumsOf(row)) })),
        products: products.map((row) => ({
          product_id: Number(row.product_id),
          name: row.name,
          ...figures(sumsOf(row)),
        })),
        totals: figures(sumsOf(totals)),
      };
    },

    /** The gateway: each event once by its id; refused ones are recorded but neither counted nor charged. */
    async recordEvents(events: AdEventInput[]) {
      const result = { accepted: 0, duplicates: 0, refused: [] as { id: string; reason: AdRefusal }[] };
      for (const event of events) {
        const outcome = await recordEvent(event);
        if (outcome === 'accepted') result.accepted += 1;
        else if (outcome === 'duplicate') result.duplicates += 1;
        else result.refused.push({ id: event.id, reason: outcome });
      }
      return result;
    },

    /**
     * Charges every closed Kyiv day (before today) of every campaign that spent, once: the
     * `ad_charges` row is inserted first in the charging transaction, so a second run, in this
     * process or another, finds it (or waits for it) and charges nothing. What `services` cannot
     * pay is recorded as the shortfall and the campaign stops with `out_of_funds`.
     */
    async chargeClosedDays(): Promise<{ charged: number; shortfall: number; days: number }> {
      const due = rowsOf<{ campaign_id: unknown; day: unknown; supplier_id: unknown }>(
        await db.execute(sql`select s.campaign_id, s.day, s.supplier_id from ad_stats_daily s
          where s.day < ${today()}::date
            and not exists (select 1 from ad_charges c where c.campaign_id = s.campaign_id and c.day = s.day)
          group by s.campaign_id, s.day, s.supplier_id having sum(s.spend) > 0
          order by s.day, s.campaign_id limit 1000`),
      );
      const total = { charged: 0, shortfall: 0, days: 0 };
      for (const item of due) {
        const campaignId = Number(item.campaign_id);
        const supplierId = Number(item.supplier_id);
        const day = dayText(item.day);
        const payer = await servicesPayer(moneyRepositories(db), supplierId);
        const outcome = await transaction(db, async (tx) => {
          const claimed = await tx.execute(sql`insert into ad_charges
              (campaign_id, day, supplier_id, spend, charged, shortfall)
            values (${campaignId}, ${day}::date, ${supplierId}, 0, 0, 0) on conflict do nothing`);
          if (affected(claimed) === 0) return null;
          const repos = moneyRepositories(tx);
          const ledger = await LockedLedger.lock(repos.ledger, payer.refs, 'uk');
          const [sums] = rowsOf<{ spend: unknown; clicks: unknown; name: string }>(
            await tx.execute(sql`select coalesce(sum(s.spend), 0) as spend, coalesce(sum(s.clicks), 0) as clicks,
                (select name from ad_campaigns where id = ${campaignId}) as name
              from ad_stats_daily s where s.campaign_id = ${campaignId} and s.day = ${day}::date`),
          );
          const spend = Number(sums?.spend ?? 0);
          const charged = Math.min(spend, ledger.balance(supplierAccount(supplierId, 'services')));
          let entryId: number | null = null;
          let touched: number[] = [];
          if (charged > 0) {
            const spent = await postServicesSpend(repos, ledger, payer, {
              kind: 'advertising',
              source: 'advertising',
              amountKopiyky: charged,
              reference: `advertising:${campaignId}:${day}`,
              metadata: {
                campaign_id: campaignId,
                campaign_name: sums?.name ?? '',
                day,
                clicks: Number(sums?.clicks ?? 0),
                spend,
              },
            });
            entryId = spent.entryId;
            touched = spent.touched;
          }
          const shortfall = spend - charged;
          await tx.execute(sql`update ad_charges set spend = ${spend}, charged = ${charged},
              shortfall = ${shortfall}, entry_id = ${entryId}
            where campaign_id = ${campaignId} and day = ${day}::date`);
          if (shortfall > 0) {
            await tx.execute(sql`update ad_campaigns set status = 'out_of_funds', updated_at = now()
              where id = ${campaignId} and status = 'active'`);
          }
          return { charged, shortfall, touched };
        });
        if (!outcome) continue;
        total.days += 1;
        total.charged += outcome.charged;
        total.shortfall += outcome.shortfall;
        if (outcome.shortfall > 0) log.warn({ campaignId, day, shortfall: outcome.shortfall }, 'ad spend short');
        await deps.announce(outcome.touched);
      }
      return total;
    },

    /**
     * Attributes the order lines placed since the last pass: a line whose product got a counted
     * click of a campaign of the same supplier within ATTRIBUTION_DAYS before the order counts
     * for the campaign of the last such click (its orders and revenue on the order's Kyiv day).
     * Orders younger than `settleMs` wait for the next pass, so one still being written is not skipped.
     */
    async attributeOrders({
      batch = 1000,
      settleMs = 5000,
    }: { batch?: number; settleMs?: number } = {}): Promise<number> {
      let lines = 0;
      for (;;) {
        const done = await transaction(db, async (tx) => {
          await tx.execute(sql`insert into ad_cursors (name, last_id) values ('orders', 0) on conflict do nothing`);
          const [cursor] = rowsOf<{ last_id: unknown }>(
            await tx.execute(sql`select last_id from ad_cursors where name = 'orders' for update`),
          );
          const from = Number(cursor?.last_id ?? 0);
          const [last] = rowsOf<{ id: unknown }>(
            await tx.execute(sql`select max(id) as id from (select id from orders where id > ${from}
              and created_at <= ${new Date(clock.now().getTime() - settleMs).toISOString()}::timestamptz
              order by id limit ${batch}) b`),
          );
          if (last?.id === null || last?.id === undefined) return true;
          const upTo = Number(last.id);
          const attributed = rowsOf<{ campaign_id: unknown; product_id: unknown; day: unknown; revenue: unknown }>(
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
                  and e.created_at > o.created_at - make_interval(days => ${ATTRIBUTION_DAYS}::int)
                order by e.created_at desc, e.id desc limit 1
              ) click on true
              where o.id > ${from} and o.id <= ${upTo} and oi.product_id is not null
              on conflict (order_item_id) do nothing
              returning campaign_id, product_id, day, revenue`),
          );
          const grouped = new Map<
            string,
            { campaign: number; product: number; day: string; n: number; revenue: number }
          >();
          for (const row of attributed) {
            const key = `${row.campaign_id}:${row.product_id}:${dayText(row.day)}`;
            const entry = grouped.get(key) ?? {
              campaign: Number(row.campaign_id),
              product: Number(row.product_id),
              day: dayText(row.day),
              n: 0,
              revenue: 0,
            };
            entry.n += 1;
            entry.revenue += Number(row.revenue);
            grouped.set(key, entry);
          }
          for (const entry of grouped.values()) {
            await tx.execute(sql`insert into ad_stats_daily (campaign_id, product_id, day, supplier_id, orders, revenue)
              select ${entry.campaign}, ${entry.product}, ${entry.day}::date, supplier_id, ${entry.n}, ${entry.revenue}
              from ad_campaigns where id = ${entry.campaign}
              on conflict (campaign_id, product_id, day) do update set
                orders = ad_stats_daily.orders + excluded.orders,
                revenue = ad_stats_daily.revenue + excluded.revenue`);
          }
          await tx.execute(sql`update ad_cursors set last_id = ${upTo} where name = 'orders'`);
          lines += attributed.length;
          return false;
        });
        if (done) return lines;
      }
    },
  };
}

export type AdvertisingService = ReturnType<typeof advertisingService>;
