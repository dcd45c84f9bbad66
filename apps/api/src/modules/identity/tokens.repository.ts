import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { InvalidatedCache } from '../../db/listen-notify';
import { randomToken, sha256 } from '../../lib/crypto';
import { authTokens } from './identity.table';

/** Tokens touched more recently than this are not written back on every call. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

/** How long a token lives: `idleMs` after its last use (sliding), and `maxMs` after sign-in at most. */
export interface TokenLifetime {
  idleMs: number;
  maxMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function tokenLifetime(config: { SESSION_IDLE_DAYS: number; SESSION_MAX_DAYS: number }): TokenLifetime {
  return { idleMs: config.SESSION_IDLE_DAYS * DAY_MS, maxMs: config.SESSION_MAX_DAYS * DAY_MS };
}

/** When a token stops working unless used before (epoch ms). */
export function tokenExpiry(lifetime: TokenLifetime, createdAt: number, lastUsedAt: number): number {
  return Math.min(lastUsedAt + lifetime.idleMs, createdAt + lifetime.maxMs);
}

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

const HASHES_KEPT = 10_000;

/** Active tokens by SHA-256 hash; `token_revoked` notifications drop revoked ones (plugins/auth.ts). */
export type TokenCache = InvalidatedCache<string, ActiveToken & { createdAt: number; lastUsedAt: number }>;

/** Without a lifetime (repositories that only list, issue and revoke) tokens are not checked for expiry. */
export function tokensRepository(db: Db, cache?: TokenCache, lifetime?: TokenLifetime) {
  const expired = (createdAt: number, lastUsedAt: number) =>
    lifetime !== undefined && tokenExpiry(lifetime, createdAt, lastUsedAt) <= Date.now();

  /** Writes last_used_at back at most every LAST_USED_RESOLUTION_MS. */
  async function touch(id: number, lastUsedAt: number): Promise<number> {
    if (Date.now() - lastUsedAt <= LAST_USED_RESOLUTION_MS) return lastUsedAt;
    await db
      .update(authTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(authTokens.id, id), lt(authTokens.lastUsedAt, sql`now() - interval '1 minute'`)));
    return Date.now();
  }

  /** The hashes of tokens seen lately: a signed-in call answered from the cache skips SHA-256 (issue 36). */
  const hashes = new Map<string, string>();
  function hashOf(token: string): string {
    let hash = hashes.get(token);
    if (hash === undefined) {
      if (hashes.size >= HASHES_KEPT) hashes.clear();
      hash = sha256(token);
      hashes.set(token, hash);
    }
    return hash;
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
      const hash = hashOf(token);
      const cached = cache?.get(hash);
      // The absolute lifetime is decided here; an idle-looking entry is read again, since
      // another process may have used the token since.
      if (cached && lifetime && cached.createdAt + lifetime.maxMs <= Date.now()) return null;
      if (cached && !expired(cached.createdAt, cached.lastUsedAt)) {
        if (Date.now() - cached.lastUsedAt > LAST_USED_RESOLUTION_MS) {
          cached.lastUsedAt = await touch(cached.id, cached.lastUsedAt);
        }
        return { id: cached.id, supplierId: cached.supplierId };
      }
      const ticket = cache?.ticket() ?? 0;
      const [row] = await db
        .select({
          id: authTokens.id,
          supplierId: authTokens.supplierId,
          createdAt: authTokens.createdAt,
          lastUsedAt: authTokens.lastUsedAt,
        })
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, hash), isNull(authTokens.revokedAt)))
        .limit(1);
      if (!row || expired(row.createdAt.getTime(), row.lastUsedAt.getTime())) return null;
      const lastUsedAt = await touch(row.id, row.lastUsedAt.getTime());
      cache?.set(
        hash,
        { id: row.id, supplierId: row.supplierId, createdAt: row.createdAt.getTime(), lastUsedAt },
        ticket,
      );
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
