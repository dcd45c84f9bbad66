import { CHAT_REALTIME_EVENTS, chatChannel, chatReadEvent, type ChatUnread } from '@supplier/contracts/chats';
import type { Locale } from '@supplier/contracts/constants';
import { transaction } from '../../../db/transaction';
import { httpErrors } from '../../../errors';
import { sendToStorefront } from '../../marketplace';
import type { ChatsContext } from '../chats.context';
import { chatsText } from '../chats.messages';

/** The supplier has read up to `upTo`: the unread count is what stays above it; the buyer is told. */
export async function markChatRead(
  ctx: ChatsContext,
  { supplierId, chatId, upTo, locale }: { supplierId: number; chatId: number; upTo: number; locale: Locale },
): Promise<{ supplier_read_id: number; unread: ChatUnread }> {
  const moved = await transaction(ctx.db, async (tx) => {
    const chat = await ctx.repo.lockChat(tx, chatId, supplierId);
    if (!chat) throw httpErrors.notFound(chatsText(locale, 'chat_not_found'));
    const target = Math.min(upTo, chat.lastMessageId ?? 0);
    if (target <= chat.supplierReadId) return { readId: chat.supplierReadId, moved: false };
    const left = await ctx.repo.buyerMessagesAfter(tx, chatId, target);
    await ctx.repo.setSupplierRead(tx, chatId, target, left);
    await sendToStorefront(
      tx,
      'chat.read',
      { chat_external_id: chat.externalId, by: 'supplier', up_to: target },
      ctx.clock.now(),
    );
    return { readId: target, moved: true };
  });
  if (moved.moved) {
    await ctx.realtime.publish(
      chatChannel(chatId),
      CHAT_REALTIME_EVENTS.read,
      chatReadEvent.parse({ by: 'supplier', up_to: moved.readId }),
    );
    ctx.realtime.announceChange(supplierId, chatId);
  }
  return { supplier_read_id: moved.readId, unread: await ctx.repo.unread(supplierId) };
}
