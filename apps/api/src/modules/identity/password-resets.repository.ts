import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, suppliers } from './identity.table';

export interface ActiveReset {
  id: number;
  supplierId: number;
  smsCodeId: number;
  telephone: string;
}

export function passwordResetsRepository(db: Db) {
  return {
    async create(values: {
      supplierId: number;
      tokenHash: string;
      smsCodeId: number;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(passwordResets).values(values);
    },

    async findActive(tokenHash: string, now: Date): Promise<ActiveReset | null> {
      const [row] = await db
        .select({
          id: passwordResets.id,
          supplierId: passwordResets.supplierId,
          smsCodeId: passwordResets.smsCodeId,
          telephone: suppliers.telephone,
        })
        .from(passwordResets)
        .innerJoin(suppliers, eq(suppliers.id, passwordResets.supplierId))
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Single use: false when the token was already spent. */
    async markUsed(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      return rows.length > 0;
    },
  };
}
