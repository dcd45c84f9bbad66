import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { BotApiTelegramBot, LocalTelegramBot, TelegramSendError } from '../../drivers/telegram';
import { REALTIME_TEST_ENV, createSupplier, listenApp, nextEvent, pusherClient } from '../../plugins/realtime/testing';
import { createTestDatabase } from '../../test/database';
import { TestClock } from '../identity/testing';
import { suppliers } from '../identity/identity.table';
import { telegramLinkTokens } from './telegram.table';

const WELCOME =
  'Вітаємо! Telegram підключено до кабінету постачальника. Сюди надходитимуть сповіщення про замовлення, відправлення та інші події вашого магазину.';
const INVALID =
  'Посилання недійсне або вже використане. Відкрийте кабінет постачальника та натисніть «Підключити Telegram» ще раз.';

let updateId = 0;
function startUpdate(chatId: number, text: string) {
  updateId += 1;
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      from: { id: chatId, is_bot: false, first_name: 'Олена', language_code: 'uk' },
      chat: { id: chatId, type: 'private', first_name: 'Олена' },
      date: Math.floor(Date.now() / 1000),
      text,
      entities: [{ type: 'bot_command', offset: 0, length: 6 }],
    },
  };
}

describe('Telegram linking', () => {
  let database: Database;
  let app: App;
  let port: number;
  const clock = new TestClock();
  const bot = new LocalTelegramBot();
  const clients: Pusher[] = [];

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, locale = 'uk') =>
    app.inject({
      method,
      url,
      headers: {
        'x-session': 'supplier',
        'x-locale': locale,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  const webhook = (payload: unknown, secret: string | null = REALTIME_TEST_ENV.TELEGRAM_WEBHOOK_SECRET) =>
    app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
      payload: payload as Record<string, unknown>,
    });
  const link = async (token: string) => {
    const response = await call('POST', '/api/v1/customers/telegram/connect-link', token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { url: string; expires_at: string };
    const startToken = /^https:\/\/t\.me\/supplier_test_bot\?start=([A-Za-z0-9_-]{32})$/.exec(body.url)?.[1];
    expect(startToken).toBeTruthy();
    return { ...body, startToken: startToken! };
  };
  const telegramId = async (id: number) =>
    (await database.db.select({ value: suppliers.telegramId }).from(suppliers).where(eq(suppliers.id, id)))[0]?.value;
  const subscribed = async (token: string, channelName: string) => {
    const client = pusherClient(port, token);
    clients.push(client);
    const channel = client.subscribe(channelName);
    await nextEvent(channel, 'pusher:subscription_succeeded');
    return channel;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, port } = await listenApp(database, {}, 0, { clock, telegram: bot }));
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('issues a one-time deep link valid for 15 minutes, storing only its hash', async () => {
    const supplier = await createSupplier(database);
    const anonymous = await call('POST', '/api/v1/customers/telegram/connect-link');
    expect(anonymous.statusCode).toBe(401);
    const issued = await link(supplier.token);
    const minutes = (Date.parse(issued.expires_at) - clock.now().getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
    const rows = await database.db
      .select()
      .from(telegramLinkTokens)
      .where(eq(telegramLinkTokens.supplierId, supplier.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(issued.startToken);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a webhook call without the right secret token header', async () => {
    const supplier = await createSupplier(database);
    const { startToken } = await link(supplier.token);
    for (const secret of [null, 'wrong-secret-wrong-secret', `${REALTIME_TEST_ENV.TELEGRAM_WEBHOOK_SECRET}x`]) {
      const response = await webhook(startUpdate(5001, `/start ${startToken}`), secret);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'invalid_webhook_secret', message: 'Невірний секретний токен вебхука.' });
    }
    expect(await telegramId(supplier.id)).toBeNull();
  });

  it('binds the chat on /start <token>, welcomes in Ukrainian and fires connect-telegram and customer.change', async () => {
    const supplier = await createSupplier(database);
    const connectChannel = await subscribed(supplier.token, `private-connect-telegram.${supplier.id}`);
    const customerChannel = await subscribed(supplier.token, `private-customer.${supplier.id}`);
    const connectEvent = nextEvent(connectChannel, 'connect-telegram');
    const changeEvent = nextEvent(customerChannel, 'customer.change');
    const { startToken } = await link(supplier.token);

    const response = await webhook(startUpdate(700100200, `/start ${startToken}`));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await telegramId(supplier.id)).toBe('700100200');
    expect(bot.outbox('700100200')[0]?.text).toBe(WELCOME);
    expect(await connectEvent).toEqual({ tgChatId: '700100200', success: true });
    expect(await changeEvent).toEqual({ data: { telegram_id: '700100200' } });

    const outbox = await app.inject({ method: 'GET', url: '/api/dev/telegram-outbox?chat_id=700100200' });
    expect(outbox.statusCode).toBe(200);
    expect((outbox.json() as { data: { text: string }[] }).data[0]?.text).toBe(WELCOME);
  });

  it('refuses a used token: no new binding, no event, an explanation to the chat', async () => {
    const supplier = await createSupplier(database);
    const { startToken } = await link(supplier.token);
    expect((await webhook(startUpdate(800, `/start ${startToken}`))).statusCode).toBe(200);
    expect(await telegramId(supplier.id)).toBe('800');

    const connectChannel = await subscribed(supplier.token, `private-connect-telegram.${supplier.id}`);
    const fired = nextEvent(connectChannel, 'connect-telegram', 500).then(
      () => 'fired',
      () => 'silent',
    );
    const again = await webhook(startUpdate(801, `/start ${startToken}`));
    expect(again.statusCode).toBe(200);
    expect(await telegramId(supplier.id)).toBe('800');
    expect(bot.outbox('801')[0]?.text).toBe(INVALID);
    expect(await fired).toBe('silent');
  });

  it('refuses an expired token, an unknown one and a new link replaces the old', async () => {
    const supplier = await createSupplier(database);
    const first = await link(supplier.token);
    const second = await link(supplier.token);
    await webhook(startUpdate(901, `/start ${first.startToken}`));
    expect(await telegramId(supplier.id)).toBeNull();
    await webhook(startUpdate(902, '/start not-a-real-token'));
    await webhook(startUpdate(903, '/start <script>'));
    expect(bot.outbox('902')[0]?.text).toBe(INVALID);
    expect(bot.outbox('903')[0]?.text).toBe(INVALID);

    clock.advance(15 * 60_000 + 1000);
    try {
      await webhook(startUpdate(904, `/start ${second.startToken}`));
      expect(await telegramId(supplier.id)).toBeNull();
      expect(bot.outbox('904')[0]?.text).toBe(INVALID);
    } finally {
      clock.advance(-(15 * 60_000 + 1000));
    }
  });

  it('answers 200 to updates it does not act on', async () => {
    expect((await webhook({ update_id: 77 })).statusCode).toBe(200);
    expect((await webhook(startUpdate(905, 'Привіт'))).statusCode).toBe(200);
    expect(bot.outbox('905')).toHaveLength(0);
    expect((await webhook(startUpdate(906, '/start'))).statusCode).toBe(200);
    expect(bot.outbox('906')[0]?.text).toBe('Щоб отримувати сповіщення, підключіть Telegram у кабінеті постачальника.');
  });

  it('disconnects: unbinds, tells the chat and fires customer.change', async () => {
    const supplier = await createSupplier(database);
    const { startToken } = await link(supplier.token);
    await webhook(startUpdate(1001, `/start ${startToken}`));
    expect(await telegramId(supplier.id)).toBe('1001');
    const customerChannel = await subscribed(supplier.token, `private-customer.${supplier.id}`);
    const changeEvent = nextEvent(customerChannel, 'customer.change');

    const anonymous = await call('DELETE', '/api/v1/customers/telegram/disconnect');
    expect(anonymous.statusCode).toBe(401);
    const response = await call('DELETE', '/api/v1/customers/telegram/disconnect', supplier.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Telegram успішно відв’язано.' });
    expect(await telegramId(supplier.id)).toBeNull();
    expect(await changeEvent).toEqual({ data: { telegram_id: null } });
    expect(bot.outbox('1001')[0]?.text).toBe(
      'Telegram відв’язано від кабінету постачальника. Сповіщення сюди більше не надходитимуть.',
    );

    const english = await call('DELETE', '/api/v1/customers/telegram/disconnect', supplier.token, 'en');
    expect(english.json()).toEqual({ message: 'Telegram disconnected successfully.' });
  });
});

describe('Bot API driver', () => {
  it('POSTs sendMessage to /bot<token>/sendMessage and reports refusals', async () => {
    const requests: { url: string; body: unknown }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        requests.push({ url: request.url ?? '', body: JSON.parse(body) });
        const blocked = (JSON.parse(body) as { chat_id: string }).chat_id === '13';
        response.writeHead(blocked ? 403 : 200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            blocked
              ? { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' }
              : { ok: true, result: { message_id: 1 } },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const driver = new BotApiTelegramBot({ token: '123456:ABC-def', apiUrl: `http://127.0.0.1:${port}` });
      await driver.sendMessage('42', 'Привіт');
      expect(requests[0]).toEqual({ url: '/bot123456:ABC-def/sendMessage', body: { chat_id: '42', text: 'Привіт' } });
      await expect(driver.sendMessage('13', 'x')).rejects.toBeInstanceOf(TelegramSendError);
      await driver.setWebhook('https://panel.example.com/api/telegram/webhook', 'secret_1');
      expect(requests[2]).toEqual({
        url: '/bot123456:ABC-def/setWebhook',
        body: {
          url: 'https://panel.example.com/api/telegram/webhook',
          secret_token: 'secret_1',
          allowed_updates: ['message'],
        },
      });
    } finally {
      server.close();
    }
  });
});
