/** Helpers for the notifications and account tests: recording drivers and suppliers made directly. */
import { notificationChannelName } from '@supplier/contracts/notification-permissions';
import { REALTIME_EVENTS } from '@supplier/contracts/realtime';
import { supplierChannelName } from '@supplier/contracts/realtime-channels';
import type { Broadcaster } from '../../drivers/broadcaster';
import type { MailDriver, MailMessage } from '../../drivers/mail';
import type { PushDriver, PushOutcome, PushTarget } from '../../drivers/push';
import type { SmsDriver } from '../../drivers/sms';
import type { TelegramBot } from '../../drivers/telegram';
import { suppliers } from '../../db/schema';
import { hashPassword } from '../../lib/crypto';
import type { TestContext } from '../../test/app';
import { tokensRepository } from '../identity/tokens.repository';

export interface Published {
  channels: string[];
  event: string;
  data: unknown;
}

/** Keeps every realtime event instead of sending it. */
export class RecordingBroadcaster implements Broadcaster {
  readonly events: Published[] = [];
  async publish(channels: string[], event: string, data: unknown): Promise<void> {
    this.events.push({ channels, event, data });
  }
  /**
   * The events named `event`, of one supplier on the channel of the event's family (ADR 0048); a
   * `notification.created` on the owners' bell channel (ADR 0052).
   */
  of(event: string, supplierId?: number): Published[] {
    const name = (id: number) =>
      event === REALTIME_EVENTS.notificationCreated
        ? notificationChannelName('owner', id)
        : supplierChannelName(event, id);
    const channel = supplierId === undefined ? null : `private-${name(supplierId)}`;
    return this.events.filter((e) => e.event === event && (channel === null || e.channels.includes(channel)));
  }
}

/** A channel driver whose failures the test switches on and off. */
class Switchable {
  failing = false;
  calls = 0;
  protected attempt(): void {
    this.calls += 1;
    if (this.failing) throw new Error('channel is down');
  }
}

export class FakeTelegram extends Switchable implements TelegramBot {
  readonly sent: { chatId: string; text: string }[] = [];
  async sendMessage(chatId: string, text: string): Promise<void> {
    this.attempt();
    this.sent.push({ chatId, text });
  }
}

export class FakeSms extends Switchable implements SmsDriver {
  readonly sent: { telephone: string; text: string }[] = [];
  async send(telephone: string, text: string): Promise<void> {
    this.attempt();
    this.sent.push({ telephone, text });
  }
}

export class FakeMail extends Switchable implements MailDriver {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.attempt();
    this.sent.push(message);
  }
}

export class FakePush extends Switchable implements PushDriver {
  readonly sent: { target: PushTarget; payload: string; topic?: string }[] = [];
  gone = new Set<string>();
  publicKey(): string {
    return 'BPublicKeyForTests0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ012345678';
  }
  async send(target: PushTarget, payload: string, options: { topic?: string } = {}): Promise<PushOutcome> {
    this.attempt();
    if (this.gone.has(target.endpoint)) return 'gone';
    this.sent.push({ target, payload, topic: options.topic });
    return 'sent';
  }
}

let phones = 0;

export interface TestSupplier {
  id: number;
  token: string;
  telephone: string;
}

/** Inserts a confirmed supplier with the given contacts and signs it in. */
export async function createTestSupplier(
  t: TestContext,
  options: { email?: string | null; telegramId?: string | null; password?: string } = {},
): Promise<TestSupplier> {
  phones += 1;
  const telephone = `+38066${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(4, '0')}`;
  const [row] = await t.database.db
    .insert(suppliers)
    .values({
      firstname: 'Олена',
      lastname: 'Коваленко',
      telephone,
      email: options.email === undefined ? `n${telephone.slice(1)}@example.com` : options.email,
      telegramId: options.telegramId ?? null,
      passwordHash: options.password ? await hashPassword(options.password) : null,
      isConfirmTelephone: true,
    })
    .returning({ id: suppliers.id });
  const token = await tokensRepository(t.database.db).issue(row!.id, {});
  return { id: row!.id, token, telephone };
}

/** Subscribes the signed-in person's browser to web push, with keys of the shape browsers send. */
export async function subscribePush(t: TestContext, token: string, endpoint: string): Promise<void> {
  const response = await t.call({
    method: 'POST',
    url: '/api/v1/notification/push-subscriptions',
    token,
    payload: {
      endpoint,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  });
  if (response.statusCode !== 201) throw new Error(`push subscription: ${response.statusCode} ${response.body}`);
}
