import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contracts' zod schemas, served at /api/docs. */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Постачальники API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          marketplaceSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Marketplace-Signature',
            description:
              '`sha256=` + hex HMAC-SHA256(MARKETPLACE_SECRET, X-Marketplace-Timestamp + "." + raw body); the timestamp (unix seconds) within 5 minutes.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
