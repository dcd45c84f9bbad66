import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_BUYER_MESSAGES_PER_MINUTE,
  CHAT_REALTIME_EVENTS,
  CHAT_SUPPLIER_MESSAGES_PER_MINUTE,
  CHATS_GATEWAY_PATHS,
  CHATS_PATHS,
  type ChatAttachmentView,
  type ChatDetail,
  type ChatMessage,
  type ChatsResponse,
  type GatewayChatMessageRequest,
} from '@supplier/contracts/chats';
import { STOREFRONT_INBOX_PATHS, storefrontInboxResponse } from '@supplier/contracts/marketplace';
import { useTestApp } from '../../test/app';
import { authorizeChannel } from '../realtime/testing';
import { imageFile, multipart, ok, type Supplier } from '../catalog/testing';
import { RecordingBroadcaster } from '../notifications/testing';
import { orders } from '../orders/orders.table';
import { seedDemoChats } from './chats.seed';
import { MARKETPLACE_TEST_SECRET, externalId, gateway, placeOrder, seller, type Seller } from '../orders/testing';

const API = '/api/admin-suppliers/v1';
const rel = (path: string) => path.replace('/admin-suppliers/v1', '');

const broadcaster = new RecordingBroadcaster();
const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET, JOBS_WORKER: 'false' }, { broadcaster });
const drain = async () => {
  while ((await t.app.jobs.runOnce()) > 0);
};

let clientSequence = 0;
const clientId = () => `c-${process.pid}-${(clientSequence += 1)}`;

function buyerMessage(s: Seller, extra: Partial<GatewayChatMessageRequest> = {}): GatewayChatMessageRequest {
  return {
    external_id: externalId(),
    supplier_id: s.id,
    buyer_name: 'Олена Коваленко',
    product_id: s.productId,
    client_id: clientId(),
    text: 'Добрий день! Чи є в наявності?',
    ...extra,
  };
}

/** A buyer writes through the gateway; answers the panel's chat id and the message id. */
async function buyerWrites(s: Seller, extra: Partial<GatewayChatMessageRequest> = {}) {
  const body = buyerMessage(s, extra);
  const answer = ok<{ data: { message_id: number } }>(await gateway(t, CHATS_GATEWAY_PATHS.messages, body), 201);
  const list = ok<ChatsResponse>(await s.get(`/chats?search=${encodeURIComponent(body.buyer_name)}`));
  const chat = list.data.find((c) => c.last_message?.id === answer.data.message_id) ?? list.data[0]!;
  return { chatId: chat.id, messageId: answer.data.message_id, externalId: body.external_id };
}

async function messages(s: Supplier, chatId: number, query = '') {
  return ok<{ data: ChatMessage[]; meta: { has_more: boolean } }>(
    await s.get(`${rel(CHATS_PATHS.messages(chatId))}${query}`),
  );
}

describe('chats through the gateway', () => {
  it('refuses an unsigned or wrongly signed buyer message', async () => {
    const s = await seller(t);
    const body = buyerMessage(s);
    const unsigned = await t.call({ method: 'POST', url: CHATS_GATEWAY_PATHS.messages, payload: body });
    expect(unsigned.statusCode).toBe(401);
    const forged = await gateway(t, CHATS_GATEWAY_PATHS.messages, body, {
      secret: 'another-secret-another-secret-another',
    });
    expect(forged.statusCode).toBe(401);
    expect(ok<ChatsResponse>(await s.get('/chats')).data).toHaveLength(0);
  });

  it('opens a chat about a product, stores a repeated client_id once and publishes it once', async () => {
    const s = await seller(t);
    const body = buyerMessage(s);
    const first = ok<{ data: { message_id: number } }>(await gateway(t, CHATS_GATEWAY_PATHS.messages, body), 201);
    const again = ok<{ data: { message_id: number } }>(await gateway(t, CHATS_GATEWAY_PATHS.messages, body), 200);
    expect(again.data.message_id).toBe(first.data.message_id);

    const list = ok<ChatsResponse>(await s.get('/chats')).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      buyer_name: 'Олена Коваленко',
      unread: 1,
      last_message: { text: 'Добрий день! Чи є в наявності?', author: 'buyer' },
      subject: { kind: 'product', id: s.productId },
    });
    const chatId = list[0]!.id;
    expect((await messages(s, chatId)).data).toHaveLength(1);
    const published = broadcaster.events.filter(
      (e) => e.event === CHAT_REALTIME_EVENTS.message && e.channels.includes(`private-chat.${chatId}`),
    );
    expect(published).toHaveLength(1);
    // The list and the menu of the supplier's panels hear of it on private-chats (a burst of
    // changes is gathered for a moment first).
    const changed = await vi.waitFor(() => {
      const last = broadcaster.of(CHAT_REALTIME_EVENTS.changed, s.id).at(-1);
      expect(last).toBeDefined();
      return last!;
    });
    expect(changed.data).toMatchObject({ chat: { id: chatId, unread: 1 }, unread: { chats: 1, messages: 1 } });
    // The first unread message rings the bell.
    const bell = ok<{ data: { type: string; title: string; data: { link: string } }[] }>(
      await t.call({ url: '/api/v2/notifications', token: s.token }),
    ).data;
    expect(bell[0]).toMatchObject({ type: 'order', data: { link: `/chats/${chatId}` } });
    expect(bell[0]!.title).toContain('Олена Коваленко');
  });

  it('links a chat to the supplier’s order with its status and TTN; another supplier’s order is 404', async () => {
    const s = await seller(t);
    const orderId = await placeOrder(t, s);
    const [order] = await t.database.db
      .select({ external_id: orders.externalId, number: orders.number })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw new Error('no order');
    const { chatId } = await buyerWrites(s, { product_id: null, order_external_id: order.external_id });
    const detail = ok<{ data: ChatDetail }>(await s.get(`/chats/${chatId}`)).data;
    expect(detail.subject).toEqual({
      kind: 'order',
      id: orderId,
      number: String(order.number),
      status: 'new',
      ttn: null,
    });

    const other = await seller(t);
    const refused = await gateway(
      t,
      CHATS_GATEWAY_PATHS.messages,
      buyerMessage(other, { product_id: null, order_external_id: order.external_id }),
    );
    expect(refused.statusCode).toBe(404);
    // A chat id of one supplier cannot be written into for another.
    const { externalId: taken } = await buyerWrites(s);
    const hijack = await gateway(t, CHATS_GATEWAY_PATHS.messages, buyerMessage(other, { external_id: taken }));
    expect(hijack.statusCode).toBe(404);
  });

  it('limits a buyer’s messages per minute (429 in Ukrainian)', async () => {
    const s = await seller(t);
    const external = externalId();
    const codes: number[] = [];
    for (let i = 0; i <= CHAT_BUYER_MESSAGES_PER_MINUTE; i += 1) {
      const answer = await gateway(t, CHATS_GATEWAY_PATHS.messages, buyerMessage(s, { external_id: external }));
      codes.push(answer.statusCode);
      if (answer.statusCode === 429) expect(answer.json().message).toMatch(/Забагато запитів|спробуйте/i);
    }
    expect(codes.filter((code) => code === 201)).toHaveLength(CHAT_BUYER_MESSAGES_PER_MINUTE);
    expect(codes.at(-1)).toBe(429);
    // Another buyer is not held back.
    expect((await gateway(t, CHATS_GATEWAY_PATHS.messages, buyerMessage(s))).statusCode).toBe(201);
  });
});

describe('a buyer’s attachments', () => {
  it('are fetched by a job, checked by content, kept privately and published again with the message', async () => {
    const png = await imageFile('png');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(512, 1)]);
    const files = createServer((request, response) => {
      const body = request.url === '/photo.png' ? png : request.url === '/virus.png' ? exe : null;
      if (!body) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'image/png' }).end(body);
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
    try {
      const s = await seller(t);
      const body = buyerMessage(s, { text: '', attachments: [`${origin}/photo.png`, `${origin}/virus.png`] });
      const sent = ok<{ data: { message_id: number } }>(await gateway(t, CHATS_GATEWAY_PATHS.messages, body), 201);
      const chatId = ok<ChatsResponse>(await s.get('/chats')).data[0]!.id;
      expect((await messages(s, chatId)).data[0]!.attachments).toEqual([]);
      await drain();
      const [message] = (await messages(s, chatId)).data;
      expect(message!.id).toBe(sent.data.message_id);
      expect(message!.attachments).toEqual([expect.objectContaining({ name: 'photo.png', type: 'image/png' })]);
      const served = await t.call({ url: message!.attachments[0]!.url, token: s.token });
      expect(served.rawPayload.equals(png)).toBe(true);
      const again = broadcaster.events.filter(
        (e) => e.event === CHAT_REALTIME_EVENTS.message && e.channels.includes(`private-chat.${chatId}`),
      );
      expect(again).toHaveLength(2);
      expect((again[1]!.data as { message: ChatMessage }).message.attachments).toHaveLength(1);
      // Neither text nor files: refused.
      const empty = await gateway(t, CHATS_GATEWAY_PATHS.messages, buyerMessage(s, { text: '' }));
      expect(empty.statusCode).toBe(422);
    } finally {
      files.close();
    }
  });
});

describe('the supplier in a chat', () => {
  it('another supplier’s chat is 404 over HTTP and refused on the realtime channel', async () => {
    const owner = await seller(t);
    const { chatId } = await buyerWrites(owner);
    const stranger = await seller(t);
    expect((await stranger.get(`/chats/${chatId}`)).statusCode).toBe(404);
    expect((await stranger.get(rel(CHATS_PATHS.messages(chatId)))).statusCode).toBe(404);
    expect(
      (await stranger.post(rel(CHATS_PATHS.messages(chatId)), { client_id: clientId(), text: 'Привіт' })).statusCode,
    ).toBe(404);
    expect((await stranger.post(rel(CHATS_PATHS.read(chatId)), { up_to: 1 })).statusCode).toBe(404);
    expect(ok<ChatsResponse>(await stranger.get('/chats')).data).toHaveLength(0);
    expect((await authorizeChannel(t, stranger.token, `private-chat.${chatId}`)).statusCode).toBe(403);
    expect((await authorizeChannel(t, owner.token, `private-chat.${chatId}`)).statusCode).toBe(200);
    expect((await authorizeChannel(t, owner.token, 'private-chat.x1')).statusCode).toBe(403);
  });

  it('catches up after a reconnect: `after` answers each later message once, in order', async () => {
    const s = await seller(t);
    const { chatId, externalId: external, messageId: firstId } = await buyerWrites(s);
    const seen = (await messages(s, chatId)).data.map((m) => m.id);
    expect(seen).toEqual([firstId]);
    // While the panel is away: two buyer messages, a retried one and a supplier answer from another tab.
    const retried = buyerMessage(s, { external_id: external, text: 'Друге' });
    await gateway(t, CHATS_GATEWAY_PATHS.messages, retried);
    await gateway(t, CHATS_GATEWAY_PATHS.messages, retried);
    ok(await s.post(rel(CHATS_PATHS.messages(chatId)), { client_id: clientId(), text: 'Відповідь' }), 201);
    await gateway(t, CHATS_GATEWAY_PATHS.messages, buyerMessage(s, { external_id: external, text: 'Третє' }));

    const caught = await messages(s, chatId, `?after=${seen.at(-1)}&limit=2`);
    expect(caught.data.map((m) => m.text)).toEqual(['Друге', 'Відповідь']);
    expect(caught.meta.has_more).toBe(true);
    const rest = await messages(s, chatId, `?after=${caught.data.at(-1)!.id}&limit=2`);
    expect(rest.data.map((m) => m.text)).toEqual(['Третє']);
    expect(rest.meta.has_more).toBe(false);
    const all = [...seen, ...caught.data.map((m) => m.id), ...rest.data.map((m) => m.id)];
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort((a, b) => a - b)).toEqual(all);
    // Paging backwards from the newest gives the same history.
    const latest = await messages(s, chatId, '?limit=2');
    expect(latest.data.map((m) => m.text)).toEqual(['Відповідь', 'Третє']);
    const older = await messages(s, chatId, `?before=${latest.data[0]!.id}&limit=10`);
    expect(older.data.map((m) => m.text)).toEqual(['Добрий день! Чи є в наявності?', 'Друге']);
    expect(older.meta.has_more).toBe(false);
  });

  it('a supplier’s message is idempotent and reaches the local storefront signed; read marks go both ways', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const s = await seller(t);
    const { chatId, externalId: external, messageId } = await buyerWrites(s);
    const send = { client_id: clientId(), text: '  Вітаю! https://example.com/x — усе є.  ' };
    const sent = ok<{ data: ChatMessage }>(await s.post(rel(CHATS_PATHS.messages(chatId)), send), 201).data;
    expect(sent.text).toBe('Вітаю! https://example.com/x — усе є.');
    const repeat = ok<{ data: ChatMessage }>(await s.post(rel(CHATS_PATHS.messages(chatId)), send), 200).data;
    expect(repeat.id).toBe(sent.id);

    // Reading clears the unread count and tells the storefront.
    const read = ok<{ data: { supplier_read_id: number; unread: { chats: number } } }>(
      await s.post(rel(CHATS_PATHS.read(chatId)), { up_to: messageId }),
    ).data;
    expect(read).toMatchObject({ supplier_read_id: messageId, unread: { chats: 0, messages: 0 } });
    expect(ok<{ data: { chats: number } }>(await s.get('/chats/unread')).data.chats).toBe(0);

    await drain();
    const inbox = storefrontInboxResponse.parse((await t.call({ url: STOREFRONT_INBOX_PATHS.inbox })).json()).data;
    const mine = inbox.filter((event) => event.data.chat_external_id === external);
    expect(mine.filter((event) => event.type === 'chat.message')).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ message_id: sent.id, author: 'supplier', text: sent.text }),
      }),
    ]);
    expect(mine.find((event) => event.type === 'chat.read')?.data).toMatchObject({ by: 'supplier', up_to: messageId });

    // The buyer reads the answer: the panel hears `chat.read`, the detail shows it.
    ok(await gateway(t, CHATS_GATEWAY_PATHS.read(external), { up_to: sent.id }));
    const detail = ok<{ data: ChatDetail }>(await s.get(`/chats/${chatId}`)).data;
    expect(detail.buyer_read_id).toBe(sent.id);
    const readEvent = broadcaster.events.filter(
      (e) => e.event === CHAT_REALTIME_EVENTS.read && e.channels.includes(`private-chat.${chatId}`),
    );
    expect(readEvent.at(-1)!.data).toEqual({ by: 'buyer', up_to: sent.id });
    expect((await gateway(t, CHATS_GATEWAY_PATHS.typing(external), {})).statusCode).toBe(204);
    expect((await gateway(t, CHATS_GATEWAY_PATHS.read('nobody-here'), { up_to: 1 })).statusCode).toBe(404);
  });

  it('lists by the latest message with search, the unread filter and keyset pages', async () => {
    const s = await seller(t);
    const a = await buyerWrites(s, { buyer_name: 'Андрій Мельник' });
    const b = await buyerWrites(s, { buyer_name: 'Богдана Іваненко' });
    const c = await buyerWrites(s, { buyer_name: 'Василь Бондар' });
    ok(await s.post(rel(CHATS_PATHS.read(b.chatId)), { up_to: b.messageId }));
    const page1 = ok<ChatsResponse>(await s.get('/chats?per_page=2'));
    expect(page1.data.map((chat) => chat.id)).toEqual([c.chatId, b.chatId]);
    const page2 = ok<ChatsResponse>(await s.get(`/chats?per_page=2&cursor=${page1.meta.next_cursor}`));
    expect(page2.data.map((chat) => chat.id)).toEqual([a.chatId]);
    expect(page2.meta.next_cursor).toBeNull();
    expect(ok<ChatsResponse>(await s.get('/chats?unread=true')).data.map((chat) => chat.id)).toEqual([
      c.chatId,
      a.chatId,
    ]);
    expect(ok<ChatsResponse>(await s.get(`/chats?search=${encodeURIComponent('богдана')}`)).data).toHaveLength(1);
    expect((await s.get('/chats?cursor=broken')).statusCode).toBe(422);
  });

  it('checks attachments by content and size, keeps them private and serves them to the chat’s supplier only', async () => {
    const s = await seller(t);
    const { chatId } = await buyerWrites(s);
    const upload = (file: { name: string; content: Buffer; type?: string }, who: Supplier = s) =>
      t.call({
        method: 'POST',
        url: `${API}${rel(CHATS_PATHS.attachments(chatId))}`,
        token: who.token,
        ...multipart([file], 'file'),
      });

    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048, 1)]);
    const renamed = await upload({ name: 'photo.png', content: exe, type: 'image/png' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().message).toBe('Можна надсилати лише зображення (JPEG, PNG, WebP) або PDF.');
    const tooLarge = await upload({
      name: 'big.pdf',
      content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(CHAT_ATTACHMENT_MAX_BYTES + 1, 32)]),
    });
    expect(tooLarge.statusCode).toBe(413);

    const png = await imageFile('png');
    const image = ok<{ data: ChatAttachmentView }>(await upload({ name: 'фото.png', content: png }), 201).data;
    expect(image).toMatchObject({ type: 'image/png', name: 'фото.png', size: png.length });
    const pdf = ok<{ data: ChatAttachmentView }>(
      await upload({ name: 'рахунок.pdf', content: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') }),
      201,
    ).data;
    expect(pdf.type).toBe('application/pdf');

    const sent = ok<{ data: ChatMessage }>(
      await s.post(rel(CHATS_PATHS.messages(chatId)), {
        client_id: clientId(),
        attachments: [
          { id: image.id, name: image.name },
          { id: pdf.id, name: pdf.name },
        ],
      }),
      201,
    ).data;
    expect(sent.attachments.map((file) => file.type)).toEqual(['image/png', 'application/pdf']);

    const served = await t.call({ url: sent.attachments[0]!.url, token: s.token });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    // Not at /uploads/, not to another supplier, and an unknown file cannot be sent.
    const stranger = await seller(t);
    expect((await t.call({ url: sent.attachments[0]!.url, token: stranger.token })).statusCode).toBe(404);
    expect((await t.call({ url: `/uploads/chats/${s.id}/${chatId}/${image.id}` })).statusCode).toBe(404);
    expect((await upload({ name: 'x.png', content: png }, stranger)).statusCode).toBe(404);
    const ghost = await s.post(rel(CHATS_PATHS.messages(chatId)), {
      client_id: clientId(),
      attachments: [{ id: 'abcdefghijkl.png', name: 'x.png' }],
    });
    expect(ghost.statusCode).toBe(422);
    const empty = await s.post(rel(CHATS_PATHS.messages(chatId)), { client_id: clientId(), text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.text).toEqual(['Напишіть повідомлення або додайте файл.']);
  });

  it('limits a supplier’s messages per minute (429)', async () => {
    const s = await seller(t);
    const { chatId } = await buyerWrites(s);
    const codes: number[] = [];
    for (let i = 0; i <= CHAT_SUPPLIER_MESSAGES_PER_MINUTE; i += 1) {
      codes.push(
        (await s.post(rel(CHATS_PATHS.messages(chatId)), { client_id: clientId(), text: `№${i}` })).statusCode,
      );
    }
    expect(codes.filter((code) => code === 201)).toHaveLength(CHAT_SUPPLIER_MESSAGES_PER_MINUTE);
    const refused = await s.post(rel(CHATS_PATHS.messages(chatId)), { client_id: clientId(), text: 'ще' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
  });

  it('keeps quick-reply templates per supplier', async () => {
    const s = await seller(t);
    const created = ok<{ data: { id: number } }>(
      await s.post('/chat-templates', { title: 'Відправка', text: 'Відправимо сьогодні.' }),
      201,
    ).data;
    ok(await s.put(`/chat-templates/${created.id}`, { title: 'Відправка', text: 'Відправимо завтра.' }));
    expect(ok<{ data: { text: string }[] }>(await s.get('/chat-templates')).data).toEqual([
      { id: created.id, title: 'Відправка', text: 'Відправимо завтра.' },
    ]);
    const other = await seller(t);
    expect(ok<{ data: unknown[] }>(await other.get('/chat-templates')).data).toHaveLength(0);
    expect((await other.put(`/chat-templates/${created.id}`, { title: 'Моє', text: 'Моє' })).statusCode).toBe(404);
    expect((await other.del(`/chat-templates/${created.id}`)).statusCode).toBe(404);
    ok(await s.del(`/chat-templates/${created.id}`));
    expect(ok<{ data: unknown[] }>(await s.get('/chat-templates')).data).toHaveLength(0);
  });
});

describe('the demo seed', () => {
  it('gives the supplier conversations with history, unread ones and quick replies', async () => {
    const s = await seller(t);
    await placeOrder(t, s);
    await seedDemoChats(t.database.db, s.id);
    const list = ok<ChatsResponse>(await s.get('/chats')).data;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.some((chat) => chat.unread > 0)).toBe(true);
    expect(list.some((chat) => chat.subject?.kind === 'order')).toBe(true);
    const history = await messages(s, list.find((chat) => chat.subject?.kind === 'order')!.id);
    expect(history.data.length).toBeGreaterThan(1);
    expect(ok<{ data: unknown[] }>(await s.get('/chat-templates')).data.length).toBeGreaterThan(0);
  });
});
