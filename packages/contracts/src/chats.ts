import { z } from 'zod';
import { decimal, ID_MAX, messageResponse, optionalQuery, rowId } from './common';
import type { Locale } from './constants';
import type { EndpointTable } from './endpoint';
import { issueMessage, type IssueLike } from './messages';
import { orderStatusSchema } from './orders';

/**
 * Chats with buyers (`Чати`, issue 14). A buyer opens a conversation about a product or an order
 * on the storefront, which writes through the marketplace gateway (`CHATS_GATEWAY_PATHS`); the
 * supplier answers under `/admin-suppliers/v1/chats`. Every message is stored before it is
 * broadcast on `private-chat.{chatId}`, so a client that reconnects asks for the messages after
 * the last id it saw (`after`) and never misses or repeats one.
 */

const CHATS_BASE = '/admin-suppliers/v1/chats';
/** An attached file's path (its `url`) and the paths the API's tests call; the panel's calls are in `chats-endpoints.ts`. */
export const CHATS_PATHS = {
  messages: (id: number | string) => `${CHATS_BASE}/${id}/messages`,
  attachments: (id: number | string) => `${CHATS_BASE}/${id}/attachments`,
  /** GET: an attached file, for the chat's supplier only. */
  attachment: (id: number | string, file: string) => `${CHATS_BASE}/${id}/attachments/${file}`,
  read: (id: number | string) => `${CHATS_BASE}/${id}/read`,
} as const;

/** The storefront's side of chats, under the signed marketplace gateway (ADR 0020). */
export const CHATS_GATEWAY_ROUTE_BASE = '/marketplace/v1/chats';
export const CHATS_GATEWAY_PATHS = {
  messages: `/api${CHATS_GATEWAY_ROUTE_BASE}/messages`,
  read: (externalId: string) => `/api${CHATS_GATEWAY_ROUTE_BASE}/${encodeURIComponent(externalId)}/read`,
  typing: (externalId: string) => `/api${CHATS_GATEWAY_ROUTE_BASE}/${encodeURIComponent(externalId)}/typing`,
} as const;

/** POST /api/dev/simulate/chats (local mode): a buyer writes over the real signed gateway. */
export const CHATS_SIMULATE_PATH = '/api/dev/simulate/chats';

// ---------------------------------------------------------------------------------------------
// Limits

export const CHAT_TEXT_MAX = 2000;
export const CHAT_ATTACHMENTS_MAX = 5;
/** The largest attachment (images and PDF): 10 MB. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_ATTACHMENT_FIELD = 'file';
export const CHAT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const CHAT_SEARCH_MAX = 100;
export const CHAT_PAGE_MAX = 100;
export const CHAT_TEMPLATES_MAX = 100;
export const CHAT_TEMPLATE_TITLE_MAX = 100;
/** Messages one buyer (one storefront conversation) may write per minute through the gateway. */
export const CHAT_BUYER_MESSAGES_PER_MINUTE = 30;
/** Messages one supplier may send per minute from the panel, over all chats. */
export const CHAT_SUPPLIER_MESSAGES_PER_MINUTE = 60;
/** How often (ms) the panel tells that the supplier is typing, and how long a typing mark lasts. */
export const CHAT_TYPING_EVERY_MS = 3000;
export const CHAT_TYPING_SHOWN_MS = 6000;

// ---------------------------------------------------------------------------------------------
// Realtime

/** A chat's own channel (private): its messages, read marks and typing. */
export const chatChannel = (chatId: number) => `chat.${chatId}`;
export const CHAT_REALTIME_EVENTS = {
  message: 'chat.message',
  read: 'chat.read',
  typing: 'chat.typing',
  /** On private-chats.{supplierId}: a conversation changed (the list and the unread total). */
  changed: 'chat.changed',
} as const;

export const chatAuthors = ['buyer', 'supplier'] as const;
export const chatAuthorSchema = z.enum(chatAuthors);
export type ChatAuthor = (typeof chatAuthors)[number];

/** The sender's idempotency key: a retried send with the same key stores one message. */
export const chatClientId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'invalid' });

/** A stored attachment's file name in the chat: random, with the extension of its real type. */
export const chatAttachmentFile = z
  .string()
  .max(64)
  .regex(/^[a-z0-9_-]{8,48}\.(?:jpg|png|webp|pdf)$/, { message: 'invalid' });

export const chatAttachment = z.object({
  /** The file name to pass when sending (and in the download path). */
  id: z.string(),
  name: z.string(),
  type: z.enum(CHAT_ATTACHMENT_TYPES),
  size: z.number().int(),
  /** The API path that serves it to the chat's supplier (with the panel's token). */
  url: z.string(),
});
export type ChatAttachmentView = z.infer<typeof chatAttachment>;

export const chatMessage = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  author: chatAuthorSchema,
  client_id: z.string(),
  text: z.string(),
  attachments: z.array(chatAttachment),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** What the conversation is about: an order of the supplier's, or a product. */
export const chatSubject = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('order'),
      id: z.number().int(),
      number: z.string(),
      status: orderStatusSchema,
      ttn: z.string().nullable(),
    }),
    z.object({ kind: z.literal('product'), id: z.number().int(), name: z.string(), image: z.string().nullable() }),
  ])
  .nullable();
export type ChatSubject = z.infer<typeof chatSubject>;

export const chatListItem = z.object({
  id: z.number().int(),
  buyer_name: z.string(),
  last_message: z.object({ id: z.number().int(), text: z.string(), author: chatAuthorSchema }).nullable(),
  last_message_at: z.string(),
  /** The buyer's messages the supplier has not read. */
  unread: z.number().int(),
  subject: chatSubject,
});
export type ChatListItem = z.infer<typeof chatListItem>;

export const chatDetail = chatListItem.extend({
  /** The last message id each side has read (a supplier's message at or below buyer_read_id is read). */
  supplier_read_id: z.number().int(),
  buyer_read_id: z.number().int(),
  created_at: z.string(),
});
export type ChatDetail = z.infer<typeof chatDetail>;

export const chatUnread = z.object({ chats: z.number().int(), messages: z.number().int() });
export type ChatUnread = z.infer<typeof chatUnread>;

/** `chat.message` on private-chat.{id}: a stored message (either side). */
export const chatMessageEvent = z.object({ message: chatMessage });
export type ChatMessageEvent = z.infer<typeof chatMessageEvent>;
/** `chat.read` on private-chat.{id}: `by` has read up to `up_to`. */
export const chatReadEvent = z.object({ by: chatAuthorSchema, up_to: z.number().int() });
export type ChatReadEvent = z.infer<typeof chatReadEvent>;
/** `chat.typing` on private-chat.{id}: `by` is typing (shown for CHAT_TYPING_SHOWN_MS). */
export const chatTypingEvent = z.object({ by: chatAuthorSchema });
export type ChatTypingEvent = z.infer<typeof chatTypingEvent>;
/** `chat.changed` on private-chats.{supplierId}: the conversation as listed, and the totals. */
export const chatChangedEvent = z.object({ chat: chatListItem, unread: chatUnread });
export type ChatChangedEvent = z.infer<typeof chatChangedEvent>;

// ---------------------------------------------------------------------------------------------
// Panel calls

export const chatsValidationMessages = {
  uk: { empty_message: 'Напишіть повідомлення або додайте файл.' },
  en: { empty_message: 'Write a message or attach a file.' },
} as const satisfies Record<Locale, Record<string, string>>;

/** A validation issue of chats in words: its own catalogue first, then the shared one. */
export function chatsIssueText(issue: IssueLike, locale: Locale): string {
  const own: Record<string, string> = chatsValidationMessages[locale];
  return own[issue.message] ?? issueMessage(issue, locale);
}

const messageId = decimal(z.number().int().min(0).max(ID_MAX));

/** GET /chats: `search` finds by the buyer's name; `cursor` is the previous page's `next_cursor`. */
export const chatsQuery = z.object({
  search: optionalQuery(z.string().trim().max(CHAT_SEARCH_MAX)),
  unread: optionalQuery(z.enum(['true', 'false']).transform((value) => value === 'true')),
  cursor: optionalQuery(z.string().max(100)),
  per_page: decimal(z.number().int().min(1).max(CHAT_PAGE_MAX).default(30)),
});
export type ChatsFilter = z.output<typeof chatsQuery>;
export const chatsResponse = z.object({
  data: z.array(chatListItem),
  meta: z.object({ next_cursor: z.string().nullable() }),
});
export type ChatsResponse = z.infer<typeof chatsResponse>;
export const chatUnreadResponse = z.object({ data: chatUnread });
export const chatResponse = z.object({ data: chatDetail });

/**
 * POST /chats: the seller writes to an order's buyer (issue 32). Answers the chat of that order
 * (the buyer's own, or one opened before: 200) or a new one opened for it (201); the storefront is
 * told of a new one, so the buyer's order page shows it.
 */
export const openOrderChatRequest = z.object({ order_id: rowId });

/**
 * GET /chats/{id}/messages: with `before`, the `limit` messages older than it (scrolling up);
 * with `after`, those newer than it (catching up after a reconnect); with neither, the latest.
 * Always oldest first; `has_more` tells whether more lie beyond in the asked direction.
 */
export const chatMessagesQuery = z.object({
  before: optionalQuery(messageId),
  after: optionalQuery(messageId),
  limit: decimal(z.number().int().min(1).max(CHAT_PAGE_MAX).default(30)),
});
export const chatMessagesResponse = z.object({
  data: z.array(chatMessage),
  meta: z.object({ has_more: z.boolean() }),
});

/** POST /chats/{id}/messages: plain text (links stay text), or attachments, or both. */
export const sendChatMessageRequest = z
  .object({
    client_id: chatClientId,
    text: z.string().trim().max(CHAT_TEXT_MAX).default(''),
    attachments: z
      .array(z.object({ id: chatAttachmentFile, name: z.string().trim().min(1).max(200) }))
      .max(CHAT_ATTACHMENTS_MAX)
      .default([]),
  })
  .refine((body) => body.text.length > 0 || body.attachments.length > 0, {
    message: 'empty_message',
    path: ['text'],
  });
export const chatMessageResponse = z.object({ data: chatMessage });

/** POST /chats/{id}/attachments answers the stored file to pass in the next message. */
export const chatAttachmentResponse = z.object({ data: chatAttachment });

export const chatReadRequest = z.object({ up_to: z.number().int().min(0).max(ID_MAX) });
export const chatReadResponse = z.object({
  data: z.object({ supplier_read_id: z.number().int(), unread: chatUnread }),
});

export const chatIdParams = z.object({ id: z.string().max(32) });
export const chatAttachmentParams = z.object({ id: z.string().max(32), file: z.string().max(64) });

export const chatTemplateRequest = z.object({
  title: z.string().trim().min(1).max(CHAT_TEMPLATE_TITLE_MAX),
  text: z.string().trim().min(1).max(CHAT_TEXT_MAX),
});
export type ChatTemplateRequest = z.infer<typeof chatTemplateRequest>;
export const chatTemplate = chatTemplateRequest.extend({ id: z.number().int() });
export type ChatTemplate = z.infer<typeof chatTemplate>;
export const chatTemplatesResponse = z.object({ data: z.array(chatTemplate) });
export const chatTemplateResponse = z.object({ data: chatTemplate });
export const chatTemplateSavedResponse = chatTemplateResponse.extend(messageResponse.shape);

/** The panel's endpoints (paths in `chats-endpoints.ts`, ADR 0029); the attached file is served apart. */
export const chatsEndpointSchemas = {
  listChats: { permission: 'chats', query: chatsQuery, responses: { 200: chatsResponse }, errors: [401, 422] },
  getChatsUnread: { permission: 'chats', responses: { 200: chatUnreadResponse }, errors: [401] },
  listChatTemplates: { permission: 'chats', responses: { 200: chatTemplatesResponse }, errors: [401] },
  createChatTemplate: {
    permission: 'chats',
    body: chatTemplateRequest,
    responses: { 201: chatTemplateSavedResponse },
    errors: [401, 409, 422],
  },
  updateChatTemplate: {
    permission: 'chats',
    params: chatIdParams,
    body: chatTemplateRequest,
    responses: { 200: chatTemplateSavedResponse },
    errors: [401, 404, 422],
  },
  deleteChatTemplate: {
    permission: 'chats',
    params: chatIdParams,
    responses: { 200: messageResponse },
    errors: [401, 404],
  },
  getChat: { permission: 'chats', params: chatIdParams, responses: { 200: chatResponse }, errors: [401, 404] },
  openOrderChat: {
    permission: 'chats',
    body: openOrderChatRequest,
    responses: { 200: chatResponse, 201: chatResponse },
    errors: [401, 404, 422],
  },
  listChatMessages: {
    permission: 'chats',
    params: chatIdParams,
    query: chatMessagesQuery,
    responses: { 200: chatMessagesResponse },
    errors: [401, 404, 422],
  },
  /** 201 with the new message; 200 with the stored one when `client_id` was sent before. */
  sendChatMessage: {
    permission: 'chats',
    params: chatIdParams,
    body: sendChatMessageRequest,
    responses: { 200: chatMessageResponse, 201: chatMessageResponse },
    errors: [401, 404, 422, 429],
  },
  /** The file in the multipart field `CHAT_ATTACHMENT_FIELD`. */
  uploadChatAttachment: {
    permission: 'chats',
    params: chatIdParams,
    body: 'multipart',
    responses: { 201: chatAttachmentResponse },
    errors: [401, 404, 413, 422],
  },
  readChat: {
    permission: 'chats',
    params: chatIdParams,
    body: chatReadRequest,
    responses: { 200: chatReadResponse },
    errors: [401, 404, 422],
  },
  chatTyping: {
    permission: 'chats',
    params: chatIdParams,
    responses: { 204: z.null().describe('Told') },
    errors: [401, 404],
  },
} satisfies EndpointTable;

// ---------------------------------------------------------------------------------------------
// Gateway calls

export const chatExternalId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'invalid' });
export const gatewayChatParams = z.object({ external_id: chatExternalId });

/**
 * POST /api/marketplace/v1/chats/messages: a buyer's message. The first message of an
 * `external_id` opens the conversation (about `order_external_id` or `product_id`, when given);
 * a repeat of the same `client_id` answers the stored message (200) and changes nothing.
 * `attachments` are URLs: each is fetched by a job (at most 8 MB, images and PDF told by content,
 * never from a private address outside the local mode) and the message is published again with them.
 */
export const gatewayChatMessageRequest = z
  .object({
    external_id: chatExternalId,
    supplier_id: rowId,
    buyer_name: z.string().trim().min(1).max(150),
    order_external_id: chatExternalId.nullable().default(null),
    product_id: rowId.nullable().default(null),
    client_id: chatClientId,
    text: z.string().trim().max(CHAT_TEXT_MAX).default(''),
    /** Files the buyer attached (http(s) URLs the panel fetches in the background, checked as uploads are). */
    attachments: z.array(z.url().max(2000)).max(CHAT_ATTACHMENTS_MAX).default([]),
  })
  .refine((body) => body.text.length > 0 || body.attachments.length > 0, {
    message: 'empty_message',
    path: ['text'],
  });
export type GatewayChatMessageRequest = z.input<typeof gatewayChatMessageRequest>;
export const gatewayChatMessageResponse = z.object({
  data: z.object({
    chat_external_id: z.string(),
    message_id: z.number().int(),
    created_at: z.string(),
  }),
});
export type GatewayChatMessageResponse = z.infer<typeof gatewayChatMessageResponse>;

/** POST …/chats/{external_id}/read: the buyer has read the supplier's messages up to `up_to`. */
export const gatewayChatReadRequest = chatReadRequest;
export const gatewayChatReadResponse = z.object({ data: z.object({ buyer_read_id: z.number().int() }) });

/** POST /api/dev/simulate/chats: a buyer writes in a new chat (about a demo order or product) or in `chat_id`. */
export const simulateChatRequest = z.object({
  chat_id: rowId.optional(),
  text: z.string().trim().min(1).max(CHAT_TEXT_MAX).optional(),
  supplier_id: rowId.optional(),
});
export const simulateChatResponse = z.object({
  chat_id: z.number().int(),
  external_id: z.string(),
  message_id: z.number().int(),
});
export type SimulateChatResponse = z.infer<typeof simulateChatResponse>;
