import type { ChatTemplate } from '@supplier/contracts/chats';
import type { ChatsContext } from '../chats.context';
import { templateView } from '../chats.views';

/** The supplier's quick replies. */
export async function listTemplates(ctx: ChatsContext, input: { supplierId: number }): Promise<ChatTemplate[]> {
  return (await ctx.repo.templates(input.supplierId)).map(templateView);
}
