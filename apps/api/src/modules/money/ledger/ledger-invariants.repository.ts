import { count, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { journalEntries, ledgerAccounts, postings } from './ledger.table';

export interface LedgerInvariantReport {
  accounts: number;
  entries: number;
  postings: number;
  /** Sum of every account's balance: 0 when the books balance. */
  totalBalance: number;
  /** Human-readable violations; empty when every invariant holds. */
  problems: string[];
}

/**
 * The ledger's invariants, checked against the database: every cached balance equals the sum
 * of its postings and the balance after its last posting; no supplier balance is negative;
 * every entry has at least two postings summing to zero; all balances together sum to zero.
 * Used by the tests and the concurrency scripts.
 */
export async function checkLedgerInvariants(db: Db): Promise<LedgerInvariantReport> {
  const problems: string[] = [];
  const postingSum = sql<number>`coalesce(sum(${postings.amount}), 0)`.mapWith(Number);

  const cached = await db
    .select({
      id: ledgerAccounts.id,
      supplierId: ledgerAccounts.supplierId,
      kind: ledgerAccounts.kind,
      balance: ledgerAccounts.balance,
      sum: postingSum,
      last: sql<number | null>`(select ${postings.balanceAfter} from ${postings}
        where ${postings.accountId} = ${ledgerAccounts.id} order by ${postings.id} desc limit 1)`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(ledgerAccounts)
    .leftJoin(postings, eq(postings.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.id);
  let totalBalance = 0;
  for (const account of cached) {
    const name = `account ${account.id} (${account.supplierId ?? 'platform'}:${account.kind})`;
    totalBalance += account.balance;
    if (account.balance !== account.sum) problems.push(`${name}: balance ${account.balance} ≠ postings ${account.sum}`);
    if ((account.last ?? 0) !== account.balance) {
      problems.push(`${name}: balance ${account.balance} ≠ balance after last posting ${account.last}`);
    }
    if (account.supplierId !== null && account.balance < 0)
      problems.push(`${name}: negative balance ${account.balance}`);
  }
  if (totalBalance !== 0) problems.push(`all balances sum to ${totalBalance}, not 0`);

  const entries = await db
    .select({ id: journalEntries.id, sum: postingSum, legs: count(postings.id) })
    .from(journalEntries)
    .leftJoin(postings, eq(postings.entryId, journalEntries.id))
    .groupBy(journalEntries.id)
    .having(sql`coalesce(sum(${postings.amount}), 0) <> 0 or count(${postings.id}) < 2`);
  for (const entry of entries) problems.push(`entry ${entry.id}: ${entry.legs} postings summing to ${entry.sum}`);

  const [entryCount] = await db.select({ n: count() }).from(journalEntries);
  const [postingCount] = await db.select({ n: count(), total: sum(postings.amount).mapWith(Number) }).from(postings);
  return {
    accounts: cached.length,
    entries: entryCount?.n ?? 0,
    postings: postingCount?.n ?? 0,
    totalBalance,
    problems,
  };
}
