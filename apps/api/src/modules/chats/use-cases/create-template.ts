import { CHAT_TEMPLATES_MAX, type ChatTemplate, type ChatTemplateRequest } from '@supplier/contracts/chats';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import type { ChatsContext } from '../chats.context';
import { chatsText } from '../chats.messages';
import { templateView } from '../chats.views';

/** Adds a quick reply: at most CHAT_TEMPLATES_MAX of them (then 409). */
export async function createTemplate(
  ctx: ChatsContext,
  { supplierId, body, locale }: { supplierId: number; body: ChatTemplateRequest; locale: Locale },
): Promise<ChatTemplate> {
  if ((await ctx.repo.templateCount(supplierId)) >= CHAT_TEMPLATES_MAX) {
    throw httpErrors.conflict('templates_full', chatsText(locale, 'templates_full', { max: CHAT_TEMPLATES_MAX }));
  }
  return templateView(await ctx.repo.insertTemplate(supplierId, { title: body.title, text: body.text }));
}
