import type { ChatDetail } from '@supplier/contracts/chats';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import type { ChatsContext } from '../chats.context';
import { chatsText } from '../chats.messages';
import { detailOf, withProducts } from '../chats.views';

/** One chat of the supplier's: the buyer, what it is about, the read marks. */
export async function getChat(
  ctx: ChatsContext,
  input: { supplierId: number; chatId: number; locale: Locale },
): Promise<ChatDetail> {
  const row = await ctx.repo.listRow(input.supplierId, input.chatId);
  if (!row) throw httpErrors.notFound(chatsText(input.locale, 'chat_not_found'));
  const [presented] = await withProducts(ctx.products, [row]);
  return detailOf(presented!);
}
