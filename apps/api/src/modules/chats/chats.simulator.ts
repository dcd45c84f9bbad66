import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  CHATS_GATEWAY_PATHS,
  type GatewayChatMessageRequest,
  type GatewayChatMessageResponse,
  type SimulateChatResponse,
} from '@supplier/contracts/chats';
import type { Locale } from '@supplier/contracts/constants';
import type { Db } from '../../db/client';
import { httpErrors } from '../../errors';
import { productReads } from '../catalog';
import { signedPost } from '../marketplace';
import { orders } from '../orders';
import { chatsText } from './chats.messages';
import { chats } from './chats.table';

/** What simulated buyers write. */
export const BUYER_LINES = [
  'Добрий день! Коли відправите моє замовлення?',
  'Чи є цей товар у іншому кольорі?',
  'Підкажіть, будь ласка, номер накладної.',
  'Можна змінити відділення Нової Пошти на №5?',
  'Дякую, все отримала, дуже задоволена!',
  'Чи можна оплатити частинами?',
  'А гарантія на товар є?',
] as const;

export interface SimulateChatOptions {
  db: Db;
  baseUrl: string;
  secret: string;
  locale: Locale;
  chat_id?: number;
  text?: string;
  /** The supplier named, or the demo supplier (the simulator context's). */
  supplierId: number | null;
}

/**
 * A buyer on the storefront writes a message through the real signed gateway over HTTP: in
 * `chat_id`, or in a new chat about one of the supplier's recent orders (or, without orders, a
 * product). The demo supplier's unless `supplier_id` is given.
 */
export async function simulateChat(options: SimulateChatOptions): Promise<SimulateChatResponse> {
  const { db, locale } = options;
  const text = options.text ?? BUYER_LINES[Math.floor(Math.random() * BUYER_LINES.length)]!;
  let body: GatewayChatMessageRequest;
  if (options.chat_id) {
    const [chat] = await db.select().from(chats).where(eq(chats.id, options.chat_id));
    if (!chat) throw httpErrors.notFound(chatsText(locale, 'chat_not_found'));
    body = {
      external_id: chat.externalId,
      supplier_id: chat.supplierId,
      buyer_name: chat.buyerName,
      client_id: randomUUID(),
      text,
    };
  } else {
    const { supplierId } = options;
    if (!supplierId) throw httpErrors.notFound(chatsText(locale, 'supplier_not_found'));
    const [order] = await db
      .select({ externalId: orders.externalId, buyerName: orders.buyerName })
      .from(orders)
      .where(eq(orders.supplierId, supplierId))
      .orderBy(desc(orders.id))
      .limit(1)
      .offset(Math.floor(Math.random() * 20));
    const [product] = order ? [] : await productReads(db).someOf(supplierId, { limit: 1, random: true });
    if (!order && !product) throw httpErrors.notFound(chatsText(locale, 'nothing_to_simulate'));
    body = {
      external_id: `sim-chat-${randomUUID()}`,
      supplier_id: supplierId,
      buyer_name: order?.buyerName ?? 'Олена Коваленко',
      order_external_id: order?.externalId ?? null,
      product_id: order ? null : product!.id,
      client_id: randomUUID(),
      text,
    };
  }
  const response = await signedPost(options.secret, new URL(CHATS_GATEWAY_PATHS.messages, options.baseUrl), body);
  if (response.status !== 201 && response.status !== 200) {
    const problem = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    throw httpErrors.passedOn(
      response.status,
      problem.code ?? 'gateway_refused',
      problem.message ?? String(response.status),
    );
  }
  const answer = (await response.json()) as GatewayChatMessageResponse;
  const [chat] = await db.select({ id: chats.id }).from(chats).where(eq(chats.externalId, body.external_id));
  return { chat_id: chat!.id, external_id: body.external_id, message_id: answer.data.message_id };
}
