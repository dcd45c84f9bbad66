import { CHAT_REALTIME_EVENTS, chatChannel, chatMessageEvent, type ChatMessage } from '@supplier/contracts/chats';
import type { Locale } from '@supplier/contracts/constants';
import { transaction } from '../../../db/transaction';
import { httpErrors } from '../../../errors';
import { storedUrl } from '../../../lib/storage';
import { sendToStorefront } from '../../marketplace';
import type { ChatsContext } from '../chats.context';
import { chatsText } from '../chats.messages';
import type { ChatAttachment } from '../chats.table';
import { attachmentKey, attachmentTypeOf, messageView } from '../chats.views';
import { storeMessage } from './store-message';

export interface SendMessageInput {
  supplierId: number;
  chatId: number;
  body: { client_id: string; text: string; attachments: { id: string; name: string }[] };
  locale: Locale;
}

/**
 * The supplier's message (issue 14): stored with the chat's last message in one transaction and
 * queued for the storefront, then published after the commit (the broadcaster never holds the
 * reply, ADR 0012); a repeat of its `client_id` answers the stored message and publishes nothing.
 */
export async function sendMessage(
  ctx: ChatsContext,
  { supplierId, chatId, body, locale }: SendMessageInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  const attachments: ChatAttachment[] = [];
  for (const file of body.attachments) {
    const url = storedUrl(attachmentKey(supplierId, chatId, file.id));
    const stored = await ctx.storage.get(url);
    if (!stored) {
      const text = chatsText(locale, 'attachment_not_found');
      throw httpErrors.unprocessable('attachment_not_found', text, { attachments: [text] });
    }
    stored.body.destroy();
    attachments.push({ url, name: file.name, type: attachmentTypeOf(file.id), size: stored.size ?? 0 });
  }
  const result = await transaction(ctx.db, async (tx) => {
    const chat = await ctx.repo.lockChat(tx, chatId, supplierId);
    if (!chat) throw httpErrors.notFound(chatsText(locale, 'chat_not_found'));
    const stored = await storeMessage(ctx, tx, {
      chat,
      author: 'supplier',
      clientId: body.client_id,
      text: body.text,
      attachments,
    });
    if (stored.created) {
      const view = messageView(stored.message);
      await sendToStorefront(
        tx,
        'chat.message',
        {
          chat_external_id: chat.externalId,
          message_id: view.id,
          client_id: view.client_id,
          author: 'supplier',
          text: view.text,
          attachments: view.attachments.map(({ name, type, size }) => ({ name, type, size })),
          created_at: view.created_at,
        },
        stored.message.createdAt,
      );
    }
    return stored;
  });
  const message = messageView(result.message);
  if (result.created) {
    await ctx.realtime.publish(chatChannel(chatId), CHAT_REALTIME_EVENTS.message, chatMessageEvent.parse({ message }));
    ctx.realtime.announceChange(supplierId, chatId);
  }
  return { message, created: result.created };
}
