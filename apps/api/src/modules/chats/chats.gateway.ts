import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_BUYER_MESSAGES_PER_MINUTE,
  CHATS_GATEWAY_ROUTE_BASE,
  gatewayChatMessageRequest,
  gatewayChatMessageResponse,
  gatewayChatParams,
  gatewayChatReadRequest,
  gatewayChatReadResponse,
} from '@supplier/contracts/chats';
import { apiError } from '@supplier/contracts/common';
import { gatewaySchema, machineRoute, signedByMarketplace } from '../marketplace';
import type { ChatsContext } from './chats.context';
import { receiveBuyerMessage } from './use-cases/receive-buyer-message';
import { receiveBuyerRead } from './use-cases/receive-buyer-read';
import { receiveBuyerTyping } from './use-cases/receive-buyer-typing';

/** The chats of the marketplace gateway (issue 14), signed as every gateway call (`signedByMarketplace`). */
export const chatsGatewayRoutes: FastifyPluginAsyncZod<{ ctx: ChatsContext }> = async (app, { ctx }) => {
  signedByMarketplace(app);

  const schema = { tags: ['marketplace'], ...gatewaySchema };
  const errors = { 400: apiError, 401: apiError, 404: apiError, 422: apiError };

  app.post(
    `${CHATS_GATEWAY_ROUTE_BASE}/messages`,
    {
      config: {
        ...machineRoute,
        rateLimit: {
          max: CHAT_BUYER_MESSAGES_PER_MINUTE,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `chat-buyer:${(request.body as { external_id?: string } | undefined)?.external_id ?? request.ip}`,
        },
      },
      schema: {
        ...schema,
        operationId: 'marketplaceChatMessage',
        summary: 'A buyer’s chat message (the first one of an external_id opens the chat)',
        description: `Idempotent by \`client_id\` within the chat: 201 with the new message, 200 with the stored one on a repeat. The chat is about \`order_external_id\` (an order of the supplier’s) or \`product_id\` when given. \`attachments\` (URLs) are fetched in the background, checked by content (images and PDF, ≤ 8 MB) and kept privately; the message is published again with them. At most ${CHAT_BUYER_MESSAGES_PER_MINUTE} messages a minute per chat (429).`,
        body: gatewayChatMessageRequest,
        response: { 200: gatewayChatMessageResponse, 201: gatewayChatMessageResponse, ...errors, 429: apiError },
      },
    },
    async (request, reply) => {
      const { chat, message, created } = await receiveBuyerMessage(ctx, { body: request.body, locale: request.locale });
      return reply.code(created ? 201 : 200).send({
        data: { chat_external_id: chat.externalId, message_id: message.id, created_at: message.created_at },
      });
    },
  );

  app.post(
    `${CHATS_GATEWAY_ROUTE_BASE}/:external_id/read`,
    {
      config: machineRoute,
      schema: {
        ...schema,
        operationId: 'marketplaceChatRead',
        summary: 'The buyer has read the supplier’s messages up to a message id',
        params: gatewayChatParams,
        body: gatewayChatReadRequest,
        response: { 200: gatewayChatReadResponse, ...errors },
      },
    },
    async (request) => ({
      data: await receiveBuyerRead(ctx, {
        externalId: request.params.external_id,
        upTo: request.body.up_to,
        locale: request.locale,
      }),
    }),
  );

  app.post(
    `${CHATS_GATEWAY_ROUTE_BASE}/:external_id/typing`,
    {
      config: machineRoute,
      schema: {
        ...schema,
        operationId: 'marketplaceChatTyping',
        summary: 'The buyer is typing',
        params: gatewayChatParams,
        response: { 204: z.null().describe('Told'), ...errors },
      },
    },
    async (request, reply) => {
      await receiveBuyerTyping(ctx, { externalId: request.params.external_id, locale: request.locale });
      return reply.code(204).send(null);
    },
  );
};
