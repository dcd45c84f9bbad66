import { CHAT_REALTIME_EVENTS, chatChannel, chatTypingEvent } from '@supplier/contracts/chats';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import type { ChatsContext } from '../chats.context';
import { chatsText } from '../chats.messages';

/** The supplier is typing: shown live on the chat's channel. */
export async function sendTyping(
  ctx: ChatsContext,
  { supplierId, chatId, locale }: { supplierId: number; chatId: number; locale: Locale },
): Promise<void> {
  if (!(await ctx.repo.belongsTo(chatId, supplierId))) throw httpErrors.notFound(chatsText(locale, 'chat_not_found'));
  await ctx.realtime.publish(
    chatChannel(chatId),
    CHAT_REALTIME_EVENTS.typing,
    chatTypingEvent.parse({ by: 'supplier' }),
  );
}
