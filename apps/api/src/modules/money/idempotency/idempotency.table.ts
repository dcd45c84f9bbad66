import { bigint, bigserial, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { suppliers } from '../../identity/identity.table';

/**
 * The first answer to each Idempotency-Key of a supplier. The row is inserted first in the
 * transaction that moves the money, so two requests with one key cannot both move it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, route and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_supplier_key').on(t.supplierId, t.key)],
);
