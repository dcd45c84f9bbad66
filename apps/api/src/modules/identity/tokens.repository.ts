import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { InvalidatedCache } from '../../db/notifications';
import { randomToken, sha256 } from '../../lib/crypto';
import { authTokens } from './identity.table';

/** Tokens touched more recently than this are not written back on every call. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

export interface ActiveToken {
  id: number;
  supplierId: number;
}

export interface SessionRow {
  id: number;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/** Active tokens by SHA-256 hash; `token_revoked` notifications drop revoked ones (plugins/auth.ts). */
export type TokenCache = InvalidatedCache<string, ActiveToken & { lastUsedAt: number }>;

export function tokensRepository(db: Db, cache?: TokenCache) {
  /** Writes last_used_at back at most every LAST_USED_RESOLUTION_MS. */
  async function touch(id: number, lastUsedAt: number): Promise<number> {
    if (Date.now() - lastUsedAt <= LAST_USED_RESOLUTION_MS) return lastUsedAt;
    await db
      .update(authTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(authTokens.id, id), lt(authTokens.lastUsedAt, sql`now() - interval '1 minute'`)));
    return Date.now();
  }

  return {
    async issue(supplierId: number, meta: { userAgent?: string; ip?: string }): Promise<string> {
      const token = randomToken();
      await db.insert(authTokens).values({
        supplierId,
        tokenHash: sha256(token),
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
        ip: meta.ip ?? null,
      });
      return token;
    },

    async findActive(token: string): Promise<ActiveToken | null> {
      const hash = sha256(token);
      const cached = cache?.get(hash);
      if (cached) {
        if (Date.now() - cached.lastUsedAt > LAST_USED_RESOLUTION_MS) {
          cached.lastUsedAt = await touch(cached.id, cached.lastUsedAt);
        }
        return { id: cached.id, supplierId: cached.supplierId };
      }
      const ticket = cache?.ticket() ?? 0;
      const [row] = await db
        .select({ id: authTokens.id, supplierId: authTokens.supplierId, lastUsedAt: authTokens.lastUsedAt })
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, hash), isNull(authTokens.revokedAt)))
        .limit(1);
      if (!row) return null;
      const lastUsedAt = await touch(row.id, row.lastUsedAt.getTime());
      cache?.set(hash, { id: row.id, supplierId: row.supplierId, lastUsedAt }, ticket);
      return { id: row.id, supplierId: row.supplierId };
    },

    /** The supplier's signed-in devices, most recently used first. */
    async listActive(supplierId: number): Promise<SessionRow[]> {
      return db
        .select({
          id: authTokens.id,
          userAgent: authTokens.userAgent,
          ip: authTokens.ip,
          createdAt: authTokens.createdAt,
          lastUsedAt: authTokens.lastUsedAt,
        })
        .from(authTokens)
        .where(and(eq(authTokens.supplierId, supplierId), isNull(authTokens.revokedAt)))
        .orderBy(desc(authTokens.lastUsedAt), desc(authTokens.id));
    },

    async revoke(tokenId: number): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(eq(authTokens.id, tokenId));
    },

    /** Ends one of the supplier's own sessions; false when it is not theirs or already ended. */
    async revokeOwn(supplierId: number, tokenId: number): Promise<boolean> {
      const rows = await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.id, tokenId), eq(authTokens.supplierId, supplierId), isNull(authTokens.revokedAt)))
        .returning({ id: authTokens.id });
      return rows.length > 0;
    },

    async revokeOthers(supplierId: number, keepTokenId: number): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(eq(authTokens.supplierId, supplierId), ne(authTokens.id, keepTokenId), isNull(authTokens.revokedAt)),
        );
    },

    async revokeAll(supplierId: number): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.supplierId, supplierId), isNull(authTokens.revokedAt)));
    },
  };
}
