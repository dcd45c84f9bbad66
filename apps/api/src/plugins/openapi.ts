import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiError } from '@supplier/contracts/common';
import { SESSION_HEADER, SESSION_VALUE } from '@supplier/contracts/constants';
import { SUPPLIER_API_BASE } from '@supplier/contracts/supplier-api';

type Transform = typeof jsonSchemaTransform;

/**
 * The answers every route gives by construction, added to what it declares: 401 where a bearer
 * token is required (authentication runs first), 403 where the X-SESSION header is required, 422
 * where a part of the request has a schema. A route's own declaration of a status wins.
 */
function withImpliedAnswers(schema: FastifySchema, route: RouteOptions): FastifySchema {
  const implied: Record<number, typeof apiError> = {};
  if (schema.security?.some((requirement) => 'bearer' in requirement)) implied[401] = apiError;
  if (route.config?.sessionHeader !== false) implied[403] = apiError;
  if (schema.body || schema.querystring || schema.params) implied[422] = apiError;
  return { ...schema, response: { ...implied, ...(schema.response as object | undefined) } };
}

/** The supplier API has its own document (modules/supplier-api); this one leaves it out. */
const SUPPLIER_API = `/api${SUPPLIER_API_BASE}/`;

const transform: Transform = (input) =>
  input.url.startsWith(SUPPLIER_API)
    ? { schema: { hide: true }, url: input.url }
    : jsonSchemaTransform({ ...input, schema: withImpliedAnswers(input.schema, input.route as RouteOptions) });

/** OpenAPI generated from the contracts' zod schemas, served at /api/docs. */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Постачальники API',
        version: '1.0.0',
        description: `The supplier back-office API. Panel calls carry \`${SESSION_HEADER}: ${SESSION_VALUE}\` and, once signed in, \`Authorization: Bearer <token>\`. Every failure answers \`{message, code, errors?}\` in the language of \`X-LOCALE\` (uk by default).`,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          marketplaceSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Marketplace-Signature',
            description:
              '`sha256=` + hex HMAC-SHA256(MARKETPLACE_SECRET, X-Marketplace-Timestamp + "\\n" + method + "\\n" + path with query as sent (`/api/…`) + "\\n" + raw body); the timestamp (unix seconds) within 5 minutes.',
          },
          telegramSecret: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Telegram-Bot-Api-Secret-Token',
            description: 'The secret token given to Telegram with setWebhook.',
          },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
