/** Every table of the money module, re-exported by db/schema.ts. */
export { idempotencyKeys } from './idempotency/idempotency.table';
export { journalEntries, ledgerAccounts, postings } from './ledger/ledger.table';
export { payoutAccounts, payouts } from './payouts/payouts.table';
export { referralRewards } from './referral/referral.table';
export { subscriptions } from './subscription/subscription.table';
export { payments } from './topups/payments.table';
