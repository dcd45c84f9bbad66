import { CHATS_PATHS, type ChatAttachmentView } from '@supplier/contracts/chats';
import { ImageRejected, inspectImage, sniffImage } from '../../lib/images';
import { storageKey, type FileStorage } from '../../lib/storage';

/** What an attachment is by its content: an image the decoder agrees with, or a PDF; null otherwise. */
export async function attachmentKind(
  content: Buffer,
): Promise<{ type: ChatAttachmentView['type']; ext: string } | null> {
  if (sniffImage(content)) {
    try {
      const { format } = await inspectImage(content);
      return { type: `image/${format}`, ext: format === 'jpeg' ? 'jpg' : format };
    } catch (error) {
      if (error instanceof ImageRejected) return null;
      throw error;
    }
  }
  // %PDF- at the start and %%EOF near the end (a truncated or disguised file is refused).
  if (content.subarray(0, 5).toString('latin1') === '%PDF-' && content.subarray(-1024).includes('%%EOF')) {
    return { type: 'application/pdf', ext: 'pdf' };
  }
  return null;
}

/** Stores a checked attachment privately under the supplier's and the chat's folder. */
export async function storeAttachment(
  storage: FileStorage,
  supplierId: number,
  chatId: number,
  content: Buffer,
  kind: { type: ChatAttachmentView['type']; ext: string },
  name: string,
): Promise<ChatAttachmentView> {
  const key = storageKey(`chats/${supplierId}/${chatId}`, kind.ext);
  await storage.put(key, content, kind.type);
  const id = key.slice(key.lastIndexOf('/') + 1);
  return {
    id,
    name: name.trim().slice(0, 200) || id,
    type: kind.type,
    size: content.length,
    url: `/api${CHATS_PATHS.attachment(chatId, id)}`,
  };
}
