import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membersRepository } from './members.repository';
import { passwordResetsRepository } from './password-resets.repository';
import { referralsRepository } from './referrals.repository';
import { smsCodesRepository } from './sms-codes.repository';
import { suppliersRepository } from './suppliers.repository';
import { tokensRepository } from './tokens.repository';
import { transaction } from '../../db/transaction';

/**
 * Advisory-lock namespaces. Locks are always taken in this order (ip, then telephone, then
 * email) and at most one per namespace per transaction, so two transactions never wait on each
 * other in a circle.
 */
const LOCK_SPACE = { ip: 1, telephone: 2, email: 3 } as const;
export type LockSpace = keyof typeof LOCK_SPACE;

export interface IdentityRepositories {
  suppliers: ReturnType<typeof suppliersRepository>;
  codes: ReturnType<typeof smsCodesRepository>;
  tokens: ReturnType<typeof tokensRepository>;
  resets: ReturnType<typeof passwordResetsRepository>;
  referrals: ReturnType<typeof referralsRepository>;
  members: ReturnType<typeof membersRepository>;
  /** Serialises transactions on one key until commit (pg_advisory_xact_lock). */
  lock(space: LockSpace, key: string): Promise<void>;
  /** Runs `work` in one transaction; the repositories it gets are bound to it. */
  transaction<T>(work: (tx: IdentityRepositories) => Promise<T>): Promise<T>;
}

export function identityRepositories(db: Db): IdentityRepositories {
  return {
    suppliers: suppliersRepository(db),
    codes: smsCodesRepository(db),
    tokens: tokensRepository(db),
    resets: passwordResetsRepository(db),
    referrals: referralsRepository(db),
    members: membersRepository(db),
    async lock(space, key) {
      await db.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(LOCK_SPACE[space]))}, hashtext(${key}))`);
    },
    transaction: (work) => transaction(db, (tx) => work(identityRepositories(tx))),
  };
}
