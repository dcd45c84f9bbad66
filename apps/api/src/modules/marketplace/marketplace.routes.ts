import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@supplier/contracts/common';
import {
  STOREFRONT_INBOX_PATHS,
  storefrontEvent,
  storefrontInboxQuery,
  storefrontInboxResponse,
} from '@supplier/contracts/marketplace';
import { httpErrors } from '../../errors';
import { marketplaceSecret } from './marketplace.gateway';
import { marketplaceText } from './marketplace.messages';
import { StorefrontInbox } from './storefront.inbox';

const API = '/api';
const devPath = (path: string) => path.slice(API.length);

/** In the local mode, the local storefront that receives the outgoing storefront webhook. */
export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.devTools) return;

  const inbox = new StorefrontInbox(() => marketplaceSecret(app.config));
  await app.register(async (receiver) => {
    const raw = new WeakMap<object, string>();
    receiver.removeContentTypeParser('application/json');
    receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      raw.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, {});
      }
    });
    receiver.withTypeProvider().post(
      devPath(STOREFRONT_INBOX_PATHS.webhook),
      {
        config: { sessionHeader: false },
        schema: { hide: true, body: storefrontEvent, response: { 204: z.null(), 401: apiError } },
      },
      async (request, reply) => {
        const body = request.body as ReturnType<typeof storefrontEvent.parse>;
        if (!inbox.receive(request.headers, raw.get(request) ?? '', body, app.drivers.clock.now())) {
          throw httpErrors.badSignature('signature_invalid', marketplaceText(request.locale, 'signature_invalid'));
        }
        return reply.code(204).send();
      },
    );
  });

  app.get(
    devPath(STOREFRONT_INBOX_PATHS.inbox),
    {
      config: { sessionHeader: false },
      schema: { hide: true, querystring: storefrontInboxQuery, response: { 200: storefrontInboxResponse } },
    },
    async (request) => ({ data: inbox.list(request.query.type) }),
  );
};
