import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_ATTACHMENT_FIELD,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_SUPPLIER_MESSAGES_PER_MINUTE,
  CHATS_PATHS,
  CHATS_SIMULATE_PATH,
  chatAttachmentFile,
  chatAttachmentParams,
  chatsEndpointSchemas,
  chatsIssueText,
  simulateChatRequest,
  simulateChatResponse,
} from '@supplier/contracts/chats';
import { chatsEndpoints } from '@supplier/contracts/chats-endpoints';
import { apiError } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { storedUrl } from '../../lib/storage';
import { acceptUploads, readUploads, type UploadRefusal } from '../../lib/uploads';
import { supplierId } from '../../plugins/auth';
import { validationTexts } from '../../plugins/errors';
import { simulatorContext } from '../marketplace/marketplace.simulator';
import { attachmentKind, storeAttachment } from './chats.attachments';
import { chatsGatewayRoutes } from './chats.gateway';
import { chatsText } from './chats.messages';
import { attachmentKey, attachmentTypeOf, CHAT_ATTACHMENTS_JOB, chatsService } from './chats.service';
import { simulateChat } from './chats.simulator';
import { idOf, idParam } from '../../lib/ids';

/** Chats (issue 14): the supplier's conversations, messages, attachments, templates; the gateway; the simulator. */
export const chatsRoutes: FastifyPluginAsyncZod = async (app) => {
  validationTexts(app, chatsIssueText);
  const { storage, clock, broadcaster } = app.drivers;
  const chats = chatsService({
    db: app.database.db,
    storage,
    broadcaster,
    notifications: app.notifications,
    clock,
    log: app.log.child({ module: 'chats' }),
  });
  app.channels.add('private-chat.{chatId}', async ({ supplierId, params }) => {
    const chatId = idOf(params.chatId);
    return chatId !== null && (await chats.belongsTo(chatId, supplierId));
  });
  app.jobs.register<{ messageId: number; urls: string[] }>(CHAT_ATTACHMENTS_JOB, {
    maxAttempts: 3,
    run: ({ messageId, urls }) => chats.fetchAttachments(messageId, urls, app.devTools),
  });
  await app.register(chatsGatewayRoutes, { chats });

  if (app.devTools) {
    app.post(
      CHATS_SIMULATE_PATH.replace(/^\/api/, ''),
      {
        config: { sessionHeader: false },
        schema: {
          hide: true,
          body: simulateChatRequest,
          response: { 200: simulateChatResponse, 404: apiError, 503: apiError },
        },
      },
      async (request) => {
        const context = await simulatorContext(app, request.locale);
        return simulateChat({ ...context, locale: request.locale, ...request.body });
      },
    );
  }

  await app.register(async (plugin) => {
    const panel = plugin.withTypeProvider<ZodTypeProvider>();
    panel.addHook('onRequest', panel.authenticate);
    await acceptUploads(panel, { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1 });
    const chatId = (id: string, locale: Locale) =>
      idParam(id, () => httpErrors.notFound(chatsText(locale, 'chat_not_found')));
    const templateId = (id: string, locale: Locale) =>
      idParam(id, () => httpErrors.notFound(chatsText(locale, 'template_not_found')));
    const route = endpointRoutes(panel, chatsEndpoints, chatsEndpointSchemas, {
      tags: ['chats'],
      security: [{ bearer: [] }],
    });

    route(
      'listChats',
      {
        summary: 'The supplier’s conversations with buyers, the latest message first',
        description:
          '`search` finds by the buyer’s name; `unread=true` keeps those with unread messages; `cursor` is the previous page’s `meta.next_cursor`.',
      },
      async (request) => chats.list(supplierId(request), request.query, request.locale),
    );

    route(
      'getChatsUnread',
      { summary: 'Conversations with unread messages, and the unread messages (the side menu)' },
      async (request) => ({ data: await chats.unread(supplierId(request)) }),
    );

    route('listChatTemplates', { summary: 'The supplier’s quick replies' }, async (request) => ({
      data: await chats.templates(supplierId(request)),
    }));

    route('createChatTemplate', { summary: 'Adds a quick reply' }, async (request) => {
      const data = await chats.createTemplate(supplierId(request), request.body, request.locale);
      return { message: chatsText(request.locale, 'template_saved', { title: data.title }), data };
    });

    route('updateChatTemplate', { summary: 'Changes a quick reply' }, async (request) => {
      const id = templateId(request.params.id, request.locale);
      const data = await chats.updateTemplate(supplierId(request), id, request.body, request.locale);
      return { message: chatsText(request.locale, 'template_saved', { title: data.title }), data };
    });

    route('deleteChatTemplate', { summary: 'Deletes a quick reply' }, async (request) => {
      const id = templateId(request.params.id, request.locale);
      const data = await chats.deleteTemplate(supplierId(request), id, request.locale);
      return { message: chatsText(request.locale, 'template_deleted', { title: data.title }) };
    });

    route(
      'getChat',
      {
        summary:
          'One conversation: the buyer, what it is about (the order’s status and TTN, or the product), read marks',
      },
      async (request) => ({
        data: await chats.detail(supplierId(request), chatId(request.params.id, request.locale), request.locale),
      }),
    );

    route(
      'listChatMessages',
      { summary: 'Messages of a conversation: older than `before`, newer than `after` (catch-up), or the latest' },
      async (request) =>
        chats.messages(supplierId(request), chatId(request.params.id, request.locale), request.query, request.locale),
    );

    route(
      'sendChatMessage',
      {
        summary: 'Sends a message to the buyer (idempotent by client_id)',
        description: `Plain text (links stay text) and attachments uploaded before. 201 with the new message; 200 with the stored one when \`client_id\` was sent before. At most ${CHAT_SUPPLIER_MESSAGES_PER_MINUTE} messages a minute per supplier (429).`,
        config: {
          rateLimit: {
            max: CHAT_SUPPLIER_MESSAGES_PER_MINUTE,
            timeWindow: 60_000,
            hook: 'preHandler',
            keyGenerator: (request: FastifyRequest) => `chat-supplier:${supplierId(request)}`,
          },
        },
      },
      async (request, reply) => {
        const id = chatId(request.params.id, request.locale);
        const { message, created } = await chats.send(supplierId(request), id, request.body, request.locale);
        void reply.code(created ? 201 : 200);
        return { data: message };
      },
    );

    const refuseFile =
      (locale: Locale): UploadRefusal =>
      (reason) =>
        reason === 'too_large'
          ? httpErrors.tooLarge(
              'file_too_large',
              chatsText(locale, 'attachment_too_large', {
                max: CHAT_ATTACHMENT_MAX_BYTES / 1024 / 1024,
              }),
            )
          : httpErrors.unprocessable(
              'file_missing',
              chatsText(locale, 'attachment_missing', { field: CHAT_ATTACHMENT_FIELD }),
            );

    route(
      'uploadChatAttachment',
      {
        summary: 'Uploads an image or PDF to attach to the next message',
        description: `multipart/form-data, the file in field \`${CHAT_ATTACHMENT_FIELD}\`: JPEG, PNG, WebP or PDF told by its content (not its name), ≤ ${CHAT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB. Kept privately; pass its \`id\` and \`name\` in the message.`,
      },
      async (request) => {
        const owner = supplierId(request);
        const id = chatId(request.params.id, request.locale);
        if (!(await chats.belongsTo(id, owner))) throw httpErrors.notFound(chatsText(request.locale, 'chat_not_found'));
        const [file] = await readUploads(request, CHAT_ATTACHMENT_FIELD, (reason) =>
          refuseFile(request.locale)(reason === 'too_many' ? 'missing' : reason),
        );
        if (!file) throw refuseFile(request.locale)('missing');
        const kind = await attachmentKind(file.content);
        if (!kind) {
          const text = chatsText(request.locale, 'attachment_type');
          throw httpErrors.unprocessable('file_type', text, { [CHAT_ATTACHMENT_FIELD]: [text] });
        }
        return { data: await storeAttachment(storage, owner, id, file.content, kind, file.filename) };
      },
    );

    // A file answer (streamed from storage with its own headers), so it stays outside the endpoint table.
    panel.get(
      CHATS_PATHS.attachment(':id', ':file'),
      {
        schema: {
          tags: ['chats'],
          security: [{ bearer: [] }],
          operationId: 'getChatAttachment',
          summary: 'An attached file of the supplier’s chat',
          params: chatAttachmentParams,
          response: { 200: z.any().describe('The file'), 401: apiError, 404: apiError },
        },
      },
      async (request, reply) => {
        const owner = supplierId(request);
        const id = chatId(request.params.id, request.locale);
        const missing = () => httpErrors.notFound(chatsText(request.locale, 'attachment_not_found'));
        if (!chatAttachmentFile.safeParse(request.params.file).success) throw missing();
        if (!(await chats.belongsTo(id, owner))) throw httpErrors.notFound(chatsText(request.locale, 'chat_not_found'));
        const file = await storage.get(storedUrl(attachmentKey(owner, id, request.params.file)));
        if (!file) throw missing();
        const type = attachmentTypeOf(request.params.file);
        void reply.type(type);
        void reply.header('cache-control', 'private, max-age=86400');
        void reply.header('content-disposition', type === 'application/pdf' ? 'inline; filename="file.pdf"' : 'inline');
        if (file.size !== undefined) void reply.header('content-length', file.size);
        return reply.send(file.body);
      },
    );

    route(
      'readChat',
      { summary: 'The supplier has read the conversation up to a message (the buyer is told)' },
      async (request) => ({
        data: await chats.read(
          supplierId(request),
          chatId(request.params.id, request.locale),
          request.body.up_to,
          request.locale,
        ),
      }),
    );

    route(
      'chatTyping',
      { summary: 'The supplier is typing (shown live on the conversation’s channel)' },
      async (request) => {
        await chats.typing(supplierId(request), chatId(request.params.id, request.locale), request.locale);
        return null;
      },
    );
  });
};
