import type { z } from 'zod';
import {
  CHAT_REALTIME_EVENTS,
  chatChannel,
  chatMessageEvent,
  type ChatMessage,
  type gatewayChatMessageRequest,
} from '@supplier/contracts/chats';
import type { Locale } from '@supplier/contracts/constants';
import { transaction } from '../../../db/transaction';
import { httpErrors } from '../../../errors';
import { enqueueJobs } from '../../../jobs/jobs.repository';
import type { ChatsContext } from '../chats.context';
import { chatsText } from '../chats.messages';
import type { ChatRow } from '../chats.table';
import { messageView, nameOfUrl, PREVIEW_LENGTH } from '../chats.views';
import { storeMessage } from './store-message';

/** The job fetching a buyer's attachments (URLs) into private storage. */
export const CHAT_ATTACHMENTS_JOB = 'chats.attachments.fetch';

/**
 * A buyer's message from the storefront's gateway; the first one of an external_id opens the
 * chat. Published after the commit; the supplier is notified of the first unread one.
 */
export async function receiveBuyerMessage(
  ctx: ChatsContext,
  { body, locale }: { body: z.output<typeof gatewayChatMessageRequest>; locale: Locale },
): Promise<{ chat: ChatRow; message: ChatMessage; created: boolean }> {
  const { repo } = ctx;
  if (!(await ctx.suppliers.findById(body.supplier_id))) {
    throw httpErrors.notFound(chatsText(locale, 'supplier_not_found'));
  }
  let orderId: number | null = null;
  let productId: number | null = null;
  if (body.order_external_id) {
    orderId = await repo.orderIdOf(body.supplier_id, body.order_external_id);
    if (orderId === null) throw httpErrors.notFound(chatsText(locale, 'order_not_found'));
  } else if (body.product_id) {
    const [own] = await ctx.products.ownedIds(body.supplier_id, [body.product_id]);
    productId = own ?? null;
    if (productId === null) throw httpErrors.notFound(chatsText(locale, 'product_not_found'));
  }
  const result = await transaction(ctx.db, async (tx) => {
    await repo.openChat(tx, {
      supplierId: body.supplier_id,
      externalId: body.external_id,
      buyerName: body.buyer_name,
      orderId,
      productId,
      lastMessageAt: ctx.clock.now(),
    });
    const chat = await repo.lockChatByExternalId(tx, body.external_id);
    if (!chat || chat.supplierId !== body.supplier_id) {
      throw httpErrors.notFound(chatsText(locale, 'chat_not_found'));
    }
    const stored = await storeMessage(ctx, tx, {
      chat,
      author: 'buyer',
      clientId: body.client_id,
      text: body.text,
      attachments: [],
      preview: body.text || body.attachments.map(nameOfUrl).join(', '),
    });
    if (stored.created && body.attachments.length > 0) {
      await enqueueJobs(tx, [
        { kind: CHAT_ATTACHMENTS_JOB, payload: { messageId: stored.message.id, urls: body.attachments } },
      ]);
    }
    return { chat, ...stored, firstUnread: chat.unread === 0 };
  });
  const message = messageView(result.message);
  if (result.created) {
    const { chat } = result;
    await ctx.realtime.publish(chatChannel(chat.id), CHAT_REALTIME_EVENTS.message, chatMessageEvent.parse({ message }));
    ctx.realtime.announceChange(chat.supplierId, chat.id);
    if (result.firstUnread) {
      try {
        await ctx.notifications.notify(chat.supplierId, {
          type: 'order',
          key: 'chat_message',
          params: { buyer: chat.buyerName, text: message.text.slice(0, PREVIEW_LENGTH) },
          data: { link: `/chats/${chat.id}`, chat_id: chat.id },
        });
      } catch (error) {
        ctx.log.warn({ err: error, chatId: chat.id }, 'chat notification not sent');
      }
    }
  }
  return { chat: result.chat, message, created: result.created };
}
