import type { Db } from '../../db/client';
import { idempotencyRepository } from './idempotency/idempotency.repository';
import { ledgerRepository } from './ledger/ledger.repository';
import { payoutsRepository } from './payouts/payouts.repository';
import { referralRepository } from './referral/referral.repository';
import { subscriptionsRepository } from './subscription/subscription.repository';
import { paymentsRepository } from './topups/payments.repository';

/** Every repository of the money module over one connection or transaction. */
export function moneyRepositories(db: Db) {
  return {
    ledger: ledgerRepository(db),
    idempotency: idempotencyRepository(db),
    payments: paymentsRepository(db),
    subscriptions: subscriptionsRepository(db),
    referral: referralRepository(db),
    payouts: payoutsRepository(db),
  };
}

export type MoneyRepositories = ReturnType<typeof moneyRepositories>;

/** The repositories for reads, and a way to run a unit of work in one database transaction. */
export interface MoneyStore {
  repos: MoneyRepositories;
  /** Retries the whole unit when PostgreSQL aborts it for a deadlock or a serialization failure. */
  transaction<T>(work: (repos: MoneyRepositories) => Promise<T>): Promise<T>;
}

const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function moneyStore(db: Db): MoneyStore {
  return {
    repos: moneyRepositories(db),
    async transaction(work) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction((tx) => work(moneyRepositories(tx)));
        } catch (error) {
          const state = sqlState(error);
          if (attempt >= MAX_ATTEMPTS || !state || !RETRYABLE.has(state)) throw error;
        }
      }
    },
  };
}
