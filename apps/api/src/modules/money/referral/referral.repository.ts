import { and, count, desc, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { suppliersRepository } from '../../identity';
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
      return (await suppliersRepository(db).findById(supplierId))?.referrerId ?? null;
    },

    async supplierName(supplierId: number): Promise<string> {
      const row = await suppliersRepository(db).findById(supplierId);
      return row ? `${row.firstname} ${row.lastname}`.trim() : '';
    },

    async isFriendOf(referrerId: number, referralId: number): Promise<boolean> {
      return (await suppliersRepository(db).findById(referralId))?.referrerId === referrerId;
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
      const { rows: friends, total } = await suppliersRepository(db).referrals(referrerId, page);
      if (friends.length === 0) return { rows: [], total };
      const sums = await db
        .select({
          referralId: referralRewards.referralId,
          spent: sql<number>`coalesce(sum(${referralRewards.purchaseAmount}), 0)`.mapWith(Number),
          earned: sql<number>`coalesce(sum(${referralRewards.rewardAmount}), 0)`.mapWith(Number),
        })
        .from(referralRewards)
        .where(
          and(
            eq(referralRewards.referrerId, referrerId),
            inArray(
              referralRewards.referralId,
              friends.map((friend) => friend.id),
            ),
            ...dayBounds(referralRewards.createdAt, range),
          ),
        )
        .groupBy(referralRewards.referralId);
      const byFriend = new Map(sums.map((row) => [row.referralId, row]));
      return {
        rows: friends.map((friend) => ({
          ...friend,
          spent: byFriend.get(friend.id)?.spent ?? 0,
          earned: byFriend.get(friend.id)?.earned ?? 0,
        })),
        total,
      };
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
            source: referralRewards.source,
            purchaseAmount: referralRewards.purchaseAmount,
            rewardAmount: referralRewards.rewardAmount,
            createdAt: referralRewards.createdAt,
          })
          .from(referralRewards)
          .where(where)
          .orderBy(desc(referralRewards.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(referralRewards).where(where),
      ]);
      const names = await suppliersRepository(db).names([...new Set(rows.map((row) => row.referralId))]);
      return {
        rows: rows.flatMap((row) => {
          const name = names.get(row.referralId);
          return name ? [{ ...row, ...name }] : [];
        }),
        total: counted?.n ?? 0,
      };
    },
  };
}

export type ReferralRepository = ReturnType<typeof referralRepository>;
