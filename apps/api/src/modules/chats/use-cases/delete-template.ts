import type { ChatTemplate } from '@supplier/contracts/chats';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import type { ChatsContext } from '../chats.context';
import { chatsText } from '../chats.messages';
import { templateView } from '../chats.views';

/** Deletes a quick reply of the supplier's; answers the one deleted. */
export async function deleteTemplate(
  ctx: ChatsContext,
  { supplierId, id, locale }: { supplierId: number; id: number; locale: Locale },
): Promise<ChatTemplate> {
  const row = await ctx.repo.template(supplierId, id);
  if (!row) throw httpErrors.notFound(chatsText(locale, 'template_not_found'));
  await ctx.repo.deleteTemplate(supplierId, id);
  return templateView(row);
}
