import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationType } from '@supplier/contracts/notifications';
import { suppliers } from '../../db/schema';
import { useClockedApp } from '../identity/testing';
import { retryDelayMs } from '../../jobs/job-runner';
import { jobsRepository } from '../../jobs/jobs.repository';
import { jobs } from '../../jobs/jobs.table';
import { DELIVERY_JOB, notificationsRepository } from './notifications.repository';
import { notificationsOf } from './notifications.module';
import { notificationDeliveries, pushSubscriptions } from './notifications.table';
import {
  FakeMail,
  FakePush,
  FakeSms,
  FakeTelegram,
  RecordingBroadcaster,
  createTestSupplier,
  subscribePush,
  type TestSupplier,
} from './testing';

const telegram = new FakeTelegram();
const sms = new FakeSms();
const mail = new FakeMail();
const push = new FakePush();
const t = useClockedApp(
  {
    DATA_DIR: 'memory://',
    JOBS_WORKER: 'false',
    NOTIFICATIONS_RETRY_SECONDS: '1',
    NOTIFICATIONS_MAX_ATTEMPTS: '3',
    PUBLIC_URL: 'https://panel.example.com',
  },
  { telegram, sms, mail, push, broadcaster: new RecordingBroadcaster() },
);

const service = () => notificationsOf(t.app);
const runOnce = () => t.app.jobs.runOnce();
let chats = 0;

async function supplierWithEverything(): Promise<TestSupplier> {
  chats += 1;
  return createTestSupplier(t, { telegramId: String(700_000 + chats) });
}

async function notify(who: TestSupplier, type: NotificationType, title = 'Подія') {
  return service().notify(who.id, { type, title, body: 'Деталі події', data: { link: '/orders' } });
}

async function deliveries(notificationId: number) {
  const rows = await notificationsRepository(t.database.db).deliveriesOf(notificationId);
  return Object.fromEntries(rows.map((row) => [row.channel, row]));
}

/** The delivery's job while it waits (retried deliveries wait for their backoff there). */
async function jobOf(deliveryId: number) {
  const rows = await t.database.db.select().from(jobs).where(eq(jobs.kind, DELIVERY_JOB));
  return rows.find((row) => row.payload.deliveryId === deliveryId);
}

async function settings(who: TestSupplier, payload: Record<string, unknown>, bulk = false) {
  const response = await t.call({
    method: 'PUT',
    url: `/api/v1/notification/settings${bulk ? '/bulk' : ''}`,
    token: who.token,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Runs rounds until nothing is due now (each round handles what it claimed). */
async function drain(): Promise<void> {
  while ((await runOnce()) > 0);
}

function reset() {
  for (const driver of [telegram, sms, mail, push]) driver.failing = false;
}

describe('which channels a notification goes to', () => {
  it('follows the defaults: email for order, telegram for ttn_added, SMS off', async () => {
    reset();
    const who = await supplierWithEverything();
    const order = await notify(who, 'order', 'Нове замовлення №1');
    expect(Object.keys(await deliveries(order.id))).toEqual(['email']);
    const ttn = await notify(who, 'ttn_added', 'Додано ТТН');
    expect(Object.keys(await deliveries(ttn.id))).toEqual(['telegram']);
    await drain();
    const email = (await deliveries(order.id)).email!;
    expect(mail.sent.find((m) => m.subject === 'Нове замовлення №1')).toMatchObject({
      to: `n${who.telephone.slice(1)}@example.com`,
      // the idempotency key: the same Message-ID on every attempt of this delivery
      messageId: `<notification-delivery-${email.id}@panel.example.com>`,
    });
    const message = telegram.sent.find((m) => m.chatId === String(700_000 + chats));
    expect(message?.text).toBe('🔔 Додано ТТН\n\nДеталі події\n\nhttps://panel.example.com/orders');
    expect((await deliveries(order.id)).email).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('sends to every channel enabled for the type and skips the disabled ones', async () => {
    reset();
    const who = await supplierWithEverything();
    await settings(who, { sms: { enabled: true } });
    const ttn = await notify(who, 'shipment_sent', 'Відправлено');
    expect(Object.keys(await deliveries(ttn.id)).sort()).toEqual(['sms', 'telegram']);
    await settings(who, { type: 'shipment_sent', enabled: false }, true);
    const none = await notify(who, 'shipment_sent');
    expect(await deliveries(none.id)).toEqual({});
    await settings(who, { channel: 'email', enabled: false }, true);
    const system = await notify(who, 'system');
    expect(Object.keys(await deliveries(system.id))).toEqual(['telegram']);
    await drain();
    expect(sms.sent.some((m) => m.telephone === who.telephone && m.text === 'Відправлено. Деталі події')).toBe(true);
  });

  it('skips channels without an address: no Telegram chat, no email, no push subscription', async () => {
    reset();
    const who = await createTestSupplier(t, { email: null, telegramId: null });
    const system = await notify(who, 'system');
    expect(await deliveries(system.id)).toEqual({});
    await subscribePush(t, who.token, `https://push.example.com/${who.id}/a`);
    const product = await notify(who, 'product', 'Товар пройшов модерацію');
    expect(Object.keys(await deliveries(product.id))).toEqual(['push']);
    await drain();
    const sent = push.sent.find((p) => p.target.endpoint === `https://push.example.com/${who.id}/a`);
    expect(sent!.topic).toBe(`notification-delivery-${(await deliveries(product.id)).push!.id}`);
    expect(JSON.parse(sent!.payload)).toEqual({
      id: product.id,
      type: 'product',
      title: 'Товар пройшов модерацію',
      body: 'Деталі події',
      link: '/orders',
    });
  });

  it('item 9: a text by key is rendered at delivery in the supplier’s language (Ukrainian: the account has none)', async () => {
    reset();
    const who = await supplierWithEverything();
    await settings(who, { sms: { enabled: true } });
    await service().notify(who.id, {
      type: 'shipment_sent',
      key: 'shipment_sent',
      params: { order: 7, ttn: '204508' },
    });
    await drain();
    const title = 'Замовлення №7 відправлено';
    const body = 'Посилку передано Новій Пошті (ТТН 204508). Орієнтовна доставка — завтра.';
    expect(sms.sent.filter((m) => m.telephone === who.telephone).map((m) => m.text)).toEqual([`${title}. ${body}`]);
    expect(telegram.sent.find((m) => m.chatId === String(700_000 + chats))?.text).toBe(`🔔 ${title}\n\n${body}`);
  });

  it('forgets a push subscription the push service reports gone', async () => {
    reset();
    const who = await createTestSupplier(t, { email: null });
    const endpoint = `https://push.example.com/${who.id}/gone`;
    await subscribePush(t, who.token, endpoint);
    push.gone.add(endpoint);
    const order = await notify(who, 'order');
    await drain();
    expect((await deliveries(order.id)).push).toMatchObject({ status: 'sent' });
    const left = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(left).toEqual([]);
  });
});

describe('retries', () => {
  it('retries a failing channel with backoff without holding up the others', async () => {
    reset();
    const who = await supplierWithEverything();
    await settings(who, { sms: { enabled: true } });
    telegram.failing = true;
    const sentBefore = sms.sent.length;
    const n = await notify(who, 'remind_after_3_days', 'Посилка чекає');

    await drain();
    let rows = await deliveries(n.id);
    expect(rows.sms).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sms.sent.length).toBe(sentBefore + 1);
    expect(rows.telegram).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: channel is down' });
    const firstRetry = (await jobOf(rows.telegram!.id))!.runAt.getTime() - t.clock.now().getTime();
    expect(firstRetry).toBeGreaterThan(0);
    expect(firstRetry).toBeLessThanOrEqual(retryDelayMs(1, 1000));

    // not due yet: nothing happens
    expect(await runOnce()).toBe(0);

    t.clock.advance(retryDelayMs(1, 1000));
    await drain();
    rows = await deliveries(n.id);
    expect(rows.telegram).toMatchObject({ status: 'pending', attempts: 2 });

    telegram.failing = false;
    t.clock.advance(retryDelayMs(2, 1000));
    await drain();
    rows = await deliveries(n.id);
    expect(rows.telegram).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(rows.sms!.attempts).toBe(1);
  });

  it('marks a delivery failed after the last attempt', async () => {
    reset();
    const who = await supplierWithEverything();
    mail.failing = true;
    const n = await notify(who, 'order');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await drain();
      t.clock.advance(retryDelayMs(attempt, 1000));
    }
    await drain();
    expect((await deliveries(n.id)).email).toMatchObject({ status: 'failed', attempts: 3 });
    mail.failing = false;
  });

  it('fails at once when the address is gone by send time', async () => {
    reset();
    const who = await supplierWithEverything();
    const n = await notify(who, 'system');
    await t.database.db.update(suppliers).set({ telegramId: null }).where(eq(suppliers.id, who.id));
    await drain();
    expect((await deliveries(n.id)).telegram).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'PermanentDeliveryError: telegram not connected',
    });
  });

  it('leases claimed jobs: a worker that died mid-send leaves them for later', async () => {
    reset();
    const who = await supplierWithEverything();
    const n = await notify(who, 'order');
    const now = t.clock.now();
    const claimed = await jobsRepository(t.database.db).claim([DELIVERY_JOB], now, new Date(now.getTime() + 120_000));
    expect(claimed?.payload.deliveryId).toBe((await deliveries(n.id)).email!.id);
    // "crash": never settled; another round does not take it while the lease lasts
    expect(await runOnce()).toBe(0);
    t.clock.advance(120_001);
    await drain();
    expect((await deliveries(n.id)).email).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never claims a row twice at the same time', async () => {
    reset();
    const who = await supplierWithEverything();
    await settings(who, { sms: { enabled: true } });
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push((await notify(who, 'ttn_added')).id);
    const before = telegram.sent.length + sms.sent.length;
    await Promise.all([runOnce(), runOnce(), runOnce()]);
    await drain();
    expect(telegram.sent.length + sms.sent.length - before).toBe(12);
    const rows = await t.database.db.select().from(notificationDeliveries);
    expect(rows.filter((r) => ids.includes(r.notificationId)).every((r) => r.attempts === 1)).toBe(true);
  });
});

describe('the job runner loop', () => {
  it('delivers on its own once started and stops cleanly', async () => {
    reset();
    const who = await supplierWithEverything();
    const worker = t.app.jobs;
    worker.start();
    try {
      const n = await notify(who, 'order', 'Через цикл');
      await expect
        .poll(async () => (await deliveries(n.id)).email?.status, { timeout: 10_000, interval: 50 })
        .toBe('sent');
    } finally {
      await worker.stop();
    }
    const calls = mail.calls;
    await notify(who, 'order', 'Після зупинки');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.calls).toBe(calls);
    await drain();
  });
});
