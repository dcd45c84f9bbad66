import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notificationPermission } from '@supplier/contracts/notification-permissions';
import type { NotificationChannel, NotificationSettings, NotificationType } from '@supplier/contracts/notifications';
import type { Permission } from '@supplier/contracts/permissions';
import type { TeamRole } from '@supplier/contracts/team-roles';
import type { Db } from '../../db/client';
import { enqueueJobs } from '../../jobs/jobs.repository';
import { membersRepository, suppliersRepository, type SupplierContacts } from '../identity';
import {
  memberNotificationSettings,
  notificationDeliveries,
  notificationSettings,
  notifications,
  pushSubscriptions,
} from './notifications.table';
import { transaction } from '../../db/transaction';
import { recordSettingsChange } from './notifications.activity';

export type NotificationRow = typeof notifications.$inferSelect;
export type DeliveryRow = typeof notificationDeliveries.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export interface StoredChannelSettings {
  channel: NotificationChannel;
  enabled: boolean;
  types: NotificationType[];
}

export interface NewNotification {
  type: NotificationType;
  title: string;
  body: string;
  textKey: string | null;
  textParams: Record<string, string | number> | null;
  data: Record<string, unknown> | null;
}

/** The notification kind of job: one per delivery, payload `{ deliveryId }`. */
export const DELIVERY_JOB = 'notification.delivery';

/** A delivery with what sending needs: the notification and the supplier's addresses. */
export interface ClaimedDelivery {
  id: number;
  channel: NotificationChannel;
  attempts: number;
  /** The same on every attempt: providers that deduplicate by a key send it once. */
  idempotencyKey: string;
  notification: NotificationRow;
  /** The team member it is for; null: the account holder. */
  memberId: number | null;
  /** Where it goes: the supplier's addresses, or the team member's it is for. */
  supplier: SupplierContacts;
  /** Who they are now, not when it was queued: the account holder is an active owner. */
  recipient: { role: TeamRole; active: boolean };
}

/** Team members' channels, by member (issue 34). */
async function membersSettings(db: Db, memberIds: number[]): Promise<Map<number, StoredChannelSettings[]>> {
  const byMember = new Map<number, StoredChannelSettings[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .select({
      memberId: memberNotificationSettings.memberId,
      channel: memberNotificationSettings.channel,
      enabled: memberNotificationSettings.enabled,
      types: memberNotificationSettings.types,
    })
    .from(memberNotificationSettings)
    .where(inArray(memberNotificationSettings.memberId, memberIds));
  for (const { memberId, ...row } of rows) byMember.set(memberId, [...(byMember.get(memberId) ?? []), row]);
  return byMember;
}

/**
 * What a reader of the supplier's notifications may see: the permissions of their role's
 * notifications, or undefined for an owner, who sees every one (ADR 0052).
 */
export type SeenPermissions = readonly Permission[] | undefined;

function queries(db: Db) {
  /** The supplier's notifications the reader sees. */
  const seen = (supplierId: number, permissions: SeenPermissions) =>
    and(
      eq(notifications.supplierId, supplierId),
      permissions ? inArray(notifications.permission, [...permissions]) : undefined,
    );
  const own = (supplierId: number, id: number, permissions: SeenPermissions) =>
    and(eq(notifications.id, id), seen(supplierId, permissions));

  return {
    async page(
      supplierId: number,
      {
        type,
        limit,
        offset,
        permissions,
      }: { type?: NotificationType; limit: number; offset: number; permissions: SeenPermissions },
    ): Promise<{ rows: NotificationRow[]; total: number }> {
      const where = and(seen(supplierId, permissions), type ? eq(notifications.type, type) : undefined);
      const rows = await db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(notifications).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async countNew(supplierId: number, permissions: SeenPermissions): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(seen(supplierId, permissions), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** The supplier's unread notifications by permission (each role's bell adds up its own). */
    async countNewByPermission(supplierId: number): Promise<Map<Permission, number>> {
      const rows = await db
        .select({ permission: notifications.permission, n: count() })
        .from(notifications)
        .where(and(eq(notifications.supplierId, supplierId), isNull(notifications.readAt)))
        .groupBy(notifications.permission);
      return new Map(rows.map((row) => [row.permission, row.n]));
    },

    async insert(supplierId: number, draft: NewNotification, createdAt?: Date): Promise<NotificationRow> {
      const [row] = await db
        .insert(notifications)
        .values({
          supplierId,
          ...draft,
          permission: notificationPermission(draft.type, draft.textKey),
          ...(createdAt ? { createdAt } : {}),
        })
        .returning();
      return row!;
    },

    /** False when the notification is not this supplier's, not the reader's to see, or does not exist. */
    async markRead(supplierId: number, id: number, permissions: SeenPermissions): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(own(supplierId, id, permissions))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(supplierId: number, permissions: SeenPermissions): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(seen(supplierId, permissions), isNull(notifications.readAt)));
    },

    async remove(supplierId: number, id: number, permissions: SeenPermissions): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(own(supplierId, id, permissions))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async removeAll(supplierId: number, permissions: SeenPermissions): Promise<void> {
      await db.delete(notifications).where(seen(supplierId, permissions));
    },

    // --- settings -------------------------------------------------------------------------------

    /** The account holder's channels (memberId null) or a team member's. */
    async settings(supplierId: number, memberId: number | null = null): Promise<StoredChannelSettings[]> {
      if (memberId !== null) return (await membersSettings(db, [memberId])).get(memberId) ?? [];
      return db
        .select({
          channel: notificationSettings.channel,
          enabled: notificationSettings.enabled,
          types: notificationSettings.types,
        })
        .from(notificationSettings)
        .where(eq(notificationSettings.supplierId, supplierId));
    },

    /** Team members' channels, by member. */
    membersSettings: (memberIds: number[]) => membersSettings(db, memberIds),

    /** Serialises settings changes of one person (read-modify-write of the matrix). */
    async lockSettings(supplierId: number, memberId: number | null = null): Promise<void> {
      const key =
        memberId === null ? `notification-settings:${supplierId}` : `notification-settings:member:${memberId}`;
      await db.execute(sql`select pg_advisory_xact_lock(7, hashtext(${key}))`);
    },

    async saveSettings(
      supplierId: number,
      rows: StoredChannelSettings[],
      memberId: number | null = null,
    ): Promise<void> {
      if (rows.length === 0) return;
      if (memberId !== null) {
        await db
          .insert(memberNotificationSettings)
          .values(rows.map((row) => ({ memberId, ...row })))
          .onConflictDoUpdate({
            target: [memberNotificationSettings.memberId, memberNotificationSettings.channel],
            set: { enabled: sql`excluded.enabled`, types: sql`excluded.types`, updatedAt: sql`now()` },
          });
        return;
      }
      await db
        .insert(notificationSettings)
        .values(rows.map((row) => ({ supplierId, ...row })))
        .onConflictDoUpdate({
          target: [notificationSettings.supplierId, notificationSettings.channel],
          set: {
            enabled: sql`excluded.enabled`,
            types: sql`excluded.types`,
            updatedAt: sql`now()`,
          },
        });
    },

    /** The activity log's entry of a settings save, in its transaction. */
    recordSettingsChange: (before: NotificationSettings, after: NotificationSettings) =>
      recordSettingsChange(db, before, after),

    // --- push subscriptions -------------------------------------------------------------------

    /** A browser endpoint belongs to whoever subscribed it last: the account holder (memberId null) or a member. */
    async savePushSubscription(
      supplierId: number,
      memberId: number | null,
      input: { endpoint: string; p256dh: string; auth: string; userAgent: string | null },
    ): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ supplierId, memberId, ...input })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { supplierId, memberId, p256dh: input.p256dh, auth: input.auth, userAgent: input.userAgent },
        });
    },

    async removePushSubscription(supplierId: number, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.supplierId, supplierId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** The browsers of one person of the supplier: the account holder's (memberId null) or a member's. */
    async pushSubscriptionsOf(supplierId: number, memberId: number | null): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.supplierId, supplierId),
            memberId === null ? isNull(pushSubscriptions.memberId) : eq(pushSubscriptions.memberId, memberId),
          ),
        );
    },

    async forgetPushSubscription(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /** Who of the supplier has a browser subscribed: the account holder as null, members by id. */
    async pushSubscribers(supplierId: number): Promise<Set<number | null>> {
      const rows = await db
        .selectDistinct({ memberId: pushSubscriptions.memberId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.supplierId, supplierId));
      return new Set(rows.map((row) => row.memberId));
    },

    // --- deliveries (the outbox) --------------------------------------------------------------

    supplierContacts(supplierId: number): Promise<SupplierContacts | null> {
      return suppliersRepository(db).contacts(supplierId);
    },

    /** The active team members whose role covers a notification, with their addresses (issue 34). */
    memberRecipients: (supplierId: number, roles: Parameters<ReturnType<typeof membersRepository>['recipients']>[1]) =>
      membersRepository(db).recipients(supplierId, roles),

    /** One outbox row per channel, each with its delivery job, in the caller's transaction. */
    async enqueue(
      notificationId: number,
      channels: NotificationChannel[],
      now: Date,
      memberId: number | null = null,
    ): Promise<void> {
      if (channels.length === 0) return;
      const rows = await db
        .insert(notificationDeliveries)
        .values(channels.map((channel) => ({ notificationId, channel, memberId })))
        .onConflictDoNothing()
        .returning({ id: notificationDeliveries.id });
      await enqueueJobs(
        db,
        rows.map((row) => ({ kind: DELIVERY_JOB, payload: { deliveryId: row.id }, runAt: now })),
      );
    },

    /** A delivery still to be sent, with what sending needs; null once sent, failed or deleted. */
    async pendingDelivery(id: number): Promise<ClaimedDelivery | null> {
      const [row] = await db
        .select({ delivery: notificationDeliveries, notification: notifications })
        .from(notificationDeliveries)
        .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
        .where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.status, 'pending')))
        .limit(1);
      if (!row) return null;
      const memberId = row.delivery.memberId;
      const holder = memberId === null ? await suppliersRepository(db).contacts(row.notification.supplierId) : null;
      const member = memberId === null ? null : await membersRepository(db).find(row.notification.supplierId, memberId);
      const recipient = holder
        ? { supplier: holder, role: 'owner' as const, active: true }
        : member && {
            supplier: { telephone: member.telephone, email: member.email, telegramId: member.telegramId },
            role: member.role,
            active: member.status === 'active',
          };
      // The supplier or the member is gone, and their deliveries with them (ON DELETE CASCADE).
      if (!recipient) return null;
      return {
        id: row.delivery.id,
        channel: row.delivery.channel,
        attempts: row.delivery.attempts,
        idempotencyKey: `notification-delivery-${row.delivery.id}`,
        memberId,
        notification: row.notification,
        supplier: recipient.supplier,
        recipient: { role: recipient.role, active: recipient.active },
      };
    },

    async recordAttempt(id: number, attempt: number): Promise<void> {
      await db.update(notificationDeliveries).set({ attempts: attempt }).where(eq(notificationDeliveries.id, id));
    },

    async markSent(id: number, now: Date): Promise<void> {
      await db
        .update(notificationDeliveries)
        .set({ status: 'sent', sentAt: now, lastError: null })
        .where(eq(notificationDeliveries.id, id));
    },

    async noteError(id: number, error: string): Promise<void> {
      await db
        .update(notificationDeliveries)
        .set({ lastError: error.slice(0, 1000) })
        .where(eq(notificationDeliveries.id, id));
    },

    /** Not sent, and never will be: its recipient no longer reads it (`reason` says why). */
    async markSkipped(id: number, reason: string): Promise<void> {
      await db
        .update(notificationDeliveries)
        .set({ status: 'skipped', lastError: reason })
        .where(eq(notificationDeliveries.id, id));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db
        .update(notificationDeliveries)
        .set({ status: 'failed', lastError: error.slice(0, 1000) })
        .where(eq(notificationDeliveries.id, id));
    },

    async deliveriesOf(notificationId: number): Promise<DeliveryRow[]> {
      return db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.notificationId, notificationId))
        .orderBy(notificationDeliveries.id);
    },
  };
}

/** The queries, bound to one transaction inside `transaction`. */
export type NotificationQueries = ReturnType<typeof queries>;

export function notificationsRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction; the queries it gets are bound to it. */
    transaction: <T>(work: (tx: NotificationQueries) => Promise<T>): Promise<T> =>
      transaction(db, (tx) => work(queries(tx))),
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
