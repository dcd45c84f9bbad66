import type { ChatTemplate, ChatTemplateRequest } from '@supplier/contracts/chats';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import type { ChatsContext } from '../chats.context';
import { chatsText } from '../chats.messages';
import { templateView } from '../chats.views';

/** Changes a quick reply of the supplier's. */
export async function updateTemplate(
  ctx: ChatsContext,
  { supplierId, id, body, locale }: { supplierId: number; id: number; body: ChatTemplateRequest; locale: Locale },
): Promise<ChatTemplate> {
  if (!(await ctx.repo.template(supplierId, id))) throw httpErrors.notFound(chatsText(locale, 'template_not_found'));
  return templateView(await ctx.repo.updateTemplate(supplierId, id, { title: body.title, text: body.text }));
}
