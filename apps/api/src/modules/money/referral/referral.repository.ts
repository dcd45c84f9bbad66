import { and, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { suppliers } from '../../identity/identity.table';
import { referralRewards } from './referral.table';

export type NewReward = typeof referralRewards.$inferInsert;

export interface FriendStats {
  id: number;
  firstname: string;
  lastname: string;
  registeredAt: Date;
  spent: number;
  earned: number;
}

export interface RewardRow {
  id: number;
  referralId: number;
  firstname: string;
  lastname: string;
  source: NewReward['source'];
  purchaseAmount: number;
  rewardAmount: number;
  createdAt: Date;
}

function dayBounds(column: typeof referralRewards.createdAt, range: { dateFrom?: string; dateTo?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (range.dateFrom)
    conditions.push(sql`${column} >= (${range.dateFrom}::date::timestamp at time zone 'Europe/Kyiv')`);
  if (range.dateTo)
    conditions.push(sql`${column} < ((${range.dateTo}::date + 1)::timestamp at time zone 'Europe/Kyiv')`);
  return conditions;
}

export function referralRepository(db: Db) {
  return {
    async referrerOf(supplierId: number): Promise<number | null> {
      const [row] = await db
        .select({ referrerId: suppliers.referrerId })
        .from(suppliers)
        .where(eq(suppliers.id, supplierId))
        .limit(1);
      return row?.referrerId ?? null;
    },

    async supplierName(supplierId: number): Promise<string> {
      const [row] = await db
        .select({ firstname: suppliers.firstname, lastname: suppliers.lastname })
        .from(suppliers)
        .where(eq(suppliers.id, supplierId))
        .limit(1);
      return row ? `${row.firstname} ${row.lastname}`.trim() : '';
    },

    async isFriendOf(referrerId: number, referralId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(and(eq(suppliers.id, referralId), eq(suppliers.referrerId, referrerId)))
        .limit(1);
      return row !== undefined;
    },

    async insertReward(reward: NewReward): Promise<void> {
      await db.insert(referralRewards).values(reward);
    },

    async totalEarned(referrerId: number): Promise<number> {
      const [row] = await db
        .select({ total: sum(referralRewards.rewardAmount).mapWith(Number) })
        .from(referralRewards)
        .where(eq(referralRewards.referrerId, referrerId));
      return row?.total ?? 0;
    },

    /** Every invited friend, newest first, with what they spent and earned the referrer within the dates. */
    async friends(
      referrerId: number,
      range: { dateFrom?: string; dateTo?: string },
      page: { limit: number; offset: number },
    ): Promise<{ rows: FriendStats[]; total: number }> {
      const joinOn = and(
        eq(referralRewards.referralId, suppliers.id),
        eq(referralRewards.referrerId, referrerId),
        ...dayBounds(referralRewards.createdAt, range),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: suppliers.id,
            firstname: suppliers.firstname,
            lastname: suppliers.lastname,
            registeredAt: suppliers.createdAt,
            spent: sql<number>`coalesce(sum(${referralRewards.purchaseAmount}), 0)`.mapWith(Number),
            earned: sql<number>`coalesce(sum(${referralRewards.rewardAmount}), 0)`.mapWith(Number),
          })
          .from(suppliers)
          .leftJoin(referralRewards, joinOn)
          .where(eq(suppliers.referrerId, referrerId))
          .groupBy(suppliers.id)
          .orderBy(desc(suppliers.createdAt), desc(suppliers.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(suppliers).where(eq(suppliers.referrerId, referrerId)),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async rewards(
      referrerId: number,
      referralId: number | undefined,
      page: { limit: number; offset: number },
    ): Promise<{ rows: RewardRow[]; total: number }> {
      const where = and(
        eq(referralRewards.referrerId, referrerId),
        referralId === undefined ? undefined : eq(referralRewards.referralId, referralId),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: referralRewards.id,
            referralId: referralRewards.referralId,
            firstname: suppliers.firstname,
            lastname: suppliers.lastname,
            source: referralRewards.source,
            purchaseAmount: referralRewards.purchaseAmount,
            rewardAmount: referralRewards.rewardAmount,
            createdAt: referralRewards.createdAt,
          })
          .from(referralRewards)
          .innerJoin(suppliers, eq(suppliers.id, referralRewards.referralId))
          .where(where)
          .orderBy(desc(referralRewards.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(referralRewards).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },
  };
}

export type ReferralRepository = ReturnType<typeof referralRepository>;
