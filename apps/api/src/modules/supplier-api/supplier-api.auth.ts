import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  INTEGRATION_TOKEN_PREFIX,
  integrationScopeLabels,
  type IntegrationScope,
} from '@supplier/contracts/integrations';
import type { Db } from '../../db/client';
import { httpErrors } from '../../errors';
import { translate } from '../../i18n/messages';
import { bearerToken } from '../../plugins/auth';
import { integrationStatus, integrationTokenHash, isIpAllowed, integrationsRepository } from '../integrations';
import { supplierApiText } from './supplier-api.messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The integration scope a supplier API route needs (`orders:write`, …). */
    scope?: IntegrationScope;
  }
  interface FastifyRequest {
    /** The integration token a supplier API call was made with. */
    apiToken: ApiToken | null;
  }
}

export interface ApiToken {
  id: number;
  supplierId: number;
  scopes: IntegrationScope[];
}

/** `last_used_at` is written at most this often per token. */
export const LAST_USED_EVERY_MS = 60_000;
/** Window of the per-token rate limit. */
const WINDOW_MS = 60_000;

/**
 * Signs supplier API calls in from an integration token: `Authorization: Bearer spk_…`, found by
 * its SHA-256, refused (401) when unknown, revoked or expired, refused (403) from an address
 * outside its allow-list; then counts the call against the token's per-minute limit (429, shared
 * through REDIS_URL by the app's rate-limit store) and checks the route's scope (403 naming it).
 * Calls with a bad token count against the caller's IP instead, under the app's per-IP limit.
 * `last_used_at/ip` is written at most once a minute per token and process; the call does not wait for it.
 *
 * Every route registered in `app` after this gets the hooks, first in its onRequest, before the
 * body is parsed: a stranger or a read-only token learns nothing about a route's fields. A route
 * must name its scope (`tokenRoute`); only the documentation under `openPaths` is open.
 */
export function supplierApiAuth(app: FastifyInstance, db: Db, openPaths: string[]): void {
  const perToken = app.createRateLimit({
    max: app.config.SUPPLIER_API_RATE_LIMIT_PER_MINUTE,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `spk:${request.apiToken?.id ?? 0}`,
  });
  const perIp = app.createRateLimit({
    max: app.config.RATE_LIMIT_PER_MINUTE,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `spk-ip:${request.ip}`,
  });
  const tokens = integrationsRepository(db);
  const lastWritten = new Map<number, number>();

  const refuse = (request: FastifyRequest) => httpErrors.unauthorized(supplierApiText(request.locale, 'token_invalid'));

  async function tooMany(request: FastifyRequest, reply: FastifyReply, limiter: typeof perToken): Promise<void> {
    const limit = await limiter(request);
    if (limit.isAllowed) return;
    void reply.headers({
      'x-ratelimit-limit': String(limit.max),
      'x-ratelimit-remaining': String(limit.remaining),
      'x-ratelimit-reset': String(limit.ttlInSeconds),
    });
    if (limit.isExceeded) {
      const seconds = Math.max(1, limit.ttlInSeconds);
      const text =
        limiter === perToken
          ? supplierApiText(request.locale, 'rate_limited', { max: limit.max, seconds })
          : translate(request.locale, 'rate_limited', { seconds });
      throw httpErrors.tooMany('rate_limited', text, seconds);
    }
  }

  function markUsed(token: ApiToken, ip: string): void {
    const now = Date.now();
    if (now - (lastWritten.get(token.id) ?? 0) < LAST_USED_EVERY_MS) return;
    lastWritten.set(token.id, now);
    if (lastWritten.size > 10_000) lastWritten.clear();
    void tokens
      .markUsed(token.id, ip, app.drivers.clock.now())
      .catch((error: unknown) => app.log.warn({ err: error, integrationId: token.id }, 'last_used_at not written'));
  }

  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const presented = bearerToken(request);
    const row = presented?.startsWith(INTEGRATION_TOKEN_PREFIX)
      ? await tokens.findByTokenHash(integrationTokenHash(presented))
      : null;
    if (!row || integrationStatus(row, app.drivers.clock.now()) !== 'active') {
      await tooMany(request, reply, perIp);
      throw refuse(request);
    }
    if (!isIpAllowed(request.ip, row.ipAllowList)) {
      await tooMany(request, reply, perIp);
      throw httpErrors.forbidden(
        'ip_not_allowed',
        supplierApiText(request.locale, 'ip_not_allowed', { ip: request.ip }),
      );
    }
    const token: ApiToken = { id: row.id, supplierId: row.supplierId, scopes: row.scopes };
    request.apiToken = token;
    await tooMany(request, reply, perToken);
    markUsed(token, request.ip);

    const scope = request.routeOptions.config.scope;
    if (scope && !token.scopes.includes(scope)) {
      throw httpErrors.forbidden(
        'scope_missing',
        supplierApiText(request.locale, 'scope_missing', {
          scope,
          label: integrationScopeLabels[request.locale].scopes[scope],
        }),
      );
    }
  }

  app.decorateRequest('apiToken', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    // Machines call this API: no X-SESSION header. (The per-IP limit is turned off by the routes'
    // own `rateLimit: false`, see `tokenRoute`: the rate-limit plugin reads it before this hook.)
    route.config = { ...route.config, sessionHeader: false } as RouteOptions['config'];
    if (!route.config?.scope) {
      if (openPaths.some((path) => route.url.startsWith(path))) return;
      throw new Error(`${String(route.method)} ${route.url}: a supplier API route needs config.scope`);
    }
    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [authenticate, ...hooks] as never;
  });
}

/** The route config of a supplier API operation: its scope, and the token's limit instead of the IP's. */
export const tokenRoute = (scope: IntegrationScope) => ({ scope, rateLimit: false as const });

/** The supplier of an authenticated supplier API request. */
export function tokenSupplier(request: FastifyRequest): number {
  if (!request.apiToken) throw new Error('tokenSupplier() used on a route without the supplier API token');
  return request.apiToken.supplierId;
}
