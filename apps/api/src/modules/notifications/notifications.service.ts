import type { Locale } from '@supplier/contracts/constants';
import {
  CHANNEL_TYPES,
  channelAllows,
  notificationChannels,
  type NotificationActionResponse,
  type NotificationChannel,
  type NotificationSettings,
  type NotificationSettingsBulk,
  type NotificationSettingsResponse,
  type NotificationSettingsUpdate,
  type NotificationType,
  type NotificationsResponse,
  type Notification,
  type PushSubscriptionRequest,
} from '@supplier/contracts/notifications';
import { notificationPermissionsOf, rolesReading } from '@supplier/contracts/notification-permissions';
import type { TeamRole } from '@supplier/contracts/team-roles';
import type { Clock } from '../../drivers';
import { httpErrors } from '../../errors';
import { translate, type MessageParams } from '../../i18n/messages';
import type { RealtimeEvents } from '../realtime';
import { keyedText, type NotificationTextKey } from './notification-texts';
import { notificationsText } from './notifications.messages';
import { presentNotification } from './notifications.presenter';
import type {
  NewNotification,
  NotificationQueries,
  NotificationRow,
  NotificationsRepository,
  SeenPermissions,
  StoredChannelSettings,
} from './notifications.repository';

/**
 * What a supplier gets before changing anything: Telegram (free, once connected), push (once a
 * browser subscribes) and email for every type they carry; SMS (paid per message) off.
 */
export const DEFAULT_SETTINGS: NotificationSettings = {
  telegram: { enabled: true, types: [...CHANNEL_TYPES.telegram] },
  sms: { enabled: false, types: [...CHANNEL_TYPES.sms] },
  push: { enabled: true, types: [...CHANNEL_TYPES.push] },
  email: { enabled: true, types: [...CHANNEL_TYPES.email] },
};

/**
 * What the rest of the product passes to notify(): a text of the product's own by its key and
 * params (each reader gets it in their language), or a title and body a person wrote (kept as written).
 */
export type NotifyInput = {
  type: NotificationType;
  /** Extra fields for the panel, e.g. `{link: '/orders'}`. */
  data?: Record<string, unknown> | null;
} & ({ key: NotificationTextKey; params?: MessageParams } | { title: string; body?: string });

/** Stores a keyed text with its Ukrainian wording too (what SQL and a retired key read). */
function storedText(input: NotifyInput): Pick<NewNotification, 'title' | 'body' | 'textKey' | 'textParams'> {
  if ('key' in input) {
    const params = input.params ?? {};
    return { ...keyedText(input.key, params, 'uk'), textKey: input.key, textParams: params };
  }
  return {
    title: input.title.trim().slice(0, 200),
    body: (input.body ?? '').trim().slice(0, 2000),
    textKey: null,
    textParams: null,
  };
}

/** Keeps a channel's types in the order of CHANNEL_TYPES and within what it allows. */
function allowedTypes(channel: NotificationChannel, types: Iterable<NotificationType>): NotificationType[] {
  const wanted = new Set(types);
  return CHANNEL_TYPES[channel].filter((type) => wanted.has(type));
}

export function resolveSettings(stored: StoredChannelSettings[]): NotificationSettings {
  const settings = structuredClone(DEFAULT_SETTINGS);
  for (const row of stored) {
    settings[row.channel] = { enabled: row.enabled, types: allowedTypes(row.channel, row.types) };
  }
  return settings;
}

const available = (): NotificationSettingsResponse['available'] => ({
  telegram: [...CHANNEL_TYPES.telegram],
  sms: [...CHANNEL_TYPES.sms],
  push: [...CHANNEL_TYPES.push],
  email: [...CHANNEL_TYPES.email],
});

/** Who reads the supplier's notifications: the signed-in supplier and the role they hold there. */
export interface NotificationsReader {
  supplierId: number;
  role: TeamRole;
}

/** What a role sees of the supplier's notifications: an owner all (SPEC's list), the rest their permissions'. */
const seenBy = (role: TeamRole): SeenPermissions => (role === 'owner' ? undefined : notificationPermissionsOf(role));

export interface NotificationsServiceDeps {
  repository: NotificationsRepository;
  events: RealtimeEvents;
  clock: Clock;
}

/** Notifications (SPEC section 7, PRODUCT.md section 5): the list, settings, and notify(). */
export function notificationsService({ repository, events, clock }: NotificationsServiceDeps) {
  const notFound = (locale: Locale) => httpErrors.notFound(notificationsText(locale, 'not_found'));

  /** The account holder's settings (memberId null) or a team member's own, saved with their before and after in the log. */
  async function withSettings(
    supplierId: number,
    memberId: number | null,
    change: (current: NotificationSettings) => Partial<NotificationSettings>,
  ): Promise<NotificationSettings> {
    return repository.transaction(async (tx) => {
      await tx.lockSettings(supplierId, memberId);
      const current = resolveSettings(await tx.settings(supplierId, memberId));
      const changed = change(structuredClone(current));
      const rows = notificationChannels.flatMap((channel) => {
        const next = changed[channel];
        return next ? [{ channel, enabled: next.enabled, types: allowedTypes(channel, next.types) }] : [];
      });
      await tx.saveSettings(supplierId, rows, memberId);
      const saved = structuredClone(current);
      for (const row of rows) saved[row.channel] = { enabled: row.enabled, types: row.types };
      await tx.recordSettingsChange(current, saved);
      return saved;
    });
  }

  /**
   * The team members whose role reads the notification (notification-permissions.ts) get it too,
   * over the channels each chose that reach them: their own Telegram chat, their own browsers,
   * SMS and email.
   */
  async function enqueueForMembers(
    tx: NotificationQueries,
    notification: NotificationRow,
    pushSubscribers: ReadonlySet<number | null>,
    now: Date,
  ): Promise<void> {
    const { supplierId, type } = notification;
    const recipients = await tx.memberRecipients(supplierId, rolesReading(notification.permission));
    if (recipients.length === 0) return;
    const stored = await tx.membersSettings(recipients.map((member) => member.memberId));
    for (const member of recipients) {
      const settings = resolveSettings(stored.get(member.memberId) ?? []);
      const reachable: Record<NotificationChannel, boolean> = {
        telegram: Boolean(member.telegramId),
        push: pushSubscribers.has(member.memberId),
        sms: true,
        email: Boolean(member.email),
      };
      const channels = notificationChannels.filter(
        (channel) => reachable[channel] && settings[channel].enabled && settings[channel].types.includes(type),
      );
      await tx.enqueue(notification.id, channels, now, member.memberId);
    }
  }

  /** `notification.created` to each role that reads it, with the unread count that role's bell shows. */
  async function announce(notification: NotificationRow): Promise<void> {
    const unread = await repository.countNewByPermission(notification.supplierId);
    // The bell's realtime event reads in the product's language; the list renders it again for its reader.
    const presented = presentNotification(notification, 'uk');
    for (const role of rolesReading(notification.permission)) {
      const seen = seenBy(role) ?? [...unread.keys()];
      const count = seen.reduce((sum, permission) => sum + (unread.get(permission) ?? 0), 0);
      await events.notificationCreated(notification.supplierId, role, { notification: presented, new_count: count });
    }
  }

  return {
    async list(
      reader: NotificationsReader,
      query: { page: number; per_page: number; 'filter[type]'?: NotificationType },
      locale: Locale,
    ): Promise<NotificationsResponse> {
      const perPage = query.per_page;
      const permissions = seenBy(reader.role);
      const { rows, total } = await repository.page(reader.supplierId, {
        type: query['filter[type]'],
        limit: perPage,
        offset: (query.page - 1) * perPage,
        permissions,
      });
      return {
        data: rows.map((row) => presentNotification(row, locale)),
        new_count: await repository.countNew(reader.supplierId, permissions),
        meta: {
          total,
          per_page: perPage,
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
        },
      };
    },

    countNew: (reader: NotificationsReader) => repository.countNew(reader.supplierId, seenBy(reader.role)),

    async markRead(reader: NotificationsReader, id: number, locale: Locale): Promise<NotificationActionResponse> {
      const permissions = seenBy(reader.role);
      if (!(await repository.markRead(reader.supplierId, id, permissions))) throw notFound(locale);
      return {
        message: notificationsText(locale, 'marked_read'),
        new_count: await repository.countNew(reader.supplierId, permissions),
      };
    },

    async markAllRead(reader: NotificationsReader, locale: Locale): Promise<NotificationActionResponse> {
      await repository.markAllRead(reader.supplierId, seenBy(reader.role));
      return { message: notificationsText(locale, 'all_marked_read'), new_count: 0 };
    },

    async remove(reader: NotificationsReader, id: number, locale: Locale): Promise<NotificationActionResponse> {
      const permissions = seenBy(reader.role);
      if (!(await repository.remove(reader.supplierId, id, permissions))) throw notFound(locale);
      return {
        message: notificationsText(locale, 'deleted'),
        new_count: await repository.countNew(reader.supplierId, permissions),
      };
    },

    async clear(reader: NotificationsReader, locale: Locale): Promise<NotificationActionResponse> {
      await repository.removeAll(reader.supplierId, seenBy(reader.role));
      return { message: notificationsText(locale, 'cleared'), new_count: 0 };
    },

    /** A team member (issue 34) reads and changes their own channels; the account holder the supplier's. */
    async settings(supplierId: number, memberId: number | null = null): Promise<NotificationSettingsResponse> {
      return { data: resolveSettings(await repository.settings(supplierId, memberId)), available: available() };
    },

    /** PUT v1/notification/settings: channels given are replaced field by field. */
    async updateSettings(
      supplierId: number,
      update: NotificationSettingsUpdate,
      locale: Locale,
      memberId: number | null = null,
    ): Promise<NotificationSettingsResponse> {
      const errors: Record<string, string[]> = {};
      for (const channel of notificationChannels) {
        if (update[channel]?.types?.some((type) => !channelAllows(channel, type))) {
          errors[`${channel}.types`] = [notificationsText(locale, 'channel_type')];
        }
      }
      if (Object.keys(errors).length > 0) throw httpErrors.validation(translate(locale, 'validation_failed'), errors);
      const data = await withSettings(supplierId, memberId, (current) => {
        const next: Partial<NotificationSettings> = {};
        for (const channel of notificationChannels) {
          const given = update[channel];
          if (!given) continue;
          next[channel] = {
            enabled: given.enabled ?? current[channel].enabled,
            types: given.types ?? current[channel].types,
          };
        }
        return next;
      });
      return { data, available: available(), message: notificationsText(locale, 'settings_saved') };
    },

    /** PUT v1/notification/settings/bulk (rules in the contract's notificationSettingsBulk). */
    async bulkUpdate(
      supplierId: number,
      { channel, type, enabled }: NotificationSettingsBulk,
      locale: Locale,
      memberId: number | null = null,
    ): Promise<NotificationSettingsResponse> {
      if (!channel && !type) {
        throw httpErrors.validation(translate(locale, 'validation_failed'), {
          channel: [notificationsText(locale, 'bulk_target')],
        });
      }
      if (channel && type && !channelAllows(channel, type)) {
        throw httpErrors.validation(translate(locale, 'validation_failed'), {
          type: [notificationsText(locale, 'channel_type')],
        });
      }
      const data = await withSettings(supplierId, memberId, (current) => {
        const next: Partial<NotificationSettings> = {};
        if (channel && !type) {
          next[channel] = enabled
            ? { enabled: true, types: [...CHANNEL_TYPES[channel]] }
            : { enabled: false, types: current[channel].types };
          return next;
        }
        const channels = channel ? [channel] : notificationChannels.filter((c) => allowedTypes(c, [type!]).length > 0);
        for (const c of channels) {
          const types = new Set(current[c].types);
          if (enabled) types.add(type!);
          else types.delete(type!);
          next[c] = { enabled: current[c].enabled, types: allowedTypes(c, types) };
        }
        return next;
      });
      return { data, available: available(), message: notificationsText(locale, 'settings_saved') };
    },

    /**
     * Creates a notification for the supplier: stores it together with one outbox row and one
     * delivery job per channel enabled for its type (in one transaction; the job runners of every
     * process wake at commit), and publishes `notification.created` for the bell. Channels without
     * an address (no Telegram chat, no email, no push subscription) are skipped.
     */
    async notify(supplierId: number, input: NotifyInput): Promise<Notification> {
      const now = clock.now();
      const row = await repository.transaction(async (tx) => {
        const contacts = await tx.supplierContacts(supplierId);
        if (!contacts) throw httpErrors.notFound(notificationsText('uk', 'supplier_not_found'));
        const created = await tx.insert(
          supplierId,
          { type: input.type, ...storedText(input), data: input.data ?? null },
          now,
        );
        const settings = resolveSettings(await tx.settings(supplierId));
        const pushSubscribers = await tx.pushSubscribers(supplierId);
        const reachable: Record<NotificationChannel, boolean> = {
          telegram: Boolean(contacts.telegramId),
          sms: Boolean(contacts.telephone),
          email: Boolean(contacts.email),
          push: pushSubscribers.has(null),
        };
        const channels = notificationChannels.filter(
          (channel) => reachable[channel] && settings[channel].enabled && settings[channel].types.includes(input.type),
        );
        await tx.enqueue(created.id, channels, now);
        await enqueueForMembers(tx, created, pushSubscribers, now);
        return created;
      });
      await announce(row);
      return presentNotification(row, 'uk');
    },

    /** The browser is the signed-in person's: the account holder's (memberId null) or a member's. */
    async subscribePush(
      supplierId: number,
      memberId: number | null,
      subscription: PushSubscriptionRequest,
      userAgent: string | undefined,
      locale: Locale,
    ): Promise<{ message: string }> {
      await repository.savePushSubscription(supplierId, memberId, {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userAgent: userAgent?.slice(0, 500) ?? null,
      });
      return { message: notificationsText(locale, 'push_subscribed') };
    },

    async unsubscribePush(supplierId: number, endpoint: string, locale: Locale): Promise<{ message: string }> {
      if (!(await repository.removePushSubscription(supplierId, endpoint))) {
        throw httpErrors.notFound(notificationsText(locale, 'push_not_found'));
      }
      return { message: notificationsText(locale, 'push_unsubscribed') };
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
