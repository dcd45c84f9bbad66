import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from '../catalog/products.table';
import { suppliers } from '../identity/identity.table';
import { orders } from '../orders/orders.table';

/** A file attached to a chat message: private storage URL, the name as sent, its type and size. */
export interface ChatAttachment {
  url: string;
  name: string;
  type: string;
  size: number;
}

export type ChatAuthor = 'buyer' | 'supplier';

/**
 * Conversations between a buyer (on the storefront) and the supplier, about a product or an
 * order. The last message, the unread counts and the read marks of both sides are kept on the
 * row in the same transaction as each message, so the list is one index range.
 */
export const chats = pgTable(
  'chats',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The storefront's conversation id: a repeated opening finds this chat. */
    externalId: text('external_id').notNull(),
    buyerName: text('buyer_name').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, { onDelete: 'set null' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageText: text('last_message_text').notNull().default(''),
    lastMessageAuthor: text('last_message_author').$type<ChatAuthor>(),
    /** Buyer's messages the supplier has not read, and the last message id each side has read. */
    unread: integer('unread').notNull().default(0),
    supplierReadId: bigint('supplier_read_id', { mode: 'number' }).notNull().default(0),
    buyerReadId: bigint('buyer_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chats_external_id_key').on(t.externalId),
    index('chats_supplier_last_idx').on(t.supplierId, t.lastMessageAt, t.id),
    index('chats_supplier_unread_idx')
      .on(t.supplierId, t.lastMessageAt, t.id)
      .where(sql`${t.unread} > 0`),
    index('chats_buyer_name_trgm_idx').using('gin', t.buyerName.op('gin_trgm_ops')),
    /** An order's chat («Написати покупцю»), and the orders' foreign key when an order goes. */
    index('chats_order_idx').on(t.orderId),
  ],
);

/**
 * Messages, stored before they are broadcast: a client that reconnects asks for those after the
 * last id it saw. `client_id` is the sender's idempotency key (the storefront's message id, or
 * the panel's generated one), unique per chat and author, so a retried send stores one message.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: bigint('chat_id', { mode: 'number' })
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    author: text('author').$type<ChatAuthor>().notNull(),
    clientId: text('client_id').notNull(),
    text: text('text').notNull().default(''),
    attachments: jsonb('attachments')
      .$type<ChatAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_key').on(t.chatId, t.author, t.clientId),
    index('chat_messages_chat_idx').on(t.chatId, t.id),
  ],
);

/** Quick replies the supplier keeps for answers they give often. */
export const chatTemplates = pgTable(
  'chat_templates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_templates_supplier_idx').on(t.supplierId, t.id)],
);

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
