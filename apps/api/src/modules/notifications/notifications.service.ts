import type { Locale } from '@supplier/contracts/constants';
import {
  CHANNEL_TYPES,
  NOTIFICATION_ROLES,
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
  NotificationsRepository,
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

export interface NotificationsServiceDeps {
  repository: NotificationsRepository;
  events: RealtimeEvents;
  clock: Clock;
}

/** Notifications (SPEC section 7, PRODUCT.md section 5): the list, settings, and notify(). */
export function notificationsService({ repository, events, clock }: NotificationsServiceDeps) {
  const notFound = (locale: Locale) => httpErrors.notFound(notificationsText(locale, 'not_found'));

  /** The account holder's settings (memberId null) or a team member's own. */
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
      for (const row of rows) current[row.channel] = { enabled: row.enabled, types: row.types };
      return current;
    });
  }

  /**
   * The team members whose role covers the type (NOTIFICATION_ROLES) get it too, over the channels
   * each chose that reach a person: SMS and email. Push already goes to every browser signed in to
   * the supplier, members' included; a person has no Telegram chat of their own.
   */
  async function enqueueForMembers(
    tx: NotificationQueries,
    supplierId: number,
    notificationId: number,
    type: NotificationType,
    now: Date,
  ): Promise<void> {
    const recipients = await tx.memberRecipients(supplierId, NOTIFICATION_ROLES[type]);
    if (recipients.length === 0) return;
    const stored = await tx.membersSettings(recipients.map((member) => member.memberId));
    for (const member of recipients) {
      const settings = resolveSettings(stored.get(member.memberId) ?? []);
      const reachable: Record<NotificationChannel, boolean> = {
        telegram: false,
        push: false,
        sms: true,
        email: Boolean(member.email),
      };
      const channels = notificationChannels.filter(
        (channel) => reachable[channel] && settings[channel].enabled && settings[channel].types.includes(type),
      );
      await tx.enqueue(notificationId, channels, now, member.memberId);
    }
  }

  return {
    async list(
      supplierId: number,
      query: { page: number; per_page: number; 'filter[type]'?: NotificationType },
      locale: Locale,
    ): Promise<NotificationsResponse> {
      const perPage = query.per_page;
      const { rows, total } = await repository.page(supplierId, {
        type: query['filter[type]'],
        limit: perPage,
        offset: (query.page - 1) * perPage,
      });
      return {
        data: rows.map((row) => presentNotification(row, locale)),
        new_count: await repository.countNew(supplierId),
        meta: {
          total,
          per_page: perPage,
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
        },
      };
    },

    countNew: (supplierId: number) => repository.countNew(supplierId),

    async markRead(supplierId: number, id: number, locale: Locale): Promise<NotificationActionResponse> {
      if (!(await repository.markRead(supplierId, id))) throw notFound(locale);
      return { message: notificationsText(locale, 'marked_read'), new_count: await repository.countNew(supplierId) };
    },

    async markAllRead(supplierId: number, locale: Locale): Promise<NotificationActionResponse> {
      await repository.markAllRead(supplierId);
      return { message: notificationsText(locale, 'all_marked_read'), new_count: 0 };
    },

    async remove(supplierId: number, id: number, locale: Locale): Promise<NotificationActionResponse> {
      if (!(await repository.remove(supplierId, id))) throw notFound(locale);
      return { message: notificationsText(locale, 'deleted'), new_count: await repository.countNew(supplierId) };
    },

    async clear(supplierId: number, locale: Locale): Promise<NotificationActionResponse> {
      await repository.removeAll(supplierId);
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
        const reachable: Record<NotificationChannel, () => Promise<boolean> | boolean> = {
          telegram: () => Boolean(contacts.telegramId),
          sms: () => Boolean(contacts.telephone),
          email: () => Boolean(contacts.email),
          push: () => tx.hasPushSubscription(supplierId),
        };
        const channels: NotificationChannel[] = [];
        for (const channel of notificationChannels) {
          const wanted = settings[channel].enabled && settings[channel].types.includes(input.type);
          if (wanted && (await reachable[channel]())) channels.push(channel);
        }
        await tx.enqueue(created.id, channels, now);
        await enqueueForMembers(tx, supplierId, created.id, input.type, now);
        return created;
      });
      // The bell's realtime event and the dev route read it in the product's language; the list
      // (and every channel at delivery) renders it again for its reader.
      const notification = presentNotification(row, 'uk');
      await events.notificationCreated(supplierId, {
        notification,
        new_count: await repository.countNew(supplierId),
      });
      return notification;
    },

    async subscribePush(
      supplierId: number,
      subscription: PushSubscriptionRequest,
      userAgent: string | undefined,
      locale: Locale,
    ): Promise<{ message: string }> {
      await repository.savePushSubscription(supplierId, {
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
