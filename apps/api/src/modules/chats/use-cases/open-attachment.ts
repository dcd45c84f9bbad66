import { chatAttachmentFile, type ChatAttachmentView } from '@supplier/contracts/chats';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import { storedUrl, type StoredFile } from '../../../lib/storage';
import type { ChatsContext } from '../chats.context';
import { chatsText } from '../chats.messages';
import { attachmentKey, attachmentTypeOf } from '../chats.views';

/** An attached file of the supplier's chat, read from private storage, and its type. */
export async function openAttachment(
  ctx: ChatsContext,
  { supplierId, chatId, file, locale }: { supplierId: number; chatId: number; file: string; locale: Locale },
): Promise<{ file: StoredFile; type: ChatAttachmentView['type'] }> {
  const missing = () => httpErrors.notFound(chatsText(locale, 'attachment_not_found'));
  if (!chatAttachmentFile.safeParse(file).success) throw missing();
  if (!(await ctx.repo.belongsTo(chatId, supplierId))) throw httpErrors.notFound(chatsText(locale, 'chat_not_found'));
  const stored = await ctx.storage.get(storedUrl(attachmentKey(supplierId, chatId, file)));
  if (!stored) throw missing();
  return { file: stored, type: attachmentTypeOf(file) };
}
