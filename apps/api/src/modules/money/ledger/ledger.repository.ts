import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LedgerEntryType } from '@supplier/contracts/money-ledger';
import type { Db } from '../../../db/client';
import {
  journalEntries,
  ledgerAccounts,
  postings,
  type AccountKind,
  type PlatformAccountKind,
  type SupplierAccountKind,
} from './ledger.table';

/** Names one balance: a supplier's (`supplierId`) or the platform's (`null`). */
export interface AccountRef {
  supplierId: number | null;
  kind: AccountKind;
}

export const supplierAccount = (supplierId: number, kind: SupplierAccountKind): AccountRef => ({ supplierId, kind });
export const platformAccount = (kind: PlatformAccountKind): AccountRef => ({ supplierId: null, kind });
export const accountKey = (ref: AccountRef): string => `${ref.supplierId ?? 'platform'}:${ref.kind}`;

export interface AccountRow {
  id: number;
  supplierId: number | null;
  kind: AccountKind;
  balance: number;
}

export interface NewEntry {
  kind: LedgerEntryType;
  supplierId: number | null;
  description?: string | null;
  reference?: string | null;
  idempotencyKeyId?: number | null;
  metadata?: Record<string, unknown>;
}

export interface NewPosting {
  accountId: number;
  amount: number;
  balanceAfter: number;
}

export interface HistoryFilter {
  type?: LedgerEntryType;
  /** Calendar days (YYYY-MM-DD), inclusive, in Europe/Kyiv. */
  dateFrom?: string;
  dateTo?: string;
}

export interface HistoryRow {
  id: number;
  kind: LedgerEntryType;
  description: string | null;
  metadata: Record<string, unknown>;
  amount: number;
  balanceAfter: number;
  createdAt: Date;
}

/** Accounts known to exist, per database: they are never removed, so they are created once. */
const knownAccounts = new WeakMap<object, Set<string>>();

function refCondition(ref: AccountRef): SQL {
  return ref.supplierId === null
    ? and(isNull(ledgerAccounts.supplierId), eq(ledgerAccounts.kind, ref.kind))!
    : and(eq(ledgerAccounts.supplierId, ref.supplierId), eq(ledgerAccounts.kind, ref.kind))!;
}

function dayStart(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone 'Europe/Kyiv')`;
}

function dayEnd(day: string): SQL {
  return sql`((${day}::date + 1)::timestamp at time zone 'Europe/Kyiv')`;
}

/** The journal: accounts, entries and postings. Only this file writes them. */
export function ledgerRepository(db: Db) {
  return {
    /**
     * Creates the accounts that do not exist yet. Runs before the money transaction (its own
     * statement), so that transaction only ever locks rows that already exist.
     */
    async ensureAccounts(refs: AccountRef[]): Promise<void> {
      let known = knownAccounts.get(db);
      if (!known) knownAccounts.set(db, (known = new Set()));
      const missing = refs.filter((ref) => !known.has(accountKey(ref)));
      if (missing.length === 0) return;
      await db
        .insert(ledgerAccounts)
        .values(missing.map((ref) => ({ supplierId: ref.supplierId, kind: ref.kind })))
        .onConflictDoNothing();
      for (const ref of missing) known.add(accountKey(ref));
    },

    /** SELECT … FOR UPDATE on the accounts, always in id order, so movements never deadlock. */
    async lockAccounts(refs: AccountRef[]): Promise<AccountRow[]> {
      if (refs.length === 0) return [];
      return db
        .select({
          id: ledgerAccounts.id,
          supplierId: ledgerAccounts.supplierId,
          kind: ledgerAccounts.kind,
          balance: ledgerAccounts.balance,
        })
        .from(ledgerAccounts)
        .where(or(...refs.map(refCondition)))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
    },

    async insertEntry(entry: NewEntry): Promise<{ id: number; createdAt: Date }> {
      const [row] = await db
        .insert(journalEntries)
        .values({
          kind: entry.kind,
          supplierId: entry.supplierId,
          description: entry.description ?? null,
          reference: entry.reference ?? null,
          idempotencyKeyId: entry.idempotencyKeyId ?? null,
          metadata: entry.metadata ?? {},
        })
        .returning({ id: journalEntries.id, createdAt: journalEntries.createdAt });
      return row!;
    },

    async insertPostings(entryId: number, rows: NewPosting[]): Promise<void> {
      await db.insert(postings).values(rows.map((row) => ({ entryId, ...row })));
    },

    /** Adds each delta to its account's cached balance (one statement). */
    async addToBalances(deltas: { accountId: number; delta: number }[]): Promise<void> {
      if (deltas.length === 0) return;
      const values = sql.join(
        deltas.map(({ accountId, delta }) => sql`(${accountId}::bigint, ${delta}::bigint)`),
        sql`, `,
      );
      await db.execute(
        sql`update ${ledgerAccounts} set balance = ${ledgerAccounts}.balance + v.delta
            from (values ${values}) as v(id, delta) where ${ledgerAccounts}.id = v.id`,
      );
    },

    /** The supplier's balances by kind (missing accounts are 0). */
    async balancesOf(supplierId: number): Promise<Record<SupplierAccountKind, number>> {
      const rows = await db
        .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.supplierId, supplierId));
      const balances = { main: 0, services: 0, payouts_hold: 0 };
      for (const row of rows) if (row.kind in balances) balances[row.kind as SupplierAccountKind] = row.balance;
      return balances;
    },

    async findAccount(ref: AccountRef): Promise<AccountRow | null> {
      const [row] = await db
        .select({
          id: ledgerAccounts.id,
          supplierId: ledgerAccounts.supplierId,
          kind: ledgerAccounts.kind,
          balance: ledgerAccounts.balance,
        })
        .from(ledgerAccounts)
        .where(refCondition(ref))
        .limit(1);
      return row ?? null;
    },

    /** What the entry with `reference` put on a supplier's `main` account, or null without one. */
    async creditedToMain(reference: string): Promise<number | null> {
      const [row] = await db
        .select({ amount: postings.amount })
        .from(journalEntries)
        .innerJoin(postings, eq(postings.entryId, journalEntries.id))
        .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, postings.accountId), eq(ledgerAccounts.kind, 'main')))
        .where(eq(journalEntries.reference, reference))
        .limit(1);
      return row ? Number(row.amount) : null;
    },

    /** One account's postings with their entries, newest first. */
    async history(
      accountId: number,
      filter: HistoryFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rows: HistoryRow[]; total: number }> {
      const conditions = [eq(postings.accountId, accountId)];
      if (filter.type) conditions.push(eq(journalEntries.kind, filter.type));
      if (filter.dateFrom) conditions.push(sql`${postings.createdAt} >= ${dayStart(filter.dateFrom)}`);
      if (filter.dateTo) conditions.push(sql`${postings.createdAt} < ${dayEnd(filter.dateTo)}`);
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: postings.id,
            kind: journalEntries.kind,
            description: journalEntries.description,
            metadata: journalEntries.metadata,
            amount: postings.amount,
            balanceAfter: postings.balanceAfter,
            createdAt: postings.createdAt,
          })
          .from(postings)
          .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
          .where(where)
          .orderBy(desc(postings.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: count() })
          .from(postings)
          .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
          .where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },
  };
}

export type LedgerRepository = ReturnType<typeof ledgerRepository>;
