import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { TeamRole } from '@supplier/contracts/team-roles';
import type { Db } from '../../db/client';
import { authTokens, suppliers, teamMembers, teamPeople } from './identity.table';

export type PersonRow = typeof teamPeople.$inferSelect;
export type MemberStatus = (typeof teamMembers.$inferSelect)['status'];

/** A member of a supplier's team with the person behind it. */
export interface MemberRow {
  id: number;
  supplierId: number;
  personId: number;
  role: TeamRole;
  status: MemberStatus;
  createdAt: Date;
  lastSignInAt: Date | null;
  name: string;
  telephone: string;
  email: string | null;
  /** The member's own Telegram chat for their notifications (ADR 0052). */
  telegramId: string | null;
}

/** A person's last device and live sessions in a supplier (memberId null: the account holder's). */
export interface SessionStats {
  memberId: number | null;
  userAgent: string | null;
  ip: string | null;
  lastUsedAt: Date;
  /** When they last signed in (their newest token's creation). */
  lastSignInAt: Date;
  active: number;
}

const memberColumns = {
  id: teamMembers.id,
  supplierId: teamMembers.supplierId,
  personId: teamMembers.personId,
  role: teamMembers.role,
  status: teamMembers.status,
  createdAt: teamMembers.createdAt,
  lastSignInAt: teamMembers.lastSignInAt,
  name: teamPeople.name,
  telephone: teamPeople.telephone,
  email: teamPeople.email,
  telegramId: teamMembers.telegramId,
};

/** The people of suppliers' teams and their memberships (issue 34); every write of these tables. */
export function membersRepository(db: Db) {
  const members = () =>
    db.select(memberColumns).from(teamMembers).innerJoin(teamPeople, eq(teamPeople.id, teamMembers.personId));

  return {
    async findPerson(telephone: string): Promise<PersonRow | null> {
      const [row] = await db.select().from(teamPeople).where(eq(teamPeople.telephone, telephone)).limit(1);
      return row ?? null;
    },

    async findPersonById(id: number): Promise<PersonRow | null> {
      const [row] = await db.select().from(teamPeople).where(eq(teamPeople.id, id)).limit(1);
      return row ?? null;
    },

    /** The person of the phone, created when new; an empty name or email is filled in, a set one kept. */
    async ensurePerson(input: { telephone: string; name: string; email: string | null }): Promise<PersonRow> {
      const [row] = await db
        .insert(teamPeople)
        .values(input)
        .onConflictDoUpdate({
          target: teamPeople.telephone,
          set: {
            name: sql`case when ${teamPeople.name} = '' then excluded.name else ${teamPeople.name} end`,
            email: sql`coalesce(${teamPeople.email}, excluded.email)`,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return row!;
    },

    async setPersonPassword(personId: number, passwordHash: string): Promise<void> {
      await db
        .update(teamPeople)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(teamPeople.id, personId));
    },

    async setPersonName(personId: number, name: string): Promise<void> {
      await db
        .update(teamPeople)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(teamPeople.id, personId));
    },

    /** The person's active memberships in confirmed suppliers, the most recently used first. */
    async activeMemberships(personId: number): Promise<(MemberRow & { supplierName: string })[]> {
      return db
        .select({
          ...memberColumns,
          supplierName: sql<string>`trim(${suppliers.firstname} || ' ' || ${suppliers.lastname})`,
        })
        .from(teamMembers)
        .innerJoin(teamPeople, eq(teamPeople.id, teamMembers.personId))
        .innerJoin(suppliers, eq(suppliers.id, teamMembers.supplierId))
        .where(
          and(
            eq(teamMembers.personId, personId),
            eq(teamMembers.status, 'active'),
            eq(suppliers.isConfirmTelephone, true),
          ),
        )
        .orderBy(sql`${teamMembers.lastSignInAt} desc nulls last`, desc(teamMembers.id));
    },

    /** A member of this supplier only: another supplier's member is not found. */
    async find(supplierId: number, memberId: number): Promise<MemberRow | null> {
      const [row] = await members()
        .where(and(eq(teamMembers.supplierId, supplierId), eq(teamMembers.id, memberId)))
        .limit(1);
      return row ?? null;
    },

    async findByPerson(supplierId: number, personId: number): Promise<MemberRow | null> {
      const [row] = await members()
        .where(and(eq(teamMembers.supplierId, supplierId), eq(teamMembers.personId, personId)))
        .limit(1);
      return row ?? null;
    },

    async list(supplierId: number): Promise<MemberRow[]> {
      return members().where(eq(teamMembers.supplierId, supplierId)).orderBy(teamMembers.id);
    },

    /** Joins the person to the team, or brings a deactivated membership back with the new role. */
    async add(input: {
      supplierId: number;
      personId: number;
      role: TeamRole;
      invitedBy: number | null;
    }): Promise<number> {
      const [row] = await db
        .insert(teamMembers)
        .values(input)
        .onConflictDoUpdate({
          target: [teamMembers.supplierId, teamMembers.personId],
          set: { role: input.role, status: 'active', updatedAt: sql`now()` },
        })
        .returning({ id: teamMembers.id });
      return row!.id;
    },

    async setRole(supplierId: number, memberId: number, role: TeamRole): Promise<void> {
      await db
        .update(teamMembers)
        .set({ role, updatedAt: sql`now()` })
        .where(and(eq(teamMembers.supplierId, supplierId), eq(teamMembers.id, memberId)));
    },

    async setStatus(supplierId: number, memberId: number, status: MemberStatus): Promise<void> {
      await db
        .update(teamMembers)
        .set({ status, updatedAt: sql`now()` })
        .where(and(eq(teamMembers.supplierId, supplierId), eq(teamMembers.id, memberId)));
    },

    /** Removes the membership; its tokens go with it (ON DELETE CASCADE, announced by the revocation trigger). */
    async remove(supplierId: number, memberId: number): Promise<boolean> {
      const rows = await db
        .delete(teamMembers)
        .where(and(eq(teamMembers.supplierId, supplierId), eq(teamMembers.id, memberId)))
        .returning({ id: teamMembers.id });
      return rows.length > 0;
    },

    /** The active members of the supplier holding one of `roles`, with where they are reached. */
    async recipients(
      supplierId: number,
      roles: readonly TeamRole[],
    ): Promise<{ memberId: number; telephone: string; email: string | null; telegramId: string | null }[]> {
      if (roles.length === 0) return [];
      return db
        .select({
          memberId: teamMembers.id,
          telephone: teamPeople.telephone,
          email: teamPeople.email,
          telegramId: teamMembers.telegramId,
        })
        .from(teamMembers)
        .innerJoin(teamPeople, eq(teamPeople.id, teamMembers.personId))
        .where(
          and(
            eq(teamMembers.supplierId, supplierId),
            eq(teamMembers.status, 'active'),
            inArray(teamMembers.role, [...roles]),
          ),
        )
        .orderBy(teamMembers.id);
    },

    /** Sets or clears the member's own Telegram chat (ADR 0052); answers the chat it had. */
    async setTelegram(memberId: number, chatId: string | null): Promise<string | null> {
      const [before] = await db
        .select({ telegramId: teamMembers.telegramId })
        .from(teamMembers)
        .where(eq(teamMembers.id, memberId))
        .for('update');
      await db.update(teamMembers).set({ telegramId: chatId }).where(eq(teamMembers.id, memberId));
      return before?.telegramId ?? null;
    },

    async signedIn(memberId: number): Promise<void> {
      await db
        .update(teamMembers)
        .set({ lastSignInAt: sql`now()` })
        .where(eq(teamMembers.id, memberId));
    },

    /** Each person's last device and live sessions in the supplier, by member (null: the account holder). */
    async sessionStats(supplierId: number): Promise<SessionStats[]> {
      const [last, counts] = await Promise.all([
        db
          .selectDistinctOn([authTokens.memberId], {
            memberId: authTokens.memberId,
            userAgent: authTokens.userAgent,
            ip: authTokens.ip,
            lastUsedAt: authTokens.lastUsedAt,
          })
          .from(authTokens)
          .where(eq(authTokens.supplierId, supplierId))
          .orderBy(authTokens.memberId, desc(authTokens.lastUsedAt), desc(authTokens.id)),
        db
          .select({
            memberId: authTokens.memberId,
            active: sql<number>`(count(*) filter (where ${authTokens.revokedAt} is null))::int`,
            lastSignInAt: max(authTokens.createdAt),
          })
          .from(authTokens)
          .where(eq(authTokens.supplierId, supplierId))
          .groupBy(authTokens.memberId),
      ]);
      const totals = new Map(counts.map((row) => [row.memberId, row]));
      return last.map((row) => {
        const total = totals.get(row.memberId);
        return { ...row, active: total?.active ?? 0, lastSignInAt: total?.lastSignInAt ?? row.lastUsedAt };
      });
    },
  };
}

export type MembersRepository = ReturnType<typeof membersRepository>;
