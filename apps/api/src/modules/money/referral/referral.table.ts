import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { referralSources } from '@supplier/contracts/money-referral';
import { suppliers } from '../../identity/identity.table';
import { journalEntries } from '../ledger/ledger.table';

/** A reward credited to a referrer when an invited friend paid for a platform service. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id),
    /** The invited friend who paid. */
    referralId: bigint('referral_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id),
    source: text('source', { enum: referralSources }).notNull(),
    purchaseEntryId: bigint('purchase_entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    rewardEntryId: bigint('reward_entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    purchaseAmount: bigint('purchase_amount', { mode: 'number' }).notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referral_rewards_referrer_idx').on(t.referrerId, t.createdAt),
    index('referral_rewards_referral_idx').on(t.referrerId, t.referralId, t.createdAt),
  ],
);
