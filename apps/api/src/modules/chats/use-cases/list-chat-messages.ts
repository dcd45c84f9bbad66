import type { z } from 'zod';
import type { chatMessagesQuery, ChatMessage } from '@supplier/contracts/chats';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import type { ChatsContext } from '../chats.context';
import { chatsText } from '../chats.messages';
import { messageView } from '../chats.views';

/** Messages of a chat: newer than `after` (the oldest first), or older than `before` or the latest. */
export async function listChatMessages(
  ctx: ChatsContext,
  input: { supplierId: number; chatId: number; query: z.output<typeof chatMessagesQuery>; locale: Locale },
): Promise<{ data: ChatMessage[]; meta: { has_more: boolean } }> {
  const { chatId, query } = input;
  if (!(await ctx.repo.belongsTo(chatId, input.supplierId))) {
    throw httpErrors.notFound(chatsText(input.locale, 'chat_not_found'));
  }
  const limit = query.limit;
  if (query.after !== undefined) {
    const rows = await ctx.repo.messagesAfter(chatId, query.after, limit + 1);
    return { data: rows.slice(0, limit).map(messageView), meta: { has_more: rows.length > limit } };
  }
  const rows = await ctx.repo.messagesBefore(chatId, query.before, limit + 1);
  return {
    data: rows.slice(0, limit).reverse().map(messageView),
    meta: { has_more: rows.length > limit },
  };
}
