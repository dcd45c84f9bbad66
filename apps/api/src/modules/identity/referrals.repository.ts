import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referralVisits, suppliers } from './identity.table';

export function referralsRepository(db: Db) {
  return {
    async referrerExists(referrerId: number): Promise<boolean> {
      const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, referrerId)).limit(1);
      return row !== undefined;
    },

    async recordVisit(referrerId: number, ip: string | null): Promise<void> {
      await db.insert(referralVisits).values({ referrerId, ip });
    },
  };
}
