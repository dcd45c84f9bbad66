import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatsIssueText } from '@supplier/contracts/chats';
import { idOf } from '../../lib/ids';
import { validationTexts } from '../../plugins/errors';
import { chatsContext } from './chats.context';
import { chatsGatewayRoutes } from './chats.gateway';
import { chatsRoutes } from './chats.routes';
import { fetchBuyerAttachments } from './use-cases/fetch-buyer-attachments';
import { CHAT_ATTACHMENTS_JOB } from './use-cases/receive-buyer-message';

/** Chats (issue 14): the realtime channel of a chat, the attachments job, the gateway and the panel. */
export const chatsModule: FastifyPluginAsyncZod = async (app) => {
  validationTexts(app, chatsIssueText);
  const { storage, clock, broadcaster } = app.drivers;
  const ctx = chatsContext({
    db: app.database.db,
    storage,
    broadcaster,
    notifications: app.notifications,
    clock,
    log: app.log.child({ module: 'chats' }),
  });
  app.channels.add('private-chat.{chatId}', 'chats', async ({ supplierId, params }) => {
    const chatId = idOf(params.chatId);
    return chatId !== null && (await ctx.repo.belongsTo(chatId, supplierId));
  });
  app.jobs.register<{ messageId: number; urls: string[] }>(CHAT_ATTACHMENTS_JOB, {
    maxAttempts: 3,
    run: ({ messageId, urls }) => fetchBuyerAttachments(ctx, { messageId, urls, allowPrivate: app.devTools }),
  });
  await app.register(chatsGatewayRoutes, { ctx });
  await app.register(chatsRoutes, { ctx });
};
