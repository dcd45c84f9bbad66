import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiError } from '@supplier/contracts/common';
import { SUPPLIER_API_BASE } from '@supplier/contracts/supplier-api';

declare module 'fastify' {
  interface FastifyInstance {
    /** The supplier API's own OpenAPI document (the panel's stays at /api/docs). */
    supplierApiDocument: () => unknown;
  }
}

/** The security scheme name of an integration token in the supplier API's document. */
export const API_TOKEN = 'apiToken';

/** Every token-signed operation may answer 401, 403 (IP, scope) and 429; one with input 422. */
function withImpliedAnswers(schema: FastifySchema): FastifySchema {
  const implied: Record<number, typeof apiError> = {};
  if (schema.security?.some((requirement) => API_TOKEN in requirement)) {
    implied[401] = apiError;
    implied[403] = apiError;
    implied[429] = apiError;
  }
  if (schema.body || schema.querystring || schema.params) implied[422] = apiError;
  return { ...schema, response: { ...implied, ...(schema.response as object | undefined) } };
}

const DESCRIPTION = `The REST API a supplier's own systems (1C/BAS, a CRM, a warehouse) call: products, stock and prices, orders and Nova Poshta waybills of the supplier that owns the token.

**Authentication.** Create an integration in the panel (Інтеграції → Створити інтеграцію) and send its token as \`Authorization: Bearer spk_…\`. The token is shown once; the panel keeps only its SHA-256. An unknown, revoked or expired token answers 401; a call from an address outside the token's IP allow-list answers 403 \`ip_not_allowed\`; an operation outside the token's scopes answers 403 \`scope_missing\` naming the scope. Integrations are part of the paid supplier-panel subscription: while the supplier's subscription is not active, every call answers 402 \`subscription_required\`.

**Scopes.** \`products:read\`, \`stock:read\`/\`stock:write\` (stock and prices), \`orders:read\`/\`orders:write\`, \`waybills:read\`/\`waybills:write\` (the sticker, making the TTN).

**Limits.** Each token may make a set number of calls a minute (600 by default). Every answer carries \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` (seconds); over the limit the answer is 429 with \`Retry-After\`.

**Errors.** Every failure answers \`{message, code, errors?}\`; \`message\` is in the language of \`X-LOCALE\` (\`uk\` by default, or \`en\`), \`errors\` maps a field to its texts on a 422.

**Versions.** The version is in the path (\`/api/supplier/v1\`). Fields may be added to answers within a version; anything that would break a client comes as a new version.`;

/**
 * The supplier API's OpenAPI document (served at /api/supplier/v1/openapi.json) and its page
 * (/api/supplier/v1/docs): a second @fastify/swagger inside the module's context, so it sees the
 * module's routes only; the panel's document hides them (plugins/openapi.ts).
 */
export async function supplierApiOpenapi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    decorator: 'supplierApiDocument',
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Постачальники: API постачальника',
        version: '1.0.0',
        description: DESCRIPTION,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: [
        { name: 'products', description: 'The supplier’s products, read-only' },
        { name: 'stock', description: 'Stock and prices, many products in one call' },
        { name: 'orders', description: 'Orders: list, read, change status' },
        { name: 'waybills', description: 'Nova Poshta waybills (TTN) of orders' },
      ],
      components: {
        securitySchemes: {
          [API_TOKEN]: {
            type: 'http',
            scheme: 'bearer',
            description: 'An integration token, `spk_…`, made in the panel under Інтеграції.',
          },
        },
      },
    },
    transform: (input) => jsonSchemaTransform({ ...input, schema: withImpliedAnswers(input.schema) }),
  });
  app.get(`${SUPPLIER_API_BASE}/openapi.json`, { schema: { hide: true } }, async () => app.supplierApiDocument());
  await app.register(swaggerUi, {
    routePrefix: `${SUPPLIER_API_BASE}/docs`,
    // The module is registered under /api; the page's own asset links must carry it too.
    indexPrefix: '/api',
    staticCSP: true,
    // Swagger UI sets style attributes from its script (the operations' expand and collapse).
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
    transformSpecification: () => app.supplierApiDocument() as Record<string, unknown>,
  });
}
