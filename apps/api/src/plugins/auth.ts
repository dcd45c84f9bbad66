import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { InvalidatedCache, invalidateOn } from '../db/notifications';
import { httpErrors } from '../errors';
import { translate } from '../i18n/messages';
import { tokensRepository, type ActiveToken, type TokenCache } from '../modules/identity/tokens.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in supplier. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    auth: ActiveToken | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/**
 * The signed-in supplier of a request, from an opaque bearer token stored as SHA-256. Active
 * tokens are cached in the process; a revoked or deleted token is dropped by its `token_revoked`
 * notification (docs/adr/0007-settings-cache.md), and the cache is off while not listening.
 */
export const authPlugin = fp<{ db: Db }>(async (app, { db }) => {
  const cache: TokenCache = new InvalidatedCache({ max: 10_000, ttlMs: 60_000 });
  const stop = invalidateOn(app.database.notifications, 'token_revoked', cache, (hash) => hash);
  app.addHook('onClose', async () => stop());
  const tokens = tokensRepository(db, cache);
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const found = token ? await tokens.findActive(token) : null;
    if (!found) throw httpErrors.unauthorized(translate(request.locale, 'unauthorized'));
    request.auth = found;
  });
});

/** The supplier id of an authenticated request; routes behind `authenticate` only. */
export function supplierId(request: FastifyRequest): number {
  if (!request.auth) throw new Error('supplierId() used on a route without authenticate');
  return request.auth.supplierId;
}
