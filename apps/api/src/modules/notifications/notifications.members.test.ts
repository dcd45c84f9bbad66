import { describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '@supplier/contracts/notifications';
import { REALTIME_TEST_ENV } from '../../plugins/realtime/testing';
import { authorizeChannel } from '../realtime/testing';
import { signUp, useClockedApp, type SignedUp } from '../identity/testing';
import { addMember } from '../team/testing';
import { notificationsOf } from './notifications.module';
import { notificationsRepository } from './notifications.repository';
import { FakePush, FakeTelegram, RecordingBroadcaster, subscribePush } from './testing';

const broadcaster = new RecordingBroadcaster();
const push = new FakePush();
const telegram = new FakeTelegram();
const t = useClockedApp({ ...REALTIME_TEST_ENV, JOBS_WORKER: 'false' }, { broadcaster, push, telegram });

const NOTIFICATIONS = '/api/v2/notifications';

/** Runs the delivery jobs until none is left (earlier tests leave theirs waiting). */
async function deliverAll(): Promise<void> {
  while ((await t.app.jobs.runOnce()) > 0);
}

/** One notification of each subject a shop gets, as the modules send them; their ids by subject. */
async function notifyEverySubject(supplierId: number) {
  const notify = notificationsOf(t.app).notify;
  const order = await notify(supplierId, {
    type: 'order',
    key: 'order_created',
    params: { order: 1042, total: '1 849 грн', total_kopiyky: 184_900 },
  });
  const chat = await notify(supplierId, { type: 'order', key: 'chat_message', params: { buyer: 'Ірина', text: 'Є?' } });
  const review = await notify(supplierId, {
    type: 'order',
    key: 'review_created',
    params: { rating: 5, author: 'Ірина', product: 'Чайник' },
  });
  const product = await notify(supplierId, {
    type: 'product',
    key: 'import_finished',
    params: { rows: 3, created: 1, updated: 1, skipped: 1 },
  });
  const system = await notify(supplierId, { type: 'system', key: 'welcome' });
  return { order: order.id, chat: chat.id, review: review.id, product: product.id, system: system.id };
}

async function list(token: string): Promise<NotificationsResponse> {
  const response = await t.call({ method: 'GET', url: `${NOTIFICATIONS}?per_page=50`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function seenIds(token: string): Promise<number[]> {
  return (await list(token)).data.map((notification) => notification.id).sort((a, b) => a - b);
}

async function newCount(token: string): Promise<number> {
  const response = await t.call({ method: 'GET', url: `${NOTIFICATIONS}/count/new`, token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { count: number }).count;
}

describe('the bell per member (issue 34, ADR 0052)', () => {
  it('shows each member only the notifications their role reads; the owner sees all', async () => {
    const owner = await signUp(t);
    const support = await addMember(t, owner, 'support');
    const manager = await addMember(t, owner, 'manager');
    const catalogue = await addMember(t, owner, 'catalogue');
    const ownerMember = await addMember(t, owner, 'owner');
    const ids = await notifyEverySubject(owner.id);
    const sorted = (...values: number[]) => values.sort((a, b) => a - b);

    expect(await seenIds(owner.token)).toEqual(sorted(...Object.values(ids)));
    expect(await seenIds(ownerMember.token)).toEqual(sorted(...Object.values(ids)));
    expect(await seenIds(support.token)).toEqual(sorted(ids.chat, ids.review));
    expect(await seenIds(manager.token)).toEqual(sorted(ids.order, ids.chat, ids.review));
    expect(await seenIds(catalogue.token)).toEqual([ids.product]);

    const supportsList = await list(support.token);
    expect(supportsList.new_count).toBe(2);
    expect(supportsList.meta.total).toBe(2);
    expect(supportsList.data.map((n) => n.title)).not.toContain('Нове замовлення №1042');
    expect(await newCount(support.token)).toBe(2);
    expect(await newCount(manager.token)).toBe(3);
    expect(await newCount(owner.token)).toBe(5);
  });

  it('lets a member mark read or delete only what they see; read state is the team’s', async () => {
    const owner = await signUp(t);
    const support = await addMember(t, owner, 'support');
    const ids = await notifyEverySubject(owner.id);

    const order = await t.call({
      method: 'POST',
      url: `${NOTIFICATIONS}/${ids.order}/mark-as-read`,
      token: support.token,
    });
    expect(order.statusCode).toBe(404);
    const removed = await t.call({ method: 'DELETE', url: `${NOTIFICATIONS}/${ids.order}`, token: support.token });
    expect(removed.statusCode).toBe(404);

    const chat = await t.call({
      method: 'POST',
      url: `${NOTIFICATIONS}/${ids.chat}/mark-as-read`,
      token: support.token,
    });
    expect(chat.statusCode, chat.body).toBe(200);
    expect(chat.json().new_count).toBe(1);
    // The owner's bell follows: the chat was read by the team.
    expect(await newCount(owner.token)).toBe(4);

    const all = await t.call({ method: 'POST', url: `${NOTIFICATIONS}/mark-all-as-read`, token: support.token });
    expect(all.statusCode, all.body).toBe(200);
    expect(await newCount(support.token)).toBe(0);
    // The order, product and system notifications stay unread for the owner.
    expect(await newCount(owner.token)).toBe(3);
    const unread = (await list(owner.token)).data.filter((n) => n.read_at === null).map((n) => n.id);
    expect(unread.sort((a, b) => a - b)).toEqual([ids.order, ids.product, ids.system].sort((a, b) => a - b));

    const cleared = await t.call({ method: 'DELETE', url: NOTIFICATIONS, token: support.token });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await list(owner.token)).meta.total).toBe(3);
  });

  it('keeps suppliers apart, for owners and members alike', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const othersManager = await addMember(t, other, 'manager');
    const ids = await notifyEverySubject(owner.id);

    expect(await seenIds(other.token)).toEqual([]);
    expect(await seenIds(othersManager.token)).toEqual([]);
    const read = await t.call({
      method: 'POST',
      url: `${NOTIFICATIONS}/${ids.order}/mark-as-read`,
      token: othersManager.token,
    });
    expect(read.statusCode).toBe(404);
    expect(await newCount(owner.token)).toBe(5);
  });
});

describe('notification.created per role (issue 34, ADR 0052)', () => {
  const authorize = (token: string, channel: string) => authorizeChannel(t, token, channel);

  it('goes to the channels of the roles that read it, each with its own unread count', async () => {
    const owner = await signUp(t);
    await notificationsOf(t.app).notify(owner.id, {
      type: 'order',
      key: 'chat_message',
      params: { buyer: 'Ірина', text: 'Є?' },
    });
    broadcaster.events.length = 0;
    await notificationsOf(t.app).notify(owner.id, {
      type: 'order',
      key: 'order_created',
      params: { order: 1042, total: '1 849 грн' },
    });

    const heard = Object.fromEntries(
      broadcaster.events
        .filter((event) => event.event === 'notification.created')
        .map((event) => [event.channels.join(), (event.data as { new_count: number }).new_count]),
    );
    expect(heard).toEqual({
      [`private-notifications-owner.${owner.id}`]: 2,
      [`private-notifications-manager.${owner.id}`]: 2,
      [`private-notifications-warehouse.${owner.id}`]: 1,
      [`private-notifications-accountant.${owner.id}`]: 1,
    });
  });

  it('lets a member subscribe to their own role’s bell only, and never another supplier’s', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const support = await addMember(t, owner, 'support');
    const manager = await addMember(t, owner, 'manager');
    const bell = (role: string, supplier: SignedUp = owner) => `private-notifications-${role}.${supplier.id}`;

    expect((await authorize(support.token, bell('support'))).statusCode).toBe(200);
    const refused = await authorize(support.token, bell('manager'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'channel_forbidden', message: 'Немає доступу до цього каналу.' });
    expect((await authorize(support.token, bell('owner'))).statusCode).toBe(403);
    expect((await authorize(manager.token, bell('manager'))).statusCode).toBe(200);
    expect((await authorize(owner.token, bell('owner'))).statusCode).toBe(200);
    expect((await authorize(owner.token, bell('owner', other))).statusCode).toBe(403);
    expect((await authorize(manager.token, bell('manager', other))).statusCode).toBe(403);
  });
});

describe('web push per member (issue 34, ADR 0052)', () => {
  const subscribe = (token: string, endpoint: string) => subscribePush(t, token, endpoint);
  let browsers = 0;
  const browser = () => `https://push.example.com/send/member-${process.pid}-${(browsers += 1)}`;
  const pushedTo = (endpoint: string) => push.sent.filter((sent) => sent.target.endpoint === endpoint);

  it('pushes to the browsers of the people whose role reads it and whose own settings want it', async () => {
    const owner = await signUp(t);
    const manager = await addMember(t, owner, 'manager');
    const support = await addMember(t, owner, 'support');
    const quiet = await addMember(t, owner, 'manager');
    const [ownersBrowser, managersBrowser, supportsBrowser, quietBrowser] = [
      browser(),
      browser(),
      browser(),
      browser(),
    ];
    await subscribe(owner.token, ownersBrowser);
    await subscribe(manager.token, managersBrowser);
    await subscribe(support.token, supportsBrowser);
    await subscribe(quiet.token, quietBrowser);
    const off = await t.call({
      method: 'PUT',
      url: '/api/v1/notification/settings',
      token: quiet.token,
      payload: { push: { enabled: false } },
    });
    expect(off.statusCode, off.body).toBe(200);

    await notificationsOf(t.app).notify(owner.id, {
      type: 'order',
      key: 'order_created',
      params: { order: 1042, total: '1 849 грн' },
    });
    await deliverAll();

    expect(pushedTo(ownersBrowser)).toHaveLength(1);
    expect(JSON.parse(pushedTo(managersBrowser)[0]!.payload)).toMatchObject({ title: 'Нове замовлення №1042' });
    expect(pushedTo(supportsBrowser)).toEqual([]);
    expect(pushedTo(quietBrowser)).toEqual([]);
  });

  it('reads the role when it sends, not when it queued: a member moved to support or deactivated meanwhile gets nothing', async () => {
    const owner = await signUp(t);
    const [moved, deactivated, kept] = [
      await addMember(t, owner, 'manager'),
      await addMember(t, owner, 'manager'),
      await addMember(t, owner, 'manager'),
    ];
    const [movedBrowser, deactivatedBrowser, keptBrowser] = [browser(), browser(), browser()];
    await subscribe(moved.token, movedBrowser);
    await subscribe(deactivated.token, deactivatedBrowser);
    await subscribe(kept.token, keptBrowser);

    const order = await notificationsOf(t.app).notify(owner.id, {
      type: 'order',
      key: 'order_created',
      params: { order: 1043, total: '1 849 грн' },
    });
    const team = (url: string, method: 'PUT' | 'POST', payload?: object) =>
      t.call({ method, url: `/api/admin-suppliers/v1/team/members/${url}`, token: owner.token, payload });
    const toSupport = await team(`${moved.memberId}/role`, 'PUT', { role: 'support' });
    expect(toSupport.statusCode, toSupport.body).toBe(200);
    const off = await team(`${deactivated.memberId}/deactivate`, 'POST');
    expect(off.statusCode, off.body).toBe(200);
    await deliverAll();

    expect(pushedTo(movedBrowser)).toEqual([]);
    expect(pushedTo(deactivatedBrowser)).toEqual([]);
    expect(pushedTo(keptBrowser)).toHaveLength(1);
    const deliveries = await notificationsRepository(t.database.db).deliveriesOf(order.id);
    const byMember = Object.fromEntries(deliveries.map((delivery) => [delivery.memberId, delivery]));
    expect(byMember[moved.memberId]).toMatchObject({
      channel: 'push',
      status: 'skipped',
      attempts: 0,
      lastError: 'role support does not read orders:read',
    });
    expect(byMember[deactivated.memberId]).toMatchObject({ status: 'skipped', lastError: 'member deactivated' });
    expect(byMember[kept.memberId]).toMatchObject({ status: 'sent' });
  });

  it('gives a browser to whoever subscribed it last, within their own supplier', async () => {
    const owner = await signUp(t);
    const manager = await addMember(t, owner, 'manager');
    const support = await addMember(t, owner, 'support');
    const shared = browser();
    await subscribe(manager.token, shared);
    await subscribe(support.token, shared);

    await notificationsOf(t.app).notify(owner.id, {
      type: 'order',
      key: 'order_created',
      params: { order: 7, total: '1 грн' },
    });
    await deliverAll();
    expect(pushedTo(shared)).toEqual([]);
  });
});

describe('a member’s own Telegram (issue 34, ADR 0052)', () => {
  let chats = 0;

  /** Links the signed-in person's Telegram as the bot would: the link, then /start with its token in a new chat. */
  async function link(token: string): Promise<string> {
    const created = await t.call({ method: 'POST', url: '/api/v1/customers/telegram/connect-link', token });
    expect(created.statusCode, created.body).toBe(200);
    const start = new URL(created.json().url as string).searchParams.get('start');
    chats += 1;
    const chatId = 900_000 + process.pid * 100 + chats;
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': REALTIME_TEST_ENV.TELEGRAM_WEBHOOK_SECRET },
      payload: {
        update_id: chatId,
        message: {
          message_id: 1,
          from: { id: chatId, is_bot: false, first_name: 'Олена' },
          chat: { id: chatId, type: 'private', first_name: 'Олена' },
          date: Math.floor(Date.now() / 1000),
          text: `/start ${start}`,
        },
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    return String(chatId);
  }

  const account = async (token: string) => {
    const response = await t.call({ method: 'GET', url: '/api/admin-suppliers/v1/customer/account', token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { telegram_id: string | null };
  };
  const toChat = (chatId: string) => telegram.sent.filter((message) => message.chatId === chatId);

  it('links the member’s own chat, leaving the supplier’s alone, and tells only their panels', async () => {
    const owner = await signUp(t);
    const manager = await addMember(t, owner, 'manager');
    broadcaster.events.length = 0;
    const chatId = await link(manager.token);

    expect((await account(manager.token)).telegram_id).toBe(chatId);
    expect((await account(owner.token)).telegram_id).toBeNull();
    const heard = broadcaster.events.filter((event) => event.event === 'connect-telegram');
    expect(heard.map((event) => event.channels)).toEqual([[`private-member.${manager.memberId}`]]);
    expect(broadcaster.events.filter((event) => event.event === 'customer.change')).toEqual([]);

    const off = await t.call({ method: 'DELETE', url: '/api/v1/customers/telegram/disconnect', token: manager.token });
    expect(off.statusCode, off.body).toBe(200);
    expect((await account(manager.token)).telegram_id).toBeNull();
  });

  it('sends a member’s notifications to their chat by their role and their own settings', async () => {
    const owner = await signUp(t);
    const warehouse = await addMember(t, owner, 'warehouse');
    const support = await addMember(t, owner, 'support');
    const quiet = await addMember(t, owner, 'manager');
    const [warehouseChat, supportChat, quietChat] = [
      await link(warehouse.token),
      await link(support.token),
      await link(quiet.token),
    ];
    const off = await t.call({
      method: 'PUT',
      url: '/api/v1/notification/settings',
      token: quiet.token,
      payload: { telegram: { types: ['system'] } },
    });
    expect(off.statusCode, off.body).toBe(200);

    await notificationsOf(t.app).notify(owner.id, {
      type: 'ttn_added',
      key: 'ttn_added',
      params: { order: 1042, ttn: '20450000000001' },
    });
    await deliverAll();

    expect(
      toChat(warehouseChat)
        .filter((message) => message.text.includes('ТТН'))
        .map((message) => message.text),
    ).toEqual([expect.stringContaining('Додано ТТН до замовлення №1042')]);
    expect(toChat(supportChat).filter((message) => message.text.includes('ТТН'))).toEqual([]);
    expect(toChat(quietChat).filter((message) => message.text.includes('ТТН'))).toEqual([]);
  });
});
