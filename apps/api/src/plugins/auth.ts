import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import type { Db } from '../db/client';
import { InvalidatedCache, invalidateOn } from '../db/listen-notify';
import { httpErrors } from '../errors';
import { translate } from '../i18n/messages';
import { tokenLifetime, tokensRepository, type ActiveToken, type TokenCache } from '../modules/identity';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Signs the request in from its bearer token, or answers 401. Runs first (onRequest) on every
     * route whose schema declares `security: [{ bearer: [] }]`; naming it on a route is redundant.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
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
  const stop = invalidateOn(app.database.listenNotify, 'token_revoked', cache, (hash) => hash);
  app.addHook('onClose', async () => stop());
  const tokens = tokensRepository(db, cache, tokenLifetime(app.config));
  app.decorateRequest('auth', null);
  // A callback hook: a token answered from the cache signs the request in without a promise
  // (issue 36); any other goes to the database.
  const authenticate = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (request.auth) return done();
    const token = bearerToken(request);
    const cached = token ? tokens.cachedActive(token) : undefined;
    if (cached) {
      request.auth = cached;
      return done();
    }
    (token ? tokens.findActive(token) : Promise.resolve(null)).then((found) => {
      if (!found) return done(httpErrors.unauthorized(translate(request.locale, 'unauthorized')));
      request.auth = found;
      done();
    }, done);
  };
  app.decorate('authenticate', authenticate);
  app.addHook('onRoute', (route) => authenticateFirst(route, authenticate));
});

/**
 * The route's security declaration is what signs it in, before the body is parsed or validated:
 * a request without a valid token learns nothing about the route's fields (401, not 422).
 */
function authenticateFirst(route: RouteOptions, authenticate: FastifyInstance['authenticate']): void {
  const hooks = (value: unknown): unknown[] => (value === undefined ? [] : [value].flat());
  const declared = route.schema?.security?.some((requirement) => 'bearer' in requirement) ?? false;
  const named = [route.onRequest, route.preParsing, route.preValidation, route.preHandler]
    .flatMap(hooks)
    .includes(authenticate);
  if (named && !declared) {
    throw new Error(
      `${String(route.method)} ${route.url}: authenticate needs security: [{ bearer: [] }] in the schema`,
    );
  }
  if (!declared) return;
  const without = (value: unknown) => hooks(value).filter((hook) => hook !== authenticate) as never;
  route.onRequest = [authenticate, ...without(route.onRequest)] as never;
  route.preHandler = without(route.preHandler);
}

/** The supplier id of an authenticated request; routes behind `authenticate` only. */
export function supplierId(request: FastifyRequest): number {
  if (!request.auth) throw new Error('supplierId() used on a route without authenticate');
  return request.auth.supplierId;
}
