import { and, asc, desc, eq, gt, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../orders';
import {
  chatMessages,
  chats,
  chatTemplates,
  type ChatAttachment,
  type ChatAuthor,
  type ChatMessageRow,
  type ChatRow,
} from './chats.table';

/** A chat with what its list item shows of its order (its product's come from catalog's face). */
export interface ChatOrderRow {
  chat: ChatRow;
  orderNumber: number | null;
  orderStatus: string | null;
  orderTtn: string | null;
}

export type ChatTemplateRow = typeof chatTemplates.$inferSelect;

export interface ChatsPageFilter {
  unread?: boolean;
  search?: string;
  /** The last chat of the previous page. */
  after: { at: Date; id: number } | null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const listColumns = {
  chat: chats,
  orderNumber: orders.number,
  orderStatus: orders.status,
  orderTtn: orders.ttn,
};

/**
 * Chats, their messages and the supplier's quick replies. Reads run on the connection given;
 * methods taking `tx` run inside the service's transaction (a chat is locked before its message
 * and its last message move).
 */
export function chatsRepository(db: Db) {
  const listQuery = () => db.select(listColumns).from(chats).leftJoin(orders, eq(orders.id, chats.orderId));

  async function lockChatWhere(tx: Db, where: SQL): Promise<ChatRow | null> {
    const [row] = await tx.select().from(chats).where(where).for('update');
    return row ?? null;
  }

  return {
    /** Whether a chat is the supplier's (the rule of its realtime channel). */
    async belongsTo(chatId: number, supplierId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: chats.id })
        .from(chats)
        .where(and(eq(chats.id, chatId), eq(chats.supplierId, supplierId)));
      return row !== undefined;
    },

    async idOfExternal(externalId: string): Promise<number | null> {
      const [row] = await db.select({ id: chats.id }).from(chats).where(eq(chats.externalId, externalId));
      return row?.id ?? null;
    },

    /** The supplier's chats, the latest message first, `limit` of them after the filter's cursor. */
    async page(supplierId: number, filter: ChatsPageFilter, limit: number): Promise<ChatOrderRow[]> {
      const conditions = [eq(chats.supplierId, supplierId)];
      if (filter.unread) conditions.push(gt(chats.unread, 0));
      if (filter.search) conditions.push(ilike(chats.buyerName, likePattern(filter.search)));
      const { after } = filter;
      if (after) {
        conditions.push(
          or(lt(chats.lastMessageAt, after.at), and(eq(chats.lastMessageAt, after.at), lt(chats.id, after.id)))!,
        );
      }
      return listQuery()
        .where(and(...conditions))
        .orderBy(desc(chats.lastMessageAt), desc(chats.id))
        .limit(limit);
    },

    async listRow(supplierId: number, chatId: number): Promise<ChatOrderRow | null> {
      const [row] = await listQuery().where(and(eq(chats.supplierId, supplierId), eq(chats.id, chatId)));
      return row ?? null;
    },

    listRows(supplierId: number, chatIds: number[]): Promise<ChatOrderRow[]> {
      return listQuery().where(and(eq(chats.supplierId, supplierId), inArray(chats.id, chatIds)));
    },

    /** The supplier's chats with unread messages, and those messages. */
    async unread(supplierId: number): Promise<{ chats: number; messages: number }> {
      const [row] = await db
        .select({
          chats: sql<number>`count(*) filter (where ${chats.unread} > 0)::int`,
          messages: sql<number>`coalesce(sum(${chats.unread}), 0)::int`,
        })
        .from(chats)
        .where(eq(chats.supplierId, supplierId));
      return { chats: Number(row?.chats ?? 0), messages: Number(row?.messages ?? 0) };
    },

    /** Up to `limit` messages of the chat after the id `after`, the oldest first. */
    messagesAfter(chatId: number, after: number, limit: number): Promise<ChatMessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.id, after)))
        .orderBy(asc(chatMessages.id))
        .limit(limit);
    },

    /** Up to `limit` messages of the chat before the id `before` (or the latest), the newest first. */
    messagesBefore(chatId: number, before: number | undefined, limit: number): Promise<ChatMessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.chatId, chatId), before !== undefined ? lt(chatMessages.id, before) : undefined))
        .orderBy(desc(chatMessages.id))
        .limit(limit);
    },

    async message(messageId: number): Promise<ChatMessageRow | null> {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
      return row ?? null;
    },

    async setAttachments(messageId: number, files: ChatAttachment[]): Promise<ChatMessageRow> {
      const [row] = await db
        .update(chatMessages)
        .set({ attachments: files })
        .where(eq(chatMessages.id, messageId))
        .returning();
      return row!;
    },

    async orderIdOf(supplierId: number, orderExternalId: string): Promise<number | null> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.externalId, orderExternalId), eq(orders.supplierId, supplierId)));
      return row?.id ?? null;
    },

    /** The supplier's order a seller writes about: its buyer's name and the storefront's id of it. */
    async orderOfSupplier(supplierId: number, orderId: number) {
      const [row] = await db
        .select({ id: orders.id, externalId: orders.externalId, buyerName: orders.buyerName })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.supplierId, supplierId)));
      return row ?? null;
    },

    /** The chat of an order (the buyer's own first, else the one the seller opened), the oldest. */
    async chatOfOrder(tx: Db, supplierId: number, orderId: number): Promise<number | null> {
      const [row] = await tx
        .select({ id: chats.id })
        .from(chats)
        .where(and(eq(chats.supplierId, supplierId), eq(chats.orderId, orderId)))
        .orderBy(asc(chats.id))
        .limit(1);
      return row?.id ?? null;
    },

    lockChat(tx: Db, chatId: number, supplierId: number): Promise<ChatRow | null> {
      return lockChatWhere(tx, and(eq(chats.id, chatId), eq(chats.supplierId, supplierId))!);
    },

    lockChatByExternalId(tx: Db, externalId: string): Promise<ChatRow | null> {
      return lockChatWhere(tx, eq(chats.externalId, externalId));
    },

    /** Opens the chat of a storefront conversation unless it is open already; answers whether it opened it. */
    async openChat(
      tx: Db,
      values: {
        supplierId: number;
        externalId: string;
        buyerName: string;
        orderId: number | null;
        productId: number | null;
        lastMessageAt: Date;
      },
    ): Promise<boolean> {
      const opened = await tx
        .insert(chats)
        .values(values)
        .onConflictDoNothing({ target: chats.externalId })
        .returning({ id: chats.id });
      return opened.length > 0;
    },

    /** The new message, or undefined when the chat has the author's `clientId` already. */
    async insertMessage(
      tx: Db,
      values: {
        chatId: number;
        supplierId: number;
        author: ChatAuthor;
        clientId: string;
        text: string;
        attachments: ChatAttachment[];
        createdAt: Date;
      },
    ): Promise<ChatMessageRow | undefined> {
      const [row] = await tx
        .insert(chatMessages)
        .values(values)
        .onConflictDoNothing({ target: [chatMessages.chatId, chatMessages.author, chatMessages.clientId] })
        .returning();
      return row;
    },

    async messageOfClient(tx: Db, chatId: number, author: ChatAuthor, clientId: string): Promise<ChatMessageRow> {
      const [row] = await tx
        .select()
        .from(chatMessages)
        .where(
          and(eq(chatMessages.chatId, chatId), eq(chatMessages.author, author), eq(chatMessages.clientId, clientId)),
        );
      return row!;
    },

    /** The chat's last message moves to this one; a buyer's adds one to the unread count. */
    async moveLastMessage(
      tx: Db,
      chatId: number,
      last: { id: number; at: Date; text: string; author: ChatAuthor },
    ): Promise<void> {
      await tx
        .update(chats)
        .set({
          lastMessageId: last.id,
          lastMessageAt: last.at,
          lastMessageText: last.text,
          lastMessageAuthor: last.author,
          ...(last.author === 'buyer' ? { unread: sql`${chats.unread} + 1` } : {}),
        })
        .where(eq(chats.id, chatId));
    },

    /** The buyer's messages of the chat after the id `after`. */
    async buyerMessagesAfter(tx: Db, chatId: number, after: number): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.author, 'buyer'), gt(chatMessages.id, after)));
      return Number(row?.count ?? 0);
    },

    async setSupplierRead(tx: Db, chatId: number, readId: number, unread: number): Promise<void> {
      await tx.update(chats).set({ supplierReadId: readId, unread }).where(eq(chats.id, chatId));
    },

    async setBuyerRead(tx: Db, chatId: number, readId: number): Promise<void> {
      await tx.update(chats).set({ buyerReadId: readId }).where(eq(chats.id, chatId));
    },

    templates(supplierId: number): Promise<ChatTemplateRow[]> {
      return db
        .select()
        .from(chatTemplates)
        .where(eq(chatTemplates.supplierId, supplierId))
        .orderBy(asc(chatTemplates.title), asc(chatTemplates.id));
    },

    async templateCount(supplierId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(chatTemplates)
        .where(eq(chatTemplates.supplierId, supplierId));
      return Number(row?.count ?? 0);
    },

    async template(supplierId: number, id: number): Promise<ChatTemplateRow | null> {
      const [row] = await db
        .select()
        .from(chatTemplates)
        .where(and(eq(chatTemplates.supplierId, supplierId), eq(chatTemplates.id, id)));
      return row ?? null;
    },

    async insertTemplate(supplierId: number, values: { title: string; text: string }): Promise<ChatTemplateRow> {
      const [row] = await db
        .insert(chatTemplates)
        .values({ supplierId, ...values })
        .returning();
      return row!;
    },

    async updateTemplate(
      supplierId: number,
      id: number,
      values: { title: string; text: string },
    ): Promise<ChatTemplateRow> {
      const [row] = await db
        .update(chatTemplates)
        .set(values)
        .where(and(eq(chatTemplates.supplierId, supplierId), eq(chatTemplates.id, id)))
        .returning();
      return row!;
    },

    async deleteTemplate(supplierId: number, id: number): Promise<void> {
      await db.delete(chatTemplates).where(and(eq(chatTemplates.supplierId, supplierId), eq(chatTemplates.id, id)));
    },
  };
}

export type ChatsRepository = ReturnType<typeof chatsRepository>;
