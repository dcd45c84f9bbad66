import { CHAT_ATTACHMENT_FIELD, type ChatAttachmentView } from '@supplier/contracts/chats';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import { attachmentKind, storeAttachment } from '../chats.attachments';
import type { ChatsContext } from '../chats.context';
import { chatsText } from '../chats.messages';

/**
 * An image or PDF (told by its content) for the supplier's next message in the chat, kept
 * privately. `read` reads the upload once the chat is known to be the supplier's.
 */
export async function uploadAttachment(
  ctx: ChatsContext,
  input: {
    supplierId: number;
    chatId: number;
    read: () => Promise<{ content: Buffer; filename: string }>;
    locale: Locale;
  },
): Promise<ChatAttachmentView> {
  const { supplierId, chatId, locale } = input;
  if (!(await ctx.repo.belongsTo(chatId, supplierId))) throw httpErrors.notFound(chatsText(locale, 'chat_not_found'));
  const file = await input.read();
  const kind = await attachmentKind(file.content);
  if (!kind) {
    const text = chatsText(locale, 'attachment_type');
    throw httpErrors.unprocessable('file_type', text, { [CHAT_ATTACHMENT_FIELD]: [text] });
  }
  return storeAttachment(ctx.storage, supplierId, chatId, file.content, kind, file.filename);
}
