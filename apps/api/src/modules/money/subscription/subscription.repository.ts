import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { subscriptions } from './subscription.table';

export type Plan = (typeof subscriptions.$inferSelect)['plan'];

export function subscriptionsRepository(db: Db) {
  return {
    async expiresAt(supplierId: number, plan: Plan): Promise<Date | null> {
      const [row] = await db
        .select({ expiresAt: subscriptions.expiresAt })
        .from(subscriptions)
        .where(and(eq(subscriptions.supplierId, supplierId), eq(subscriptions.plan, plan)))
        .limit(1);
      return row?.expiresAt ?? null;
    },

    /** Starts the plan for `days` from now, or adds `days` to its end while it is still active. */
    async extend(supplierId: number, plan: Plan, now: Date, days: number): Promise<Date> {
      const fromNow = sql`${now.toISOString()}::timestamptz + make_interval(days => ${days}::int)`;
      const [row] = await db
        .insert(subscriptions)
        .values({ supplierId, plan, expiresAt: sql`${fromNow}` })
        .onConflictDoUpdate({
          target: [subscriptions.supplierId, subscriptions.plan],
          set: {
            expiresAt: sql`greatest(${subscriptions.expiresAt}, ${now.toISOString()}::timestamptz) + make_interval(days => ${days}::int)`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ expiresAt: subscriptions.expiresAt });
      return row!.expiresAt;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;
