import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { notificationChannels, notificationTypes } from '@supplier/contracts/notifications';
import { PERMISSIONS } from '@supplier/contracts/permissions';
import { suppliers, teamMembers } from '../identity/identity.table';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The supplier's notifications (the bell and `Сповіщення`); new until read_at is set. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    /** As written, in Ukrainian: what readers get when the text has no key (a person wrote it). */
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** A text of the product's own (notification-texts.ts): each reader gets it in their language. */
    textKey: text('text_key'),
    textParams: jsonb('text_params').$type<Record<string, string | number>>(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** Which permission of the team's matrix reads it (notificationPermission, ADR 0052). */
    permission: text('permission', { enum: PERMISSIONS }).notNull(),
    /** Shared by the team: whoever reads it reads it for everyone who sees it (ADR 0052). */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_supplier_idx').on(t.supplierId, t.id.desc()),
    index('notifications_supplier_type_idx').on(t.supplierId, t.type, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.supplierId)
      .where(sql`${t.readAt} is null`),
  ],
);

export const deliveryStatuses = ['pending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * One row per notification and channel it must go to, with its outcome: each is sent by a
 * `notification.delivery` job (the job runner leases, retries with backoff and gives up), which
 * counts its attempts here and marks it sent, or failed after the last attempt, or skipped when
 * its member no longer reads it at send time (deactivated, or a role without its permission;
 * `last_error` says which).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    /** The team member it goes to (issue 34); null: the account holder. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => teamMembers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: deliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_recipient_key').on(
      t.notificationId,
      t.channel,
      sql`coalesce(${t.memberId}, 0)`,
    ),
  ],
);

/** Per supplier and channel; a missing row means the channel's defaults (DEFAULT_SETTINGS). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    enabled: boolean('enabled').notNull(),
    types: text('types', { enum: notificationTypes }).array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.channel] })],
);

/**
 * A team member's own channels (issue 34), the same shape as the supplier's; a missing row means
 * the channel's defaults. The account holder keeps `notification_settings`.
 */
export const memberNotificationSettings = pgTable(
  'member_notification_settings',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: notificationChannels }).notNull(),
    enabled: boolean('enabled').notNull(),
    types: text('types', { enum: notificationTypes }).array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.channel] })],
);

/**
 * Browsers subscribed to Web Push for a supplier (PushSubscription.toJSON()), each by the person
 * signed in there: the account holder (member_id null) or a team member (ADR 0052).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).references(() => teamMembers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_supplier_idx').on(t.supplierId),
    check('push_subscriptions_endpoint_len', sql`length(${t.endpoint}) <= 2000`),
  ],
);
