import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { smsOutboxQuery, smsOutboxResponse } from '@supplier/contracts/identity';
import { LogSmsDriver } from '../../drivers/sms';

/**
 * Local tools, present only with the local drivers. GET /api/dev/sms-outbox lists what the log
 * SMS driver "sent", newest first (the codes of sign-up and login on machines without a
 * gateway). It exists only in the local mode and answers only this machine (plugins/dev-tools.ts);
 * with SMS_DRIVER=turbosms it does not exist (404).
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const sms = app.drivers.sms;
  if (app.devTools && sms instanceof LogSmsDriver) {
    app.get(
      '/dev/sms-outbox',
      {
        config: { sessionHeader: false },
        schema: { hide: true, querystring: smsOutboxQuery, response: { 200: smsOutboxResponse } },
      },
      async (request) => ({
        data: sms.outbox(request.query.telephone).map((message) => ({
          telephone: message.telephone,
          text: message.text,
          created_at: message.createdAt.toISOString(),
        })),
      }),
    );
  }
};
