import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  Notification,
  NotificationSettingsResponse,
  NotificationsResponse,
} from '@supplier/contracts/notifications';
import { useTestApp } from '../../test/app';
import { notificationsOf } from './notifications.module';
import { seedDemoNotifications } from './notifications.seed';
import { notifications } from './notifications.table';
import { RecordingBroadcaster, createTestSupplier, type TestSupplier } from './testing';

const broadcaster = new RecordingBroadcaster();
const t = useTestApp({ DATA_DIR: 'memory://', JOBS_WORKER: 'false' }, { broadcaster });

async function notify(who: TestSupplier, type: Notification['type'], title = `Сповіщення ${type}`) {
  return notificationsOf(t.app).notify(who.id, { type, title, body: 'Текст', data: { link: '/orders' } });
}

async function list(who: TestSupplier, query = ''): Promise<NotificationsResponse> {
  const response = await t.call({ method: 'GET', url: `/api/v2/notifications${query}`, token: who.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function newCount(who: TestSupplier): Promise<number> {
  const response = await t.call({ method: 'GET', url: '/api/v2/notifications/count/new', token: who.token });
  expect(response.statusCode).toBe(200);
  return (response.json() as { count: number }).count;
}

describe('GET v2/notifications', () => {
  it('answers newest first, 5 per page, with new_count and meta', async () => {
    const who = await createTestSupplier(t);
    for (let i = 1; i <= 7; i += 1) await notify(who, i % 2 ? 'order' : 'system', `№${i}`);

    const first = await list(who);
    expect(first.data.map((n) => n.title)).toEqual(['№7', '№6', '№5', '№4', '№3']);
    expect(first.meta).toEqual({ total: 7, per_page: 5, current_page: 1, last_page: 2 });
    expect(first.new_count).toBe(7);
    expect(first.data[0]).toMatchObject({ type: 'order', body: 'Текст', data: { link: '/orders' }, read_at: null });
    expect(Date.parse(first.data[0]!.created_at)).not.toBeNaN();

    const second = await list(who, '?page=2');
    expect(second.data.map((n) => n.title)).toEqual(['№2', '№1']);
    expect(second.meta.current_page).toBe(2);

    const beyond = await list(who, '?page=3');
    expect(beyond.data).toEqual([]);
  });

  it('filters by filter[type] (new_count stays the total)', async () => {
    const who = await createTestSupplier(t);
    await notify(who, 'order');
    await notify(who, 'system');
    await notify(who, 'order');
    const orders = await list(who, '?filter%5Btype%5D=order');
    expect(orders.data.every((n) => n.type === 'order')).toBe(true);
    expect(orders.meta.total).toBe(2);
    expect(orders.new_count).toBe(3);
    const literal = await list(who, '?filter[type]=system');
    expect(literal.meta.total).toBe(1);
    const empty = await list(who, '?filter[type]=');
    expect(empty.meta.total).toBe(3);
  });

  it('refuses an unknown type or page with 422', async () => {
    const who = await createTestSupplier(t);
    for (const query of ['?filter[type]=spam', '?page=0', '?page=abc']) {
      const response = await t.call({ method: 'GET', url: `/api/v2/notifications${query}`, token: who.token });
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('needs a signed-in supplier', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/notifications' });
    expect(response.statusCode).toBe(401);
    const noSession = await t.app.inject({ method: 'GET', url: '/api/v2/notifications/count/new' });
    expect(noSession.statusCode).toBe(403);
  });
});

describe('reading and deleting', () => {
  it('marks one and all as read, counting what is new', async () => {
    const who = await createTestSupplier(t);
    const a = await notify(who, 'order');
    await notify(who, 'product');
    await notify(who, 'system');
    expect(await newCount(who)).toBe(3);

    const one = await t.call({ method: 'POST', url: `/api/v2/notifications/${a.id}/mark-as-read`, token: who.token });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ message: 'Сповіщення позначено як прочитане.', new_count: 2 });
    const again = await t.call({ method: 'POST', url: `/api/v2/notifications/${a.id}/mark-as-read`, token: who.token });
    expect(again.json()).toMatchObject({ new_count: 2 });
    const page = await list(who);
    const readAt = page.data.find((n) => n.id === a.id)!.read_at;
    expect(readAt).not.toBeNull();

    const all = await t.call({ method: 'POST', url: '/api/v2/notifications/mark-all-as-read', token: who.token });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ message: 'Усі сповіщення позначено як прочитані.', new_count: 0 });
    expect(await newCount(who)).toBe(0);
    // reading again keeps the first time it was read
    expect((await list(who)).data.find((n) => n.id === a.id)!.read_at).toBe(readAt);
  });

  it('deletes one with the SPEC text', async () => {
    const who = await createTestSupplier(t);
    const a = await notify(who, 'order');
    await notify(who, 'order');
    const response = await t.call({ method: 'DELETE', url: `/api/v2/notifications/${a.id}`, token: who.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Видалення пройшло успішно!', new_count: 1 });
    expect((await list(who)).meta.total).toBe(1);
    const gone = await t.call({ method: 'DELETE', url: `/api/v2/notifications/${a.id}`, token: who.token });
    expect(gone.statusCode).toBe(404);
  });

  it('clears all with the SPEC text', async () => {
    const who = await createTestSupplier(t);
    await notify(who, 'order');
    await notify(who, 'system');
    const response = await t.call({ method: 'DELETE', url: '/api/v2/notifications', token: who.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Усі сповіщення успішно видалено!', new_count: 0 });
    const after = await list(who);
    expect(after.data).toEqual([]);
    expect(after.meta).toEqual({ total: 0, per_page: 5, current_page: 1, last_page: 1 });
  });

  it('answers English texts for X-LOCALE en', async () => {
    const who = await createTestSupplier(t);
    const response = await t.call({
      method: 'DELETE',
      url: '/api/v2/notifications',
      token: who.token,
      headers: { 'x-locale': 'en' },
    });
    expect(response.json()).toMatchObject({ message: 'All notifications have been deleted!' });
  });

  it("keeps suppliers apart: another's notification is 404 and untouched", async () => {
    const owner = await createTestSupplier(t);
    const stranger = await createTestSupplier(t);
    const mine = await notify(owner, 'order');
    for (const [method, url] of [
      ['POST', `/api/v2/notifications/${mine.id}/mark-as-read`],
      ['DELETE', `/api/v2/notifications/${mine.id}`],
    ] as const) {
      const response = await t.call({ method, url, token: stranger.token });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', message: 'Сповіщення не знайдено.' });
    }
    await t.call({ method: 'POST', url: '/api/v2/notifications/mark-all-as-read', token: stranger.token });
    await t.call({ method: 'DELETE', url: '/api/v2/notifications', token: stranger.token });
    expect((await list(stranger)).meta.total).toBe(0);
    const kept = await list(owner);
    expect(kept.meta.total).toBe(1);
    expect(kept.new_count).toBe(1);
    expect(await newCount(stranger)).toBe(0);
  });
});

describe('notify()', () => {
  it('publishes notification.created with the new count on the owners’ bell channel', async () => {
    const who = await createTestSupplier(t);
    await notify(who, 'system');
    const created = await notify(who, 'order', 'Нове замовлення №5');
    const events = broadcaster.of('notification.created', who.id);
    expect(events).toHaveLength(2);
    expect(events[1]!.channels).toEqual([`private-notifications-owner.${who.id}`]);
    expect(events[1]!.data).toMatchObject({
      notification: { id: created.id, type: 'order', title: 'Нове замовлення №5' },
      new_count: 2,
    });
  });

  it('is reachable through the dev route outside production', async () => {
    const who = await createTestSupplier(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dev/notifications',
      payload: { supplier_id: who.id, type: 'product', title: 'Товар пройшов модерацію', body: 'Опубліковано.' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ data: { type: 'product', title: 'Товар пройшов модерацію' } });
    expect(await newCount(who)).toBe(1);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/dev/notifications',
      payload: { supplier_id: 999_999, type: 'product', title: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('notification settings', () => {
  const get = async (who: TestSupplier): Promise<NotificationSettingsResponse> => {
    const response = await t.call({ method: 'GET', url: '/api/v1/notification/settings', token: who.token });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('starts from the defaults with the allowed types of SPEC section 3', async () => {
    const who = await createTestSupplier(t);
    const settings = await get(who);
    expect(settings.available).toEqual({
      telegram: ['ttn_added', 'shipment_sent', 'remind_after_3_days', 'system'],
      sms: ['ttn_added', 'shipment_sent', 'remind_after_3_days'],
      push: ['product', 'order', 'system'],
      email: ['product', 'order', 'system'],
    });
    expect(settings.data).toEqual({
      telegram: { enabled: true, types: ['ttn_added', 'shipment_sent', 'remind_after_3_days', 'system'] },
      sms: { enabled: false, types: ['ttn_added', 'shipment_sent', 'remind_after_3_days'] },
      push: { enabled: true, types: ['product', 'order', 'system'] },
      email: { enabled: true, types: ['product', 'order', 'system'] },
    });
  });

  it('PUT changes the channels given and keeps the rest', async () => {
    const who = await createTestSupplier(t);
    const response = await t.call({
      method: 'PUT',
      url: '/api/v1/notification/settings',
      token: who.token,
      payload: { sms: { enabled: true, types: ['ttn_added', 'ttn_added'] }, email: { types: ['system', 'order'] } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as NotificationSettingsResponse;
    expect(body.message).toBe('Налаштування сповіщень збережено.');
    expect(body.data.sms).toEqual({ enabled: true, types: ['ttn_added'] });
    expect(body.data.email).toEqual({ enabled: true, types: ['order', 'system'] });
    expect(body.data.telegram.enabled).toBe(true);
    expect((await get(who)).data).toEqual(body.data);
    const off = await t.call({
      method: 'PUT',
      url: '/api/v1/notification/settings',
      token: who.token,
      payload: { sms: { enabled: false } },
    });
    expect((off.json() as NotificationSettingsResponse).data.sms).toEqual({ enabled: false, types: ['ttn_added'] });
  });

  it('refuses a type the channel does not carry with 422', async () => {
    const who = await createTestSupplier(t);
    for (const payload of [
      { sms: { types: ['order'] } },
      { telegram: { types: ['product'] } },
      { push: { types: ['ttn_added'] } },
      { email: { enabled: true, types: ['remind_after_3_days'] } },
    ]) {
      const response = await t.call({ method: 'PUT', url: '/api/v1/notification/settings', token: who.token, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const channel = Object.keys(payload)[0]!;
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        errors: { [`${channel}.types`]: ['Цей канал не надсилає сповіщення такого типу.'] },
      });
    }
    const unknown = await t.call({
      method: 'PUT',
      url: '/api/v1/notification/settings',
      token: who.token,
      payload: { email: { types: ['spam'] } },
    });
    expect(unknown.statusCode).toBe(422);
    expect((await get(who)).data.sms.types).toEqual(['ttn_added', 'shipment_sent', 'remind_after_3_days']);
  });

  it('bulk switches a channel wholesale, a type across channels, or one cell', async () => {
    const who = await createTestSupplier(t);
    const bulk = async (payload: Record<string, unknown>) => {
      const response = await t.call({
        method: 'PUT',
        url: '/api/v1/notification/settings/bulk',
        token: who.token,
        payload,
      });
      return { status: response.statusCode, body: response.json() as NotificationSettingsResponse };
    };
    // a type off everywhere it is carried
    let answer = await bulk({ type: 'system', enabled: false });
    expect(answer.status).toBe(200);
    expect(answer.body.data.telegram.types).not.toContain('system');
    expect(answer.body.data.push.types).toEqual(['product', 'order']);
    expect(answer.body.data.email.types).toEqual(['product', 'order']);
    expect(answer.body.data.sms.types).toEqual(['ttn_added', 'shipment_sent', 'remind_after_3_days']);
    // a channel off keeps its types; on again brings every allowed type
    answer = await bulk({ channel: 'email', enabled: false });
    expect(answer.body.data.email).toEqual({ enabled: false, types: ['product', 'order'] });
    answer = await bulk({ channel: 'email', enabled: true });
    expect(answer.body.data.email).toEqual({ enabled: true, types: ['product', 'order', 'system'] });
    // enabling a type does not switch a disabled channel on
    answer = await bulk({ type: 'ttn_added', enabled: true });
    expect(answer.body.data.sms.enabled).toBe(false);
    // one cell
    answer = await bulk({ channel: 'telegram', type: 'ttn_added', enabled: false });
    expect(answer.body.data.telegram.types).toEqual(['shipment_sent', 'remind_after_3_days']);
    // wrong cell, no target
    expect((await bulk({ channel: 'sms', type: 'order', enabled: true })).status).toBe(422);
    const none = await bulk({ enabled: true });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ errors: { channel: ['Вкажіть канал або тип сповіщень.'] } });
  });

  it('keeps settings per supplier', async () => {
    const a = await createTestSupplier(t);
    const b = await createTestSupplier(t);
    await t.call({
      method: 'PUT',
      url: '/api/v1/notification/settings/bulk',
      token: a.token,
      payload: { channel: 'telegram', enabled: false },
    });
    expect((await get(a)).data.telegram.enabled).toBe(false);
    expect((await get(b)).data.telegram.enabled).toBe(true);
  });
});

describe('push subscriptions', () => {
  const subscription = (n: number) => ({
    endpoint: `https://push.example.com/send/${n}-${Date.now()}`,
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });

  it('answers the VAPID public key', async () => {
    const who = await createTestSupplier(t);
    const response = await t.call({ method: 'GET', url: '/api/v1/notification/push-key', token: who.token });
    expect(response.statusCode).toBe(200);
    const key = (response.json() as { public_key: string }).public_key;
    // an uncompressed P-256 point: 65 bytes starting with 0x04
    const bytes = Buffer.from(key, 'base64url');
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('subscribes and unsubscribes a browser; another supplier cannot remove it', async () => {
    const who = await createTestSupplier(t);
    const other = await createTestSupplier(t);
    const body = subscription(1);
    const created = await t.call({
      method: 'POST',
      url: '/api/v1/notification/push-subscriptions',
      token: who.token,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ message: 'Push-сповіщення увімкнено на цьому пристрої.' });
    const foreign = await t.call({
      method: 'DELETE',
      url: '/api/v1/notification/push-subscriptions',
      token: other.token,
      payload: { endpoint: body.endpoint },
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await t.call({
      method: 'DELETE',
      url: '/api/v1/notification/push-subscriptions',
      token: who.token,
      payload: { endpoint: body.endpoint },
    });
    expect(removed.statusCode).toBe(200);
  });

  it('refuses a malformed subscription', async () => {
    const who = await createTestSupplier(t);
    const response = await t.call({
      method: 'POST',
      url: '/api/v1/notification/push-subscriptions',
      token: who.token,
      payload: { endpoint: 'javascript:alert(1)', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('demo seed', () => {
  it('gives every type, some new and some read, once', async () => {
    const who = await createTestSupplier(t);
    await seedDemoNotifications(t.database.db, who.id);
    await seedDemoNotifications(t.database.db, who.id);
    const all = await list(who, '?per_page=50');
    expect(all.meta.total).toBe(9);
    expect(new Set(all.data.map((n) => n.type))).toEqual(
      new Set(['order', 'ttn_added', 'shipment_sent', 'remind_after_3_days', 'product', 'system']),
    );
    expect(all.new_count).toBe(4);
    expect(all.data[0]!.title).toBe('Нове замовлення №10482');
  });
});

describe('item 9: notification texts follow X-LOCALE', () => {
  const CYRILLIC = /[а-яіїєґ]/i;
  const read = async (who: TestSupplier, locale: 'uk' | 'en') => {
    const response = await t.call({
      method: 'GET',
      url: '/api/v2/notifications?per_page=50',
      token: who.token,
      headers: { 'x-locale': locale },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as NotificationsResponse).data.map(({ id, title, body }) => ({ id, title, body }));
  };

  it('item 9: the same notification reads in Ukrainian and in English; one a person wrote stays as written', async () => {
    const who = await createTestSupplier(t);
    const keyed = await notificationsOf(t.app).notify(who.id, {
      type: 'product',
      key: 'import_finished',
      params: { rows: 12, created: 10, updated: 1, skipped: 1 },
    });
    const written = await notify(who, 'system', 'Оголошення адміністратора');

    const uk = await read(who, 'uk');
    const en = await read(who, 'en');
    expect(uk.find((n) => n.id === keyed.id)).toEqual({
      id: keyed.id,
      title: 'Імпорт товарів завершено',
      body: 'Оброблено рядків: 12. Створено: 10, оновлено: 1, пропущено: 1. Звіт про помилки — у списку імпортів.',
    });
    expect(en.find((n) => n.id === keyed.id)).toEqual({
      id: keyed.id,
      title: 'Product import finished',
      body: 'Rows processed: 12. Created: 10, updated: 1, skipped: 1. The error report is in the list of imports.',
    });
    expect(en.find((n) => n.id === written.id)).toMatchObject({ title: 'Оголошення адміністратора', body: 'Текст' });
  });

  it('item 9: notifications stored before the switch (their Ukrainian text only) read in English after the migration', async () => {
    const who = await createTestSupplier(t);
    // As the demo seed wrote them before text keys existed: the Ukrainian title and body, no key.
    const before = [
      {
        title: 'Нове замовлення №10482',
        body: 'Ірина Мельник оформила замовлення на 2 товари на суму 1 849 грн. Підтвердіть його протягом 24 годин.',
      },
      {
        title: 'Ласкаво просимо до кабінету постачальника!',
        body: 'Заповніть інформаційні статті, додайте товари та налаштуйте доставку й оплату — і покупці зможуть робити замовлення.',
      },
    ];
    await t.database.db.insert(notifications).values(
      before.map((text) => ({
        supplierId: who.id,
        type: 'system' as const,
        permission: 'settings' as const,
        ...text,
      })),
    );
    expect((await read(who, 'en')).map((n) => n.title)).toEqual(before.map((text) => text.title).reverse());

    await runBackfill();

    expect(await read(who, 'en')).toMatchObject([
      {
        title: 'Welcome to the supplier panel!',
        body: 'Fill in the information articles, add products and set up delivery and payment, and customers will be able to place orders.',
      },
      {
        title: 'New order #10482',
        body: 'An order of 1 849 грн is waiting for your confirmation. Confirm it within 24 hours.',
      },
    ]);
    expect((await read(who, 'uk')).map((n) => n.title)).toEqual(before.map((text) => text.title).reverse());
  });

  it('item 9: the demo notifications in English have no Cyrillic', async () => {
    const who = await createTestSupplier(t);
    await seedDemoNotifications(t.database.db, who.id);
    const en = await read(who, 'en');
    expect(en).toHaveLength(9);
    const cyrillic = en.filter((n) => CYRILLIC.test(`${n.title} ${n.body}`.replace(/грн/g, '')));
    expect(cyrillic).toEqual([]);
  });

  it('item 9: validation messages of the notification calls read in English with no Cyrillic', async () => {
    const who = await createTestSupplier(t);
    const answers = await Promise.all(
      (['uk', 'en'] as const).flatMap((locale) =>
        [
          { method: 'PUT' as const, url: '/api/v1/notification/settings', payload: { sms: { types: ['spam'] } } },
          {
            method: 'PUT' as const,
            url: '/api/v1/notification/settings',
            payload: { email: { types: ['ttn_added'] } },
          },
          { method: 'PUT' as const, url: '/api/v1/notification/settings/bulk', payload: { enabled: true } },
          { method: 'GET' as const, url: '/api/v2/notifications?page=0' },
          { method: 'DELETE' as const, url: '/api/v2/notifications/999999' },
        ].map((call) => t.call({ ...call, token: who.token, headers: { 'x-locale': locale } })),
      ),
    );
    const half = answers.length / 2;
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      if (index < half) expect(answer.body).toMatch(CYRILLIC);
      else expect(answer.body).not.toMatch(CYRILLIC);
    }
  });
});

/** The data part of the migration that gave notifications their text keys, run again. */
async function runBackfill() {
  const file = new URL('../../../drizzle/0014_notification_text_keys.sql', import.meta.url);
  const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint').filter((s) => /UPDATE/.test(s));
  expect(statements.length).toBe(9);
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
}
