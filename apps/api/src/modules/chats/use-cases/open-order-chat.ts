import type { ChatDetail } from '@supplier/contracts/chats';
import type { Locale } from '@supplier/contracts/constants';
import { transaction } from '../../../db/transaction';
import { httpErrors } from '../../../errors';
import { sendToStorefront } from '../../marketplace';
import type { ChatsContext } from '../chats.context';
import { chatsText } from '../chats.messages';
import { getChat } from './get-chat';

/** The storefront id of the chat a seller opens about an order: one per order, so a repeated click finds it. */
export const sellerChatExternalId = (orderId: number) => `seller-order-${orderId}`;

/**
 * «Написати покупцю» on an order (issue 32): the order's chat if there is one (the buyer's own
 * first), else a new one opened for the order. The storefront is told of a new chat in the same
 * transaction (`chat.opened`), so the buyer finds the seller's messages at the order.
 */
export async function openOrderChat(
  ctx: ChatsContext,
  { supplierId, orderId, locale }: { supplierId: number; orderId: number; locale: Locale },
): Promise<{ chat: ChatDetail; created: boolean }> {
  const order = await ctx.repo.orderOfSupplier(supplierId, orderId);
  if (!order) throw httpErrors.notFound(chatsText(locale, 'order_not_found'));
  const found = await transaction(ctx.db, async (tx) => {
    const existing = await ctx.repo.chatOfOrder(tx, supplierId, order.id);
    if (existing !== null) return { chatId: existing, created: false };
    const externalId = sellerChatExternalId(order.id);
    const now = ctx.clock.now();
    const created = await ctx.repo.openChat(tx, {
      supplierId,
      externalId,
      buyerName: order.buyerName,
      orderId: order.id,
      productId: null,
      lastMessageAt: now,
    });
    const chat = await ctx.repo.lockChatByExternalId(tx, externalId);
    if (!chat) throw httpErrors.notFound(chatsText(locale, 'chat_not_found'));
    if (created) {
      await sendToStorefront(
        tx,
        'chat.opened',
        { chat_external_id: externalId, order_external_id: order.externalId, author: 'supplier' },
        now,
      );
    }
    return { chatId: chat.id, created };
  });
  if (found.created) ctx.realtime.announceChange(supplierId, found.chatId);
  return { chat: await getChat(ctx, { supplierId, chatId: found.chatId, locale }), created: found.created };
}
