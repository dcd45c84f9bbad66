import { CHAT_REALTIME_EVENTS, chatChannel, chatTypingEvent } from '@supplier/contracts/chats';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import type { ChatsContext } from '../chats.context';
import { chatsText } from '../chats.messages';

/** The buyer is typing (the storefront's gateway): shown live on the chat's channel. */
export async function receiveBuyerTyping(
  ctx: ChatsContext,
  { externalId, locale }: { externalId: string; locale: Locale },
): Promise<void> {
  const chatId = await ctx.repo.idOfExternal(externalId);
  if (chatId === null) throw httpErrors.notFound(chatsText(locale, 'chat_not_found'));
  await ctx.realtime.publish(chatChannel(chatId), CHAT_REALTIME_EVENTS.typing, chatTypingEvent.parse({ by: 'buyer' }));
}
