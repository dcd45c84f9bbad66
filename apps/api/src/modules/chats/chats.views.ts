import {
  CHAT_ATTACHMENT_TYPES,
  CHATS_PATHS,
  type ChatAttachmentView,
  type ChatDetail,
  type ChatListItem,
  type ChatMessage,
  type ChatTemplate,
} from '@supplier/contracts/chats';
import type { OrderStatus } from '@supplier/contracts/orders';
import type { ProductReads } from '../catalog';
import type { ChatOrderRow, ChatTemplateRow } from './chats.repository';
import type { ChatMessageRow } from './chats.table';

/** The private storage key of an attachment: the supplier's and the chat's folder. */
export const attachmentKey = (supplierId: number, chatId: number, file: string) =>
  `chats/${supplierId}/${chatId}/${file}`;

export const attachmentTypeOf = (file: string): ChatAttachmentView['type'] => {
  const extension = file.slice(file.lastIndexOf('.') + 1);
  const types: Record<string, ChatAttachmentView['type']> = {
    jpg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    pdf: 'application/pdf',
  };
  return types[extension] ?? CHAT_ATTACHMENT_TYPES[3];
};

/** A readable file name from an attachment's URL (its last path part). */
export function nameOfUrl(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';
    return decodeURIComponent(last).slice(0, 200) || 'file';
  } catch {
    return 'file';
  }
}

/** A chat with what its list item shows of its order or product. */
export interface ChatListRow extends ChatOrderRow {
  productName: string | null;
  productImage: string | null;
}

/** The chats with their products' names and thumbnails, read through catalog's face. */
export async function withProducts(
  products: Pick<ProductReads, 'summaries'>,
  rows: ChatOrderRow[],
): Promise<ChatListRow[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.chat.productId === null ? [] : [row.chat.productId])))];
  const byId = new Map((await products.summaries(ids)).map((product) => [product.id, product]));
  return rows.map((row) => {
    const product = row.chat.productId === null ? undefined : byId.get(row.chat.productId);
    return { ...row, productName: product?.name ?? null, productImage: product?.image ?? null };
  });
}

/** The list shows this much of the last message. */
export const PREVIEW_LENGTH = 200;

export function listItem(row: ChatListRow): ChatListItem {
  const chat = row.chat;
  const subject: ChatListItem['subject'] =
    chat.orderId !== null && row.orderNumber !== null
      ? {
          kind: 'order',
          id: chat.orderId,
          number: String(row.orderNumber),
          status: row.orderStatus as OrderStatus,
          ttn: row.orderTtn,
        }
      : chat.productId !== null && row.productName !== null
        ? { kind: 'product', id: chat.productId, name: row.productName, image: row.productImage }
        : null;
  return {
    id: chat.id,
    buyer_name: chat.buyerName,
    last_message:
      chat.lastMessageId !== null && chat.lastMessageAuthor
        ? {
            id: chat.lastMessageId,
            text: chat.lastMessageText,
            author: chat.lastMessageAuthor,
          }
        : null,
    last_message_at: chat.lastMessageAt.toISOString(),
    unread: chat.unread,
    subject,
  };
}

export function detailOf(row: ChatListRow): ChatDetail {
  return {
    ...listItem(row),
    supplier_read_id: row.chat.supplierReadId,
    buyer_read_id: row.chat.buyerReadId,
    created_at: row.chat.createdAt.toISOString(),
  };
}

export function messageView(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    chat_id: row.chatId,
    author: row.author,
    client_id: row.clientId,
    text: row.text,
    attachments: row.attachments.map((file) => {
      const id = file.url.slice(file.url.lastIndexOf('/') + 1);
      return {
        id,
        name: file.name,
        type: file.type as ChatAttachmentView['type'],
        size: file.size,
        url: `/api${CHATS_PATHS.attachment(row.chatId, id)}`,
      };
    }),
    created_at: row.createdAt.toISOString(),
  };
}

export const templateView = (row: ChatTemplateRow): ChatTemplate => ({
  id: row.id,
  title: row.title,
  text: row.text,
});
