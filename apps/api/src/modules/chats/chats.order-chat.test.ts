import { describe, expect, it } from 'vitest';
import { CHATS_GATEWAY_PATHS, type ChatDetail, type ChatsResponse } from '@supplier/contracts/chats';
import { STOREFRONT_INBOX_PATHS, storefrontInboxResponse } from '@supplier/contracts/marketplace';
import { useTestApp } from '../../test/app';
import { ok } from '../catalog/testing';
import { orders } from '../orders/orders.table';
import { MARKETPLACE_TEST_SECRET, externalId, gateway, placeOrder, seller } from '../orders/testing';
import { eq } from 'drizzle-orm';

const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET, JOBS_WORKER: 'false' });
const drain = async () => {
  while ((await t.app.jobs.runOnce()) > 0);
};

describe('«Написати покупцю» from an order', () => {
  it('opens one chat for the order: the second click answers the same chat, the storefront is told once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const s = await seller(t);
    const orderId = await placeOrder(t, s, { buyer: { name: 'Ірина Бойко', phone: '+380501234567', email: null } });

    const first = ok<{ data: ChatDetail }>(await s.post('/chats', { order_id: orderId }), 201).data;
    expect(first).toMatchObject({ buyer_name: 'Ірина Бойко', unread: 0 });
    expect(first.subject).toMatchObject({ kind: 'order', id: orderId });
    expect(first.last_message).toBeNull();
    const again = ok<{ data: ChatDetail }>(await s.post('/chats', { order_id: orderId }), 200).data;
    expect(again.id).toBe(first.id);

    const [x, y] = await Promise.all([
      s.post('/chats', { order_id: orderId }),
      s.post('/chats', { order_id: orderId }),
    ]);
    expect([x.json().data.id, y.json().data.id]).toEqual([first.id, first.id]);

    const list = ok<ChatsResponse>(await s.get('/chats?search=Ірина')).data;
    expect(list.map((chat) => chat.id)).toEqual([first.id]);

    await drain();
    const inbox = storefrontInboxResponse.parse((await t.call({ url: STOREFRONT_INBOX_PATHS.inbox })).json()).data;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const opened = inbox.filter(
      (event) => event.type === 'chat.opened' && event.data.order_external_id === order!.externalId,
    );
    expect(opened).toHaveLength(1);
  });

  it('opens the buyer’s own chat about the order when there is one', async () => {
    const s = await seller(t);
    const orderId = await placeOrder(t, s);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    ok(
      await gateway(t, CHATS_GATEWAY_PATHS.messages, {
        external_id: externalId(),
        supplier_id: s.id,
        buyer_name: 'Олена Коваленко',
        order_external_id: order!.externalId,
        client_id: `c-${orderId}`,
        text: 'Коли відправите?',
      }),
      201,
    );
    const chat = ok<{ data: ChatDetail }>(await s.post('/chats', { order_id: orderId }), 200).data;
    expect(chat.last_message?.text).toBe('Коли відправите?');
  });

  it('refuses another supplier’s order (404) and a missing order id (422)', async () => {
    const s = await seller(t);
    const other = await seller(t);
    const theirs = await placeOrder(t, other);
    expect((await s.post('/chats', { order_id: theirs })).statusCode).toBe(404);
    expect((await s.post('/chats', {})).statusCode).toBe(422);
    const list = ok<ChatsResponse>(await s.get('/chats')).data;
    expect(list).toEqual([]);
  });
});
