import { and, desc, eq, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TeamRole } from '@supplier/contracts/team-roles';
import type { Db } from '../../db/client';
import type { InvalidatedCache } from '../../db/listen-notify';
import { randomToken, sha256 } from '../../lib/crypto';
import { authTokens, teamMembers } from './identity.table';

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

/** Who a request is signed in as (issue 34). */
export interface ActiveToken {
  id: number;
  supplierId: number;
  /** The team member signed in; null for the supplier's own sign-in (the account holder). */
  memberId: number | null;
  /** What the member may do; 'owner' for the account holder. */
  role: TeamRole;
}

/** One person's sessions in one supplier: the account holder's (memberId null) or a member's. */
export interface SessionOwner {
  supplierId: number;
  memberId: number | null;
}

function ownedBy(owner: SessionOwner): SQL {
  return and(
    eq(authTokens.supplierId, owner.supplierId),
    owner.memberId === null ? isNull(authTokens.memberId) : eq(authTokens.memberId, owner.memberId),
  )!;
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
    /** A new token for the account holder (a supplier id) or a team member. */
    async issue(owner: number | SessionOwner, meta: { userAgent?: string; ip?: string }): Promise<string> {
      const { supplierId, memberId } = typeof owner === 'number' ? { supplierId: owner, memberId: null } : owner;
      const token = randomToken();
      await db.insert(authTokens).values({
        supplierId,
        memberId,
        tokenHash: sha256(token),
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
        ip: meta.ip ?? null,
      });
      return token;
    },

    /**
     * The token's owner when the cache alone can tell: cached, within its lifetime and touched
     * lately enough. Otherwise undefined, and findActive decides (issue 36: no promise per call).
     */
    cachedActive(token: string): ActiveToken | undefined {
      const cached = cache?.get(hashOf(token));
      if (!cached || expired(cached.createdAt, cached.lastUsedAt)) return undefined;
      if (Date.now() - cached.lastUsedAt > LAST_USED_RESOLUTION_MS) return undefined;
      return { id: cached.id, supplierId: cached.supplierId, memberId: cached.memberId, role: cached.role };
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
        return { id: cached.id, supplierId: cached.supplierId, memberId: cached.memberId, role: cached.role };
      }
      const ticket = cache?.ticket() ?? 0;
      const [row] = await db
        .select({
          id: authTokens.id,
          supplierId: authTokens.supplierId,
          memberId: authTokens.memberId,
          role: teamMembers.role,
          createdAt: authTokens.createdAt,
          lastUsedAt: authTokens.lastUsedAt,
        })
        .from(authTokens)
        .leftJoin(teamMembers, eq(teamMembers.id, authTokens.memberId))
        .where(
          and(
            eq(authTokens.tokenHash, hash),
            isNull(authTokens.revokedAt),
            or(isNull(authTokens.memberId), eq(teamMembers.status, 'active')),
          ),
        )
        .limit(1);
      if (!row || expired(row.createdAt.getTime(), row.lastUsedAt.getTime())) return null;
      const lastUsedAt = await touch(row.id, row.lastUsedAt.getTime());
      const active: ActiveToken = {
        id: row.id,
        supplierId: row.supplierId,
        memberId: row.memberId,
        role: row.memberId === null ? 'owner' : row.role!,
      };
      cache?.set(hash, { ...active, createdAt: row.createdAt.getTime(), lastUsedAt }, ticket);
      return active;
    },

    /** One person's signed-in devices in a supplier, most recently used first. */
    async listActive(owner: SessionOwner): Promise<SessionRow[]> {
      return db
        .select({
          id: authTokens.id,
          userAgent: authTokens.userAgent,
          ip: authTokens.ip,
          createdAt: authTokens.createdAt,
          lastUsedAt: authTokens.lastUsedAt,
        })
        .from(authTokens)
        .where(and(ownedBy(owner), isNull(authTokens.revokedAt)))
        .orderBy(desc(authTokens.lastUsedAt), desc(authTokens.id));
    },

    async revoke(tokenId: number): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(eq(authTokens.id, tokenId));
    },

    /** Ends one of the person's own sessions; false when it is not theirs or already ended. */
    async revokeOwn(owner: SessionOwner, tokenId: number): Promise<boolean> {
      const rows = await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(authTokens.id, tokenId), ownedBy(owner), isNull(authTokens.revokedAt)))
        .returning({ id: authTokens.id });
      return rows.length > 0;
    },

    async revokeOthers(owner: SessionOwner, keepTokenId: number): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(ownedBy(owner), ne(authTokens.id, keepTokenId), isNull(authTokens.revokedAt)));
    },

    /** Every session of the person (the account holder's when memberId is null); the trigger announces each. */
    async revokeAll(owner: SessionOwner): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(ownedBy(owner), isNull(authTokens.revokedAt)));
    },

    /**
     * Drops a member's live tokens from every process's cache without ending them, so a changed
     * role is read again at once (the same `token_revoked` channel the revocation trigger uses).
     */
    async forgetMember(memberId: number): Promise<void> {
      await db.execute(
        sql`select pg_notify('token_revoked', token_hash) from ${authTokens}
             where ${authTokens.memberId} = ${memberId} and ${authTokens.revokedAt} is null`,
      );
    },
  };
}
