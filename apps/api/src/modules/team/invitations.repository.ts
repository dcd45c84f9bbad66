import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { TeamRole } from '@supplier/contracts/team-roles';
import type { Db } from '../../db/client';
import { teamInvitations } from './team.table';

export type InvitationRow = typeof teamInvitations.$inferSelect;

/** How many of the newest invitations the panel lists (open ones and what became of the rest). */
const LISTED = 100;

export function invitationsRepository(db: Db) {
  const open = (now: Date) =>
    and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt), gt(teamInvitations.expiresAt, now));

  return {
    async create(input: {
      supplierId: number;
      telephone: string;
      email: string | null;
      name: string;
      role: TeamRole;
      tokenHash: string;
      invitedBy: number | null;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<InvitationRow> {
      const [row] = await db.insert(teamInvitations).values(input).returning();
      return row!;
    },

    /** A new invitation to a phone replaces the open one. */
    async revokeOpenTo(supplierId: number, telephone: string, now: Date): Promise<void> {
      await db
        .update(teamInvitations)
        .set({ revokedAt: now })
        .where(and(eq(teamInvitations.supplierId, supplierId), eq(teamInvitations.telephone, telephone), open(now)));
    },

    /** The invitation revoked; null when it is not this supplier's or no longer open. */
    async revoke(supplierId: number, id: number, now: Date): Promise<InvitationRow | null> {
      const [row] = await db
        .update(teamInvitations)
        .set({ revokedAt: now })
        .where(and(eq(teamInvitations.supplierId, supplierId), eq(teamInvitations.id, id), open(now)))
        .returning();
      return row ?? null;
    },

    async findOpenByToken(tokenHash: string, now: Date): Promise<InvitationRow | null> {
      const [row] = await db
        .select()
        .from(teamInvitations)
        .where(and(eq(teamInvitations.tokenHash, tokenHash), open(now)))
        .limit(1);
      return row ?? null;
    },

    /** Marks it accepted once: false when another request accepted or revoked it first. */
    async accept(id: number, memberId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(teamInvitations)
        .set({ acceptedAt: now, memberId })
        .where(and(eq(teamInvitations.id, id), open(now)))
        .returning({ id: teamInvitations.id });
      return rows.length > 0;
    },

    async list(supplierId: number): Promise<InvitationRow[]> {
      return db
        .select()
        .from(teamInvitations)
        .where(eq(teamInvitations.supplierId, supplierId))
        .orderBy(desc(teamInvitations.id))
        .limit(LISTED);
    },

    async sentSince(supplierId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(teamInvitations)
        .where(and(eq(teamInvitations.supplierId, supplierId), gt(teamInvitations.createdAt, since)));
      return row?.n ?? 0;
    },
  };
}

export type InvitationsRepository = ReturnType<typeof invitationsRepository>;
