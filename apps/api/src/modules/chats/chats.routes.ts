import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_ATTACHMENT_FIELD,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_SUPPLIER_MESSAGES_PER_MINUTE,
  CHATS_PATHS,
  CHATS_SIMULATE_PATH,
  chatAttachmentParams,
  chatsEndpointSchemas,
  simulateChatRequest,
  simulateChatResponse,
} from '@supplier/contracts/chats';
import { chatsEndpoints } from '@supplier/contracts/chats-endpoints';
import { apiError } from '@supplier/contracts/common';
import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../errors';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { idParam } from '../../lib/ids';
import { permissionHook } from '../../lib/permission-hook';
import { acceptUploads, readUploads, type UploadRefusal } from '../../lib/uploads';
import { supplierId } from '../../plugins/auth';
import { simulatorContext } from '../marketplace';
import type { ChatsContext } from './chats.context';
import { chatsText } from './chats.messages';
import { simulateChat } from './chats.simulator';
import { countUnread } from './use-cases/count-unread';
import { createTemplate } from './use-cases/create-template';
import { deleteTemplate } from './use-cases/delete-template';
import { getChat } from './use-cases/get-chat';
import { listChatMessages } from './use-cases/list-chat-messages';
import { listChats } from './use-cases/list-chats';
import { listTemplates } from './use-cases/list-templates';
import { markChatRead } from './use-cases/mark-chat-read';
import { openAttachment } from './use-cases/open-attachment';
import { openOrderChat } from './use-cases/open-order-chat';
import { sendMessage } from './use-cases/send-message';
import { sendTyping } from './use-cases/send-typing';
import { updateTemplate } from './use-cases/update-template';
import { uploadAttachment } from './use-cases/upload-attachment';

/** Chats (issue 14), HTTP: the supplier's conversations, messages, attachments, templates; the simulator. */
export const chatsRoutes: FastifyPluginAsyncZod<{ ctx: ChatsContext }> = async (app, { ctx }) => {
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
        const { supplier_id: named, ...body } = request.body;
        const context = await simulatorContext(app, request.locale, named);
        return simulateChat({ ...context, locale: request.locale, ...body });
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
      async (request) =>
        listChats(ctx, { supplierId: supplierId(request), filter: request.query, locale: request.locale }),
    );

    route(
      'getChatsUnread',
      { summary: 'Conversations with unread messages, and the unread messages (the side menu)' },
      async (request) => ({ data: await countUnread(ctx, { supplierId: supplierId(request) }) }),
    );

    route('listChatTemplates', { summary: 'The supplier’s quick replies' }, async (request) => ({
      data: await listTemplates(ctx, { supplierId: supplierId(request) }),
    }));

    route('createChatTemplate', { summary: 'Adds a quick reply' }, async (request) => {
      const data = await createTemplate(ctx, {
        supplierId: supplierId(request),
        body: request.body,
        locale: request.locale,
      });
      return { message: chatsText(request.locale, 'template_saved', { title: data.title }), data };
    });

    route('updateChatTemplate', { summary: 'Changes a quick reply' }, async (request) => {
      const id = templateId(request.params.id, request.locale);
      const data = await updateTemplate(ctx, {
        supplierId: supplierId(request),
        id,
        body: request.body,
        locale: request.locale,
      });
      return { message: chatsText(request.locale, 'template_saved', { title: data.title }), data };
    });

    route('deleteChatTemplate', { summary: 'Deletes a quick reply' }, async (request) => {
      const id = templateId(request.params.id, request.locale);
      const data = await deleteTemplate(ctx, { supplierId: supplierId(request), id, locale: request.locale });
      return { message: chatsText(request.locale, 'template_deleted', { title: data.title }) };
    });

    route(
      'getChat',
      {
        summary:
          'One conversation: the buyer, what it is about (the order’s status and TTN, or the product), read marks',
      },
      async (request) => ({
        data: await getChat(ctx, {
          supplierId: supplierId(request),
          chatId: chatId(request.params.id, request.locale),
          locale: request.locale,
        }),
      }),
    );

    route(
      'openOrderChat',
      {
        summary:
          'Opens the conversation with an order’s buyer: the order’s chat, or a new one (the seller writes first)',
        description:
          'Idempotent per order: 200 with the order’s chat when there is one (the buyer’s own first), 201 with a new chat opened for the order; the storefront is told of a new one (`chat.opened`).',
      },
      async (request, reply) => {
        const { chat, created } = await openOrderChat(ctx, {
          supplierId: supplierId(request),
          orderId: request.body.order_id,
          locale: request.locale,
        });
        void reply.code(created ? 201 : 200);
        return { data: chat };
      },
    );

    route(
      'listChatMessages',
      { summary: 'Messages of a conversation: older than `before`, newer than `after` (catch-up), or the latest' },
      async (request) =>
        listChatMessages(ctx, {
          supplierId: supplierId(request),
          chatId: chatId(request.params.id, request.locale),
          query: request.query,
          locale: request.locale,
        }),
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
        const { message, created } = await sendMessage(ctx, {
          supplierId: supplierId(request),
          chatId: id,
          body: request.body,
          locale: request.locale,
        });
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
        const read = async () => {
          const [file] = await readUploads(request, CHAT_ATTACHMENT_FIELD, (reason) =>
            refuseFile(request.locale)(reason === 'too_many' ? 'missing' : reason),
          );
          if (!file) throw refuseFile(request.locale)('missing');
          return file;
        };
        const data = await uploadAttachment(ctx, {
          supplierId: supplierId(request),
          chatId: chatId(request.params.id, request.locale),
          read,
          locale: request.locale,
        });
        return { data };
      },
    );

    // A file answer (streamed from storage with its own headers), so it stays outside the endpoint table.
    panel.get(
      CHATS_PATHS.attachment(':id', ':file'),
      {
        onRequest: permissionHook('chats'),
        schema: {
          tags: ['chats'],
          security: [{ bearer: [] }],
          operationId: 'getChatAttachment',
          summary: 'An attached file of the supplier’s chat',
          params: chatAttachmentParams,
          response: { 200: z.any().describe('The file'), 401: apiError, 403: apiError, 404: apiError },
        },
      },
      async (request, reply) => {
        const { file, type } = await openAttachment(ctx, {
          supplierId: supplierId(request),
          chatId: chatId(request.params.id, request.locale),
          file: request.params.file,
          locale: request.locale,
        });
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
        data: await markChatRead(ctx, {
          supplierId: supplierId(request),
          chatId: chatId(request.params.id, request.locale),
          upTo: request.body.up_to,
          locale: request.locale,
        }),
      }),
    );

    route(
      'chatTyping',
      { summary: 'The supplier is typing (shown live on the conversation’s channel)' },
      async (request) => {
        await sendTyping(ctx, {
          supplierId: supplierId(request),
          chatId: chatId(request.params.id, request.locale),
          locale: request.locale,
        });
        return null;
      },
    );
  });
};
