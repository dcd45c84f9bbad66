import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpErrors } from '../../errors';
import { localSecret } from '../../lib/local-secrets';
import { methodOnTheWire } from '../../lib/method-override';
import { marketplaceText } from './marketplace.messages';
import { verifyMarketplaceRequest } from './marketplace.signature';

/** The secret both sides sign with: MARKETPLACE_SECRET, or the embedded default's generated one. */
export function marketplaceSecret(config: { MARKETPLACE_SECRET?: string; DATA_DIR: string }): string {
  return config.MARKETPLACE_SECRET ?? localSecret(config.DATA_DIR, 'marketplace_secret');
}

/** Gateway routes are machine-to-machine: no panel session header. */
export const machineRoute = { sessionHeader: false } as const;

/** What every gateway operation declares in OpenAPI besides its own parts. */
export const gatewaySchema = { security: [{ marketplaceSignature: [] }] };

/**
 * Makes the routes of the calling plugin context marketplace gateway routes (contracts
 * `marketplace.ts`): the raw body is kept, and the HMAC signature over the timestamp, the method
 * and target as received and the body is checked before the body is validated, so an unsigned
 * caller learns nothing about the shape it should have (401 as a panel call without a token) and
 * a signed call sent to another path is refused. Call it first in the plugin that declares the
 * routes.
 */
export function signedByMarketplace(app: FastifyInstance): void {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const badJson = new WeakSet<FastifyRequest>();
  let secret: string | undefined;
  const key = () => (secret ??= marketplaceSecret(app.config));

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    rawBodies.set(request, text);
    if (text.length === 0) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      badJson.add(request);
      done(null, {});
    }
  });

  app.addHook('preValidation', async (request) => {
    const problem = verifyMarketplaceRequest(
      key(),
      { method: methodOnTheWire(request.raw), target: request.raw.url ?? '', headers: request.headers },
      rawBodies.get(request) ?? '',
      app.drivers.clock.now(),
    );
    if (problem === 'missing') throw httpErrors.unauthorized(marketplaceText(request.locale, 'signature_missing'));
    if (problem === 'timestamp') {
      throw httpErrors.badSignature('signature_timestamp', marketplaceText(request.locale, 'signature_timestamp'));
    }
    if (problem)
      throw httpErrors.badSignature('signature_invalid', marketplaceText(request.locale, 'signature_invalid'));
    if (badJson.has(request)) throw httpErrors.badRequest('bad_json', marketplaceText(request.locale, 'bad_json'));
  });
}

/** This process's own HTTP origin (for the local storefront and the simulators), or null when not listening. */
export function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;
}
