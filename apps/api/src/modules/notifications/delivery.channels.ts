import type { NotificationChannel } from '@supplier/contracts/notifications';
import { PermanentJobError } from '../../jobs/job-runner';
import type { MailDriver } from '../../drivers/mail';
import type { PushDriver } from '../../drivers/push';
import type { SmsDriver } from '../../drivers/sms';
import type { TelegramBot } from '../../drivers/telegram';
import { notificationText } from './notification-texts';
import { notificationsText } from './notifications.messages';
import type { ClaimedDelivery, NotificationsRepository } from './notifications.repository';

/** A failure that retrying cannot fix (no address any more): the delivery is marked failed at once. */
export class PermanentDeliveryError extends PermanentJobError {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

/** Sends one claimed delivery over its channel; throws when it did not go out. */
export type ChannelSender = (delivery: ClaimedDelivery) => Promise<void>;

export interface ChannelDeps {
  telegram: TelegramBot;
  sms: SmsDriver;
  mail: MailDriver;
  push: PushDriver;
  repository: NotificationsRepository;
  /** PUBLIC_URL: links in messages point into the panel when it is known. */
  publicUrl?: string;
}

/**
 * A message goes out in the supplier's language, rendered when it is sent. The account has no
 * language setting (the panel's choice lives in the browser), so that is Ukrainian.
 */
const LOCALE = 'uk';
const SMS_MAX = 300;

function linkOf(delivery: ClaimedDelivery, publicUrl?: string): string | null {
  const link = delivery.notification.data?.link;
  if (typeof link !== 'string' || !link.startsWith('/')) return null;
  return publicUrl ? new URL(link, publicUrl).toString() : null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** How each channel renders and sends a notification. */
export function channelSenders(deps: ChannelDeps): Record<NotificationChannel, ChannelSender> {
  return {
    async telegram(delivery) {
      const chatId = delivery.supplier.telegramId;
      if (!chatId) throw new PermanentDeliveryError('telegram not connected');
      const { title, body } = notificationText(delivery.notification, LOCALE);
      const link = linkOf(delivery, deps.publicUrl);
      await deps.telegram.sendMessage(chatId, [`🔔 ${title}`, body, link].filter(Boolean).join('\n\n'));
    },

    async sms(delivery) {
      const { title, body } = notificationText(delivery.notification, LOCALE);
      const text = body ? `${title}. ${body}` : title;
      await deps.sms.send(delivery.supplier.telephone, text.length > SMS_MAX ? `${text.slice(0, SMS_MAX - 1)}…` : text);
    },

    async email(delivery) {
      const to = delivery.supplier.email;
      if (!to) throw new PermanentDeliveryError('no email');
      const { title, body } = notificationText(delivery.notification, LOCALE);
      const link = linkOf(delivery, deps.publicUrl);
      const footer = notificationsText(LOCALE, 'email_footer');
      const text = [body, link, `—\n${footer}`].filter(Boolean).join('\n\n');
      const html = [
        `<h2 style="font-family:sans-serif">${escapeHtml(title)}</h2>`,
        body ? `<p style="font-family:sans-serif;white-space:pre-line">${escapeHtml(body)}</p>` : '',
        link
          ? `<p><a href="${escapeHtml(link)}" style="font-family:sans-serif">${escapeHtml(notificationsText(LOCALE, 'open_link'))}</a></p>`
          : '',
        `<p style="font-family:sans-serif;color:#71717a;font-size:12px">${escapeHtml(footer)}</p>`,
      ].join('\n');
      const host = deps.publicUrl ? new URL(deps.publicUrl).hostname : 'supplier-panel.local';
      await deps.mail.send({ to, subject: title, text, html, messageId: `<${delivery.idempotencyKey}@${host}>` });
    },

    /** Every browser of the person it is for; a gone subscription is forgotten, any other failure retries. */
    async push(delivery) {
      const subscriptions = await deps.repository.pushSubscriptionsOf(
        delivery.notification.supplierId,
        delivery.memberId,
      );
      if (subscriptions.length === 0) throw new PermanentDeliveryError('no push subscription');
      const { id, type, data } = delivery.notification;
      const { title, body } = notificationText(delivery.notification, LOCALE);
      const payload = JSON.stringify({ id, type, title, body, link: data?.link ?? '/notifications' });
      const failures: unknown[] = [];
      for (const subscription of subscriptions) {
        try {
          const outcome = await deps.push.send(
            { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
            payload,
            { topic: delivery.idempotencyKey },
          );
          if (outcome === 'gone') await deps.repository.forgetPushSubscription(subscription.id);
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) {
        throw new Error(`${failures.length} of ${subscriptions.length} push subscriptions failed`, {
          cause: failures[0],
        });
      }
    },
  };
}
