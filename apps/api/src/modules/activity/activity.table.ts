import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ActivityChange } from '@supplier/contracts/activity';
import { suppliers } from '../identity/identity.table';

/**
 * The activity log (issue 34, ADR 0046): one row per change a person made in the panel. The actor
 * is a snapshot (their name then), and `member_id` has no foreign key: the log outlives a member
 * who is removed. Rows older than a year are deleted by the `activity.retention` job.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The team member who acted; null for the supplier's own sign-in (the owner). */
    memberId: bigint('member_id', { mode: 'number' }),
    actorName: text('actor_name').notNull(),
    /** The panel endpoint's operationId. */
    action: text('action').notNull(),
    /** The resource of the endpoint's path (`orders`, `products` …). */
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    objectLabel: text('object_label'),
    changes: jsonb('changes').$type<Record<string, ActivityChange>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list is newest first per supplier, keyset on (created_at, id); each filter has its own
  // leading columns so a rare member's, object's or action's page is not found by scanning all.
  (t) => [
    index('activity_log_supplier_idx').on(t.supplierId, t.createdAt.desc(), t.id.desc()),
    index('activity_log_member_idx').on(t.supplierId, t.memberId, t.createdAt.desc(), t.id.desc()),
    // a member's one action or kind of object: a rare pair would otherwise walk all of that member's rows
    index('activity_log_member_action_idx').on(t.supplierId, t.memberId, t.action, t.createdAt.desc(), t.id.desc()),
    index('activity_log_member_object_idx').on(t.supplierId, t.memberId, t.objectType, t.createdAt.desc(), t.id.desc()),
    index('activity_log_object_idx').on(t.supplierId, t.objectType, t.objectId, t.createdAt.desc(), t.id.desc()),
    index('activity_log_action_idx').on(t.supplierId, t.action, t.createdAt.desc(), t.id.desc()),
    index('activity_log_created_idx').on(t.createdAt),
  ],
);

export type ActivityRow = typeof activityLog.$inferSelect;
