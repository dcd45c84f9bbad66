import { CHAT_REALTIME_EVENTS, chatChannel, chatReadEvent } from '@supplier/contracts/chats';
import type { Locale } from '@supplier/contracts/constants';
import { transaction } from '../../../db/transaction';
import { httpErrors } from '../../../errors';
import type { ChatsContext } from '../chats.context';
import { chatsText } from '../chats.messages';

/** The buyer has read the supplier's messages up to `upTo` (the storefront's gateway). */
export async function receiveBuyerRead(
  ctx: ChatsContext,
  { externalId, upTo, locale }: { externalId: string; upTo: number; locale: Locale },
): Promise<{ buyer_read_id: number }> {
  const moved = await transaction(ctx.db, async (tx) => {
    const chat = await ctx.repo.lockChatByExternalId(tx, externalId);
    if (!chat) throw httpErrors.notFound(chatsText(locale, 'chat_not_found'));
    const target = Math.min(upTo, chat.lastMessageId ?? 0);
    if (target <= chat.buyerReadId) return { chat, readId: chat.buyerReadId, moved: false };
    await ctx.repo.setBuyerRead(tx, chat.id, target);
    return { chat, readId: target, moved: true };
  });
  if (moved.moved) {
    await ctx.realtime.publish(
      chatChannel(moved.chat.id),
      CHAT_REALTIME_EVENTS.read,
      chatReadEvent.parse({ by: 'buyer', up_to: moved.readId }),
    );
  }
  return { buyer_read_id: moved.readId };
}
