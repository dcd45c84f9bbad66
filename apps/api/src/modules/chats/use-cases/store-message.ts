import type { ChatAuthor } from '@supplier/contracts/chats';
import type { Db } from '../../../db/client';
import { emitWebhookEvent } from '../../integrations';
import type { ChatsContext } from '../chats.context';
import type { ChatAttachment, ChatMessageRow, ChatRow } from '../chats.table';
import { PREVIEW_LENGTH } from '../chats.views';

export interface StoreMessageInput {
  chat: ChatRow;
  author: ChatAuthor;
  clientId: string;
  text: string;
  attachments: ChatAttachment[];
  /** The list's preview when it is not the text or the first file's name. */
  preview?: string;
}

/**
 * Stores a message in a chat locked by `tx` and moves the chat's last message and unread count
 * with it; a known (author, client_id) answers the stored message, `created: false`. Shared by
 * the supplier's and the buyer's message.
 */
export async function storeMessage(
  ctx: ChatsContext,
  tx: Db,
  input: StoreMessageInput,
): Promise<{ message: ChatMessageRow; created: boolean }> {
  const { chat, author } = input;
  const now = ctx.clock.now();
  const inserted = await ctx.repo.insertMessage(tx, {
    chatId: chat.id,
    supplierId: chat.supplierId,
    author,
    clientId: input.clientId,
    text: input.text,
    attachments: input.attachments,
    createdAt: now,
  });
  if (!inserted) {
    return { message: await ctx.repo.messageOfClient(tx, chat.id, author, input.clientId), created: false };
  }
  const preview = (input.preview ?? (input.text.length > 0 ? input.text : (input.attachments[0]?.name ?? ''))).slice(
    0,
    PREVIEW_LENGTH,
  );
  await ctx.repo.moveLastMessage(tx, chat.id, { id: inserted.id, at: now, text: preview, author });
  await emitWebhookEvent(
    tx,
    chat.supplierId,
    'chat.message',
    {
      chat_id: chat.id,
      chat_external_id: chat.externalId,
      message_id: inserted.id,
      author,
      text: inserted.text,
      attachments: inserted.attachments.map(({ name, type, size }) => ({ name, type, size })),
      created_at: inserted.createdAt.toISOString(),
    },
    now,
  );
  return { message: inserted, created: true };
}
