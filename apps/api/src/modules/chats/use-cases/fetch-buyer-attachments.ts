import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_REALTIME_EVENTS,
  chatChannel,
  chatMessageEvent,
} from '@supplier/contracts/chats';
import { fetchSmallFile } from '../../../lib/public-fetch';
import { storageKey } from '../../../lib/storage';
import { attachmentKind } from '../chats.attachments';
import type { ChatsContext } from '../chats.context';
import type { ChatAttachment } from '../chats.table';
import { messageView, nameOfUrl } from '../chats.views';

const ATTACHMENT_FETCH_TIMEOUT_MS = 10_000;

/**
 * The job of a buyer's attachments: each URL fetched (at most 10 MB, never from a private
 * address outside the local mode), checked by content as uploads are (images and PDF), stored
 * privately; a bad one is skipped with a log. The message is published again with its files.
 */
export async function fetchBuyerAttachments(
  ctx: ChatsContext,
  { messageId, urls, allowPrivate }: { messageId: number; urls: string[]; allowPrivate: boolean },
): Promise<void> {
  const { repo, log } = ctx;
  const message = await repo.message(messageId);
  if (!message || message.attachments.length > 0) return;
  const files: ChatAttachment[] = [];
  for (const source of urls) {
    try {
      const content = await fetchSmallFile(source, {
        allowPrivate,
        maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
        timeoutMs: ATTACHMENT_FETCH_TIMEOUT_MS,
      });
      const kind = await attachmentKind(content);
      if (!kind) {
        log.warn({ messageId, source }, 'chat attachment refused: not an image or PDF');
        continue;
      }
      const key = storageKey(`chats/${message.supplierId}/${message.chatId}`, kind.ext);
      const url = await ctx.storage.put(key, content, kind.type);
      files.push({ url, name: nameOfUrl(source), type: kind.type, size: content.length });
    } catch (error) {
      log.warn({ err: error, messageId, source }, 'chat attachment not fetched');
    }
  }
  if (files.length === 0) return;
  const updated = await repo.setAttachments(messageId, files);
  await ctx.realtime.publish(
    chatChannel(message.chatId),
    CHAT_REALTIME_EVENTS.message,
    chatMessageEvent.parse({ message: messageView(updated) }),
  );
}
