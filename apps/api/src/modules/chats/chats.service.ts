import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_TYPES,
  CHAT_REALTIME_EVENTS,
  CHAT_TEMPLATES_MAX,
  CHATS_PATHS,
  chatChangedEvent,
  chatChannel,
  chatMessageEvent,
  type chatMessagesQuery,
  chatReadEvent,
  chatTypingEvent,
  type ChatAttachmentView,
  type ChatAuthor,
  type ChatDetail,
  type ChatListItem,
  type ChatMessage,
  type ChatsFilter,
  type ChatTemplate,
  type ChatTemplateRequest,
  type ChatUnread,
  type gatewayChatMessageRequest,
} from '@supplier/contracts/chats';
import { idParam } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import { PRIVATE_PREFIX, realtimeChannels } from '@supplier/contracts/realtime';
import type { OrderStatus } from '@supplier/contracts/orders';
import type { Db } from '../../db/client';
import type { Broadcaster } from '../../drivers/broadcaster/broadcaster.driver';
import type { Clock } from '../../drivers';
import { httpErrors } from '../../errors';
import { enqueueJobs } from '../../jobs/jobs.repository';
import { cursorTimestamp } from '../../lib/page-cursor';
import { fetchSmallFile } from '../../lib/public-fetch';
import { storageKey, storedUrl, type FileStorage } from '../../lib/storage';
import { emitWebhookEvent } from '../integrations/webhooks/webhook-events.repository';
import { sendToStorefront } from '../marketplace/storefront.webhook';
import type { NotificationsService } from '../notifications/notifications.service';
import { attachmentKind } from './chats.attachments';
import { chatsText } from './chats.messages';
import { chatsRepository, type ChatListRow, type ChatTemplateRow } from './chats.repository';
import type { ChatAttachment, ChatMessageRow, ChatRow } from './chats.table';
import { transaction } from '../../db/transaction';

export interface ChatsServiceDeps {
  db: Db;
  storage: FileStorage;
  broadcaster: Broadcaster;
  notifications: Pick<NotificationsService, 'notify'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

type GatewayMessage = z.output<typeof gatewayChatMessageRequest>;
interface SendInput {
  clientId: string;
  text: string;
  attachments: ChatAttachment[];
  /** The list's preview when it is not the text or the first file's name. */
  preview?: string;
}

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

/** The job fetching a buyer's attachments (URLs) into private storage. */
export const CHAT_ATTACHMENTS_JOB = 'chats.attachments.fetch';

/** A readable file name from an attachment's URL (its last path part). */
export function nameOfUrl(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';
    return decodeURIComponent(last).slice(0, 200) || 'file';
  } catch {
    return 'file';
  }
}

/** The list shows this much of the last message. */
const PREVIEW_LENGTH = 200;
const ANNOUNCE_MS = 150;
const ATTACHMENT_FETCH_TIMEOUT_MS = 10_000;

function encodeCursor(at: Date, id: number): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}
function decodeCursor(cursor: string): { at: Date; id: number } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const valid = z.tuple([cursorTimestamp, idParam]).safeParse([at, id]);
  return valid.success ? { at: new Date(valid.data[0]), id: valid.data[1] } : null;
}

/**
 * Chats (issue 14): a message is stored with the chat's last message and unread count in one
 * transaction, then published after the commit (the broadcaster never holds the reply, ADR
 * 0012); a repeat of a sender's `client_id` answers the stored message and publishes nothing.
 */
export function chatsService({ db, storage, broadcaster, notifications, clock, log }: ChatsServiceDeps) {
  const repo = chatsRepository(db);
  const notFound = (locale: Locale) => httpErrors.notFound(chatsText(locale, 'chat_not_found'));

  async function publish(channel: string, event: string, data: unknown) {
    try {
      await broadcaster.publish([`${PRIVATE_PREFIX}${channel}`], event, data);
    } catch (error) {
      log.warn({ err: error, event, channel }, 'realtime event not published');
    }
  }

  function listItem(row: ChatListRow): ChatListItem {
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

  function detailOf(row: ChatListRow): ChatDetail {
    return {
      ...listItem(row),
      supplier_read_id: row.chat.supplierReadId,
      buyer_read_id: row.chat.buyerReadId,
      created_at: row.chat.createdAt.toISOString(),
    };
  }

  function messageView(row: ChatMessageRow): ChatMessage {
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

  const unread = (supplierId: number): Promise<ChatUnread> => repo.unread(supplierId);

  /**
   * The changed chats and the totals on private-customer.{supplierId} (the list and the menu),
   * gathered for ANNOUNCE_MS per supplier: a busy shop's totals are read once per burst, not once
   * per message (a message itself goes out on its chat's channel at once).
   */
  const pendingChanges = new Map<number, Set<number>>();
  function announceChange(supplierId: number, chatId: number): void {
    const pending = pendingChanges.get(supplierId);
    if (pending) {
      pending.add(chatId);
      return;
    }
    pendingChanges.set(supplierId, new Set([chatId]));
    setTimeout(() => void flushChanges(supplierId), ANNOUNCE_MS).unref();
  }
  async function flushChanges(supplierId: number): Promise<void> {
    const ids = [...(pendingChanges.get(supplierId) ?? [])];
    pendingChanges.delete(supplierId);
    if (ids.length === 0) return;
    try {
      const [rows, totals] = await Promise.all([repo.listRows(supplierId, ids), unread(supplierId)]);
      for (const row of rows) {
        const payload = chatChangedEvent.parse({ chat: listItem(row), unread: totals });
        await publish(realtimeChannels.customer(supplierId), CHAT_REALTIME_EVENTS.changed, payload);
      }
    } catch (error) {
      log.warn({ err: error, supplierId }, 'chat changes not announced');
    }
  }

  /**
   * Stores a message in a locked chat and moves the chat's last message and unread count with it;
   * a known (author, client_id) answers the stored message, `created: false`.
   */
  async function store(
    tx: Db,
    chat: ChatRow,
    author: ChatAuthor,
    input: SendInput,
  ): Promise<{ message: ChatMessageRow; created: boolean }> {
    const now = clock.now();
    const inserted = await repo.insertMessage(tx, {
      chatId: chat.id,
      supplierId: chat.supplierId,
      author,
      clientId: input.clientId,
      text: input.text,
      attachments: input.attachments,
      createdAt: now,
    });
    if (!inserted) {
      return { message: await repo.messageOfClient(tx, chat.id, author, input.clientId), created: false };
    }
    const preview = (input.preview ?? (input.text.length > 0 ? input.text : (input.attachments[0]?.name ?? ''))).slice(
      0,
      PREVIEW_LENGTH,
    );
    await repo.moveLastMessage(tx, chat.id, { id: inserted.id, at: now, text: preview, author });
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

  async function templateOf(supplierId: number, id: number, locale: Locale) {
    const row = await repo.template(supplierId, id);
    if (!row) throw httpErrors.notFound(chatsText(locale, 'template_not_found'));
    return row;
  }
  const templateView = (row: ChatTemplateRow): ChatTemplate => ({
    id: row.id,
    title: row.title,
    text: row.text,
  });

  return {
    unread,
    messageView,

    /** Whether the chat is the supplier's (the realtime channel's rule). */
    belongsTo: (chatId: number, supplierId: number): Promise<boolean> => repo.belongsTo(chatId, supplierId),

    async list(supplierId: number, filter: ChatsFilter, locale: Locale) {
      const cursor = filter.cursor ? decodeCursor(filter.cursor) : null;
      if (filter.cursor && !cursor) {
        const text = chatsText(locale, 'invalid_cursor');
        throw httpErrors.unprocessable('invalid_cursor', text, { cursor: [text] });
      }
      const rows = await repo.page(
        supplierId,
        { unread: filter.unread, search: filter.search, after: cursor },
        filter.per_page + 1,
      );
      const page = rows.slice(0, filter.per_page);
      const last = page.at(-1);
      return {
        data: page.map(listItem),
        meta: {
          next_cursor:
            rows.length > filter.per_page && last ? encodeCursor(last.chat.lastMessageAt, last.chat.id) : null,
        },
      };
    },

    async detail(supplierId: number, chatId: number, locale: Locale): Promise<ChatDetail> {
      const row = await repo.listRow(supplierId, chatId);
      if (!row) throw notFound(locale);
      return detailOf(row);
    },

    async messages(supplierId: number, chatId: number, query: z.output<typeof chatMessagesQuery>, locale: Locale) {
      if (!(await this.belongsTo(chatId, supplierId))) throw notFound(locale);
      const limit = query.limit;
      if (query.after !== undefined) {
        const rows = await repo.messagesAfter(chatId, query.after, limit + 1);
        return { data: rows.slice(0, limit).map(messageView), meta: { has_more: rows.length > limit } };
      }
      const rows = await repo.messagesBefore(chatId, query.before, limit + 1);
      return {
        data: rows.slice(0, limit).reverse().map(messageView),
        meta: { has_more: rows.length > limit },
      };
    },

    /** The supplier's message: stored, queued for the storefront, then published. */
    async send(
      supplierId: number,
      chatId: number,
      body: { client_id: string; text: string; attachments: { id: string; name: string }[] },
      locale: Locale,
    ): Promise<{ message: ChatMessage; created: boolean }> {
      const attachments: ChatAttachment[] = [];
      for (const file of body.attachments) {
        const url = storedUrl(attachmentKey(supplierId, chatId, file.id));
        const stored = await storage.get(url);
        if (!stored) {
          const text = chatsText(locale, 'attachment_not_found');
          throw httpErrors.unprocessable('attachment_not_found', text, { attachments: [text] });
        }
        stored.body.destroy();
        attachments.push({ url, name: file.name, type: attachmentTypeOf(file.id), size: stored.size ?? 0 });
      }
      const result = await transaction(db, async (tx) => {
        const chat = await repo.lockChat(tx, chatId, supplierId);
        if (!chat) throw notFound(locale);
        const stored = await store(tx, chat, 'supplier', { clientId: body.client_id, text: body.text, attachments });
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
        await publish(chatChannel(chatId), CHAT_REALTIME_EVENTS.message, chatMessageEvent.parse({ message }));
        announceChange(supplierId, chatId);
      }
      return { message, created: result.created };
    },

    /** The supplier has read up to `upTo`: the unread count is what stays above it. */
    async read(supplierId: number, chatId: number, upTo: number, locale: Locale) {
      const moved = await transaction(db, async (tx) => {
        const chat = await repo.lockChat(tx, chatId, supplierId);
        if (!chat) throw notFound(locale);
        const target = Math.min(upTo, chat.lastMessageId ?? 0);
        if (target <= chat.supplierReadId) return { readId: chat.supplierReadId, moved: false };
        const left = await repo.buyerMessagesAfter(tx, chatId, target);
        await repo.setSupplierRead(tx, chatId, target, left);
        await sendToStorefront(
          tx,
          'chat.read',
          { chat_external_id: chat.externalId, by: 'supplier', up_to: target },
          clock.now(),
        );
        return { readId: target, moved: true };
      });
      if (moved.moved) {
        await publish(
          chatChannel(chatId),
          CHAT_REALTIME_EVENTS.read,
          chatReadEvent.parse({ by: 'supplier', up_to: moved.readId }),
        );
        announceChange(supplierId, chatId);
      }
      return { supplier_read_id: moved.readId, unread: await unread(supplierId) };
    },

    async typing(supplierId: number, chatId: number, locale: Locale) {
      if (!(await this.belongsTo(chatId, supplierId))) throw notFound(locale);
      await publish(chatChannel(chatId), CHAT_REALTIME_EVENTS.typing, chatTypingEvent.parse({ by: 'supplier' }));
    },

    /** A buyer's message from the storefront; the first one of an external_id opens the chat. */
    async buyerMessage(body: GatewayMessage, locale: Locale) {
      if (!(await repo.supplierExists(body.supplier_id))) {
        throw httpErrors.notFound(chatsText(locale, 'supplier_not_found'));
      }
      let orderId: number | null = null;
      let productId: number | null = null;
      if (body.order_external_id) {
        orderId = await repo.orderIdOf(body.supplier_id, body.order_external_id);
        if (orderId === null) throw httpErrors.notFound(chatsText(locale, 'order_not_found'));
      } else if (body.product_id) {
        productId = await repo.productIdOf(body.supplier_id, body.product_id);
        if (productId === null) throw httpErrors.notFound(chatsText(locale, 'product_not_found'));
      }
      const result = await transaction(db, async (tx) => {
        await repo.openChat(tx, {
          supplierId: body.supplier_id,
          externalId: body.external_id,
          buyerName: body.buyer_name,
          orderId,
          productId,
          lastMessageAt: clock.now(),
        });
        const chat = await repo.lockChatByExternalId(tx, body.external_id);
        if (!chat || chat.supplierId !== body.supplier_id) {
          throw httpErrors.notFound(chatsText(locale, 'chat_not_found'));
        }
        const stored = await store(tx, chat, 'buyer', {
          clientId: body.client_id,
          text: body.text,
          attachments: [],
          preview: body.text || body.attachments.map(nameOfUrl).join(', '),
        });
        if (stored.created && body.attachments.length > 0) {
          await enqueueJobs(tx, [
            { kind: CHAT_ATTACHMENTS_JOB, payload: { messageId: stored.message.id, urls: body.attachments } },
          ]);
        }
        return { chat, ...stored, firstUnread: chat.unread === 0 };
      });
      const message = messageView(result.message);
      if (result.created) {
        const { chat } = result;
        await publish(chatChannel(chat.id), CHAT_REALTIME_EVENTS.message, chatMessageEvent.parse({ message }));
        announceChange(chat.supplierId, chat.id);
        if (result.firstUnread) {
          try {
            await notifications.notify(chat.supplierId, {
              type: 'order',
              key: 'chat_message',
              params: { buyer: chat.buyerName, text: message.text.slice(0, PREVIEW_LENGTH) },
              data: { link: `/chats/${chat.id}`, chat_id: chat.id },
            });
          } catch (error) {
            log.warn({ err: error, chatId: chat.id }, 'chat notification not sent');
          }
        }
      }
      return { chat: result.chat, message, created: result.created };
    },

    /** The buyer has read the supplier's messages up to `upTo`. */
    async buyerRead(externalId: string, upTo: number, locale: Locale) {
      const moved = await transaction(db, async (tx) => {
        const chat = await repo.lockChatByExternalId(tx, externalId);
        if (!chat) throw notFound(locale);
        const target = Math.min(upTo, chat.lastMessageId ?? 0);
        if (target <= chat.buyerReadId) return { chat, readId: chat.buyerReadId, moved: false };
        await repo.setBuyerRead(tx, chat.id, target);
        return { chat, readId: target, moved: true };
      });
      if (moved.moved) {
        await publish(
          chatChannel(moved.chat.id),
          CHAT_REALTIME_EVENTS.read,
          chatReadEvent.parse({ by: 'buyer', up_to: moved.readId }),
        );
      }
      return { buyer_read_id: moved.readId };
    },

    async buyerTyping(externalId: string, locale: Locale) {
      const chatId = await repo.idOfExternal(externalId);
      if (chatId === null) throw notFound(locale);
      await publish(chatChannel(chatId), CHAT_REALTIME_EVENTS.typing, chatTypingEvent.parse({ by: 'buyer' }));
    },

    /**
     * The job of a buyer's attachments: each URL fetched (at most 10 MB, never from a private
     * address outside the local mode), checked by content as uploads are (images and PDF), stored
     * privately; a bad one is skipped with a log. The message is published again with its files.
     */
    async fetchAttachments(messageId: number, urls: string[], allowPrivate: boolean): Promise<void> {
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
          const url = await storage.put(key, content, kind.type);
          files.push({ url, name: nameOfUrl(source), type: kind.type, size: content.length });
        } catch (error) {
          log.warn({ err: error, messageId, source }, 'chat attachment not fetched');
        }
      }
      if (files.length === 0) return;
      const updated = await repo.setAttachments(messageId, files);
      await publish(
        chatChannel(message.chatId),
        CHAT_REALTIME_EVENTS.message,
        chatMessageEvent.parse({ message: messageView(updated) }),
      );
    },

    async templates(supplierId: number): Promise<ChatTemplate[]> {
      return (await repo.templates(supplierId)).map(templateView);
    },

    async createTemplate(supplierId: number, body: ChatTemplateRequest, locale: Locale): Promise<ChatTemplate> {
      if ((await repo.templateCount(supplierId)) >= CHAT_TEMPLATES_MAX) {
        throw httpErrors.conflict('templates_full', chatsText(locale, 'templates_full', { max: CHAT_TEMPLATES_MAX }));
      }
      return templateView(await repo.insertTemplate(supplierId, { title: body.title, text: body.text }));
    },

    async updateTemplate(supplierId: number, id: number, body: ChatTemplateRequest, locale: Locale) {
      await templateOf(supplierId, id, locale);
      return templateView(await repo.updateTemplate(supplierId, id, { title: body.title, text: body.text }));
    },

    async deleteTemplate(supplierId: number, id: number, locale: Locale) {
      const row = await templateOf(supplierId, id, locale);
      await repo.deleteTemplate(supplierId, id);
      return templateView(row);
    },
  };
}

export type ChatsService = ReturnType<typeof chatsService>;
