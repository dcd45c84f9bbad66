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
import { ledgerRepository, supplierAccount } from '../money/ledger/ledger.repository';
import { insufficientFunds, LockedLedger } from '../money/ledger/ledger.service';
import type { BalanceAnnouncer } from '../money/money.events';
import { moneyRepositories } from '../money/money.store';
import { postServicesSpend, servicesPayer } from '../money/spend/services-spend';
import { advertisingText } from './advertising.messages';
import { advertisingRepository, type AdEventRow, type CampaignValues, type SumsRow } from './advertising.repository';
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

function sumsOf(row: SumsRow | undefined): Sums {
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
  const repo = advertisingRepository(db);
  const today = () => kyivDay(clock.now());
  const values = (input: CampaignInput): CampaignValues => ({
    name: input.name,
    dailyBudget: hryvniasToKopiyky(input.daily_budget),
    bid: hryvniasToKopiyky(input.bid),
    startsOn: input.starts_on,
    endsOn: input.ends_on,
  });

  async function findRow(supplierId: number, id: number): Promise<CampaignRow | null> {
    const row = await repo.campaign(supplierId, id);
    return row ? campaignRow(row) : null;
  }

  async function requireRow(supplierId: number, id: number, locale: Locale): Promise<CampaignRow> {
    const row = await findRow(supplierId, id);
    if (!row) throw httpErrors.notFound(advertisingText(locale, 'campaign_not_found'));
    return row;
  }

  async function present(rows: CampaignRow[], locale: Locale): Promise<Campaign[]> {
    if (rows.length === 0) return [];
    const day = today();
    const { products, todays, totals } = await repo.presented(
      rows.map((row) => row.id),
      day,
    );
    const byCampaign = <T extends { campaign_id: unknown }>(rows: T[]) => {
      const map = new Map<number, T[]>();
      for (const row of rows) {
        const key = Number(row.campaign_id);
        map.set(key, [...(map.get(key) ?? []), row]);
      }
      return map;
    };
    const productMap = byCampaign(products);
    const todayMap = byCampaign(todays);
    const totalMap = byCampaign(totals);
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
        today: figures(sumsOf(todayMap.get(row.id)?.[0])),
        totals: figures(sumsOf(totalMap.get(row.id)?.[0])),
        created_at: new Date(row.created_at).toISOString(),
      };
    });
  }

  async function checkProducts(supplierId: number, ids: number[], locale: Locale): Promise<void> {
    const own = await repo.ownProductIds(supplierId, ids);
    const foreign = ids.filter((id) => !own.has(id));
    if (foreign.length > 0) {
      const text = advertisingText(locale, 'products_unknown', { ids: foreign.join(', ') });
      throw httpErrors.validation(text, { product_ids: [text] });
    }
  }

  /** Services balance less what is counted but not yet charged: what the next click may spend. */
  async function available(executor: Db, supplierId: number): Promise<number> {
    const balances = await ledgerRepository(executor).balancesOf(supplierId);
    return balances.services - (await repo.unbilled(executor, supplierId));
  }

  async function recordEvent(event: AdEventInput): Promise<'accepted' | 'duplicate' | AdRefusal> {
    const supplierId = await repo.ownerOf(event.campaign_id);
    if (supplierId === null) return 'unknown_campaign';
    const services = supplierAccount(supplierId, 'services');
    if (event.type === 'click') await ledgerRepository(db).ensureAccounts([services]);
    const at = clock.now();
    const day = kyivDay(at);
    return transaction(db, async (tx) => {
      if (await repo.eventSeen(tx, event.id)) return 'duplicate';
      // A click may spend: the supplier's services row first (as every money movement locks it),
      // then the campaign, so clicks of one supplier and the daily charge take turns.
      if (event.type === 'click') await ledgerRepository(tx).lockAccounts([services]);
      const raw = await repo.lockForEvent(tx, event.campaign_id, event.product_id);
      const row = campaignRow(raw);
      let reason: AdRefusal | null = null;
      let cost = 0;
      if (!raw.has_product) reason = 'unknown_campaign';
      else if (row.status === 'out_of_funds') reason = 'out_of_funds';
      else if (!isRunning(row, day)) reason = 'not_running';
      else {
        if ((await repo.spentOn(tx, row.id, day)) + row.bid > row.daily_budget) reason = 'budget_exhausted';
        else if (event.type === 'click') {
          if ((await available(tx, supplierId)) < row.bid) {
            reason = 'out_of_funds';
            await repo.outOfFunds(tx, row.id);
          } else cost = row.bid;
        }
      }
      const recorded: AdEventRow = {
        externalId: event.id,
        campaignId: row.id,
        productId: event.product_id,
        kind: event.type,
        day,
        cost,
        reason,
        at,
      };
      if (!(await repo.insertEvent(tx, recorded))) return 'duplicate';
      if (reason) return reason;
      await repo.countEvent(tx, recorded, supplierId);
      return 'accepted';
    });
  }

  return {
    today,

    async list(supplierId: number, locale: Locale): Promise<CampaignsResponse> {
      const rows = (await repo.campaigns(supplierId)).map(campaignRow);
      const [data, summary, balances, owed] = await Promise.all([
        present(rows, locale),
        repo.supplierSums(supplierId),
        ledgerRepository(db).balancesOf(supplierId),
        repo.unbilled(db, supplierId),
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
        const campaignId = await repo.insertCampaign(tx, supplierId, values(input));
        await repo.setProducts(tx, campaignId, input.product_ids);
        return campaignId;
      });
      return this.get(supplierId, id, locale);
    },

    async update(supplierId: number, id: number, input: CampaignInput, locale: Locale): Promise<Campaign> {
      await requireRow(supplierId, id, locale);
      await checkProducts(supplierId, input.product_ids, locale);
      await transaction(db, async (tx) => {
        await repo.updateCampaign(tx, supplierId, id, values(input));
        await repo.setProducts(tx, id, input.product_ids);
      });
      return this.get(supplierId, id, locale);
    },

    async pause(supplierId: number, id: number, locale: Locale): Promise<Campaign> {
      await requireRow(supplierId, id, locale);
      await repo.setStatus(supplierId, id, 'paused');
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
      await repo.setStatus(supplierId, id, 'active');
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
      const { days, products, totals } = await repo.stats(id, from, to);
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
      const due = await repo.dueCharges(today());
      const total = { charged: 0, shortfall: 0, days: 0 };
      for (const item of due) {
        const campaignId = Number(item.campaign_id);
        const supplierId = Number(item.supplier_id);
        const day = dayText(item.day);
        const payer = await servicesPayer(moneyRepositories(db), supplierId);
        const outcome = await transaction(db, async (tx) => {
          if (!(await repo.claimCharge(tx, campaignId, day, supplierId))) return null;
          const repos = moneyRepositories(tx);
          const ledger = await LockedLedger.lock(repos.ledger, payer.refs, 'uk');
          const { spend, clicks, name } = await repo.daySpend(tx, campaignId, day);
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
                campaign_name: name,
                day,
                clicks,
                spend,
              },
            });
            entryId = spent.entryId;
            touched = spent.touched;
          }
          const shortfall = spend - charged;
          await repo.settleCharge(tx, campaignId, day, { spend, charged, shortfall, entryId });
          if (shortfall > 0) await repo.outOfFunds(tx, campaignId);
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
          const next = await repo.nextOrders(tx, batch, new Date(clock.now().getTime() - settleMs));
          if (!next) return true;
          const attributed = await repo.attribute(tx, next.from, next.upTo, ATTRIBUTION_DAYS);
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
            await repo.countOrders(tx, entry);
          }
          await repo.moveCursor(tx, next.upTo);
          lines += attributed.length;
          return false;
        });
        if (done) return lines;
      }
    },
  };
}

export type AdvertisingService = ReturnType<typeof advertisingService>;
