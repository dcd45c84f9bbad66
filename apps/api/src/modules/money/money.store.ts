import type { Db } from '../../db/client';
import { recordActivity, type ActivityRecord } from '../activity';
import { idempotencyRepository } from './idempotency/idempotency.repository';
import { ledgerRepository } from './ledger/ledger.repository';
import { payoutsRepository } from './payouts/payouts.repository';
import { referralRepository } from './referral/referral.repository';
import { subscriptionsRepository } from './subscription/subscription.repository';
import { paymentsRepository } from './topups/payments.repository';
import { unitOfWork, type UnitOfWork } from '../../db/transaction';

/** Every repository of the money module over one connection or transaction. */
export function moneyRepositories(db: Db) {
  return {
    ledger: ledgerRepository(db),
    idempotency: idempotencyRepository(db),
    payments: paymentsRepository(db),
    subscriptions: subscriptionsRepository(db),
    referral: referralRepository(db),
    payouts: payoutsRepository(db),
    /** The activity log's entry of a person's change, in the same transaction. */
    activity: { record: (entry: ActivityRecord) => recordActivity(db, entry) },
  };
}

export type MoneyRepositories = ReturnType<typeof moneyRepositories>;

/** The money module's repositories for reads, and units of work over them in one transaction. */
export type MoneyStore = UnitOfWork<MoneyRepositories>;

export const moneyStore = (db: Db): MoneyStore => unitOfWork(db, moneyRepositories);
