import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { IntegrationScope } from '@supplier/contracts/integrations';
import type { Db } from '../../db/client';
import { integrations } from './integrations.table';

export type IntegrationRow = typeof integrations.$inferSelect;

export interface IntegrationValues {
  name: string;
  scopes: IntegrationScope[];
  expiresAt: Date | null;
  ipAllowList: string[];
}

/** Every query of the panel is scoped by supplier; `findByTokenHash` is the token's own lookup. */
export function integrationsRepository(db: Db) {
  const mine = (supplierId: number, id: number) =>
    and(eq(integrations.supplierId, supplierId), eq(integrations.id, id));

  return {
    list(supplierId: number): Promise<IntegrationRow[]> {
      return db
        .select()
        .from(integrations)
        .where(eq(integrations.supplierId, supplierId))
        .orderBy(desc(integrations.createdAt), desc(integrations.id));
    },

    async find(supplierId: number, id: number): Promise<IntegrationRow | null> {
      const [row] = await db.select().from(integrations).where(mine(supplierId, id)).limit(1);
      return row ?? null;
    },

    /** Integrations whose token is not revoked (they count toward the limit). */
    async countLive(supplierId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(integrations)
        .where(and(eq(integrations.supplierId, supplierId), isNull(integrations.revokedAt)));
      return row?.n ?? 0;
    },

    async insert(
      supplierId: number,
      values: IntegrationValues & { tokenPrefix: string; tokenHash: string },
    ): Promise<IntegrationRow> {
      const [row] = await db
        .insert(integrations)
        .values({ supplierId, ...values })
        .returning();
      return row!;
    },

    async update(
      supplierId: number,
      id: number,
      values: Partial<IntegrationValues> & { tokenPrefix?: string; tokenHash?: string; revokedAt?: Date },
    ): Promise<IntegrationRow | null> {
      const [row] = await db
        .update(integrations)
        .set({ ...values, updatedAt: sql`now()` })
        .where(mine(supplierId, id))
        .returning();
      return row ?? null;
    },

    /** The integration a presented token belongs to (by its SHA-256), revoked or not. */
    async findByTokenHash(tokenHash: string): Promise<IntegrationRow | null> {
      const [row] = await db.select().from(integrations).where(eq(integrations.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },

    /** Records a use of the token: when and from which address. */
    async markUsed(id: number, ip: string, at: Date): Promise<void> {
      await db.update(integrations).set({ lastUsedAt: at, lastUsedIp: ip }).where(eq(integrations.id, id));
    },
  };
}

export type IntegrationsRepository = ReturnType<typeof integrationsRepository>;
