import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { suppliers, teamMembers } from '../identity/identity.table';

/**
 * One-time tokens of the Telegram deep link `https://t.me/{bot}?start={token}`: only the SHA-256
 * is stored; `used_at` and `chat_id` record the chat that spent it.
 */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The team member whose own chat it links (ADR 0052); null: the account holder's. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => teamMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    chatId: text('chat_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('telegram_link_tokens_hash_key').on(t.tokenHash),
    index('telegram_link_tokens_supplier_idx').on(t.supplierId),
  ],
);
