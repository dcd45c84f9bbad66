import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { httpErrors } from '../errors';
import { translate } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** The local mode: the routes under /api/dev exist (docs/configuration.md, "Local mode"). */
    devTools: boolean;
  }
}

/** The local mode is on under NODE_ENV development or test, and with DEV_TOOLS=true. */
export function devToolsOn(config: Pick<Config, 'NODE_ENV' | 'DEV_TOOLS'>): boolean {
  return config.NODE_ENV !== 'production' || config.DEV_TOOLS;
}

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;
/** A reverse proxy on this machine connects from loopback for every client; it announces itself. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'x-real-ip'];

/** A direct connection from this machine: loopback peer, not relayed by a proxy (TRUST_PROXY is ignored). */
export function fromThisMachine(request: FastifyRequest): boolean {
  return (
    LOOPBACK.test(request.raw.socket.remoteAddress ?? '') &&
    FORWARDING_HEADERS.every((name) => request.headers[name] === undefined)
  );
}

/**
 * Everything under /api/dev (the SMS, Telegram and mail outboxes, moving payouts, notify) answers
 * only in the local mode and only to this machine; anyone else gets 404 as for an unknown path.
 */
export const devToolsPlugin = fp<{ config: Config }>(async (app, { config }) => {
  app.decorate('devTools', devToolsOn(config));
  // A callback hook, not an async one: no promise per request on the hot path (issue 36).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.routeOptions.url?.startsWith('/api/dev/') || (app.devTools && fromThisMachine(request))) {
      return done();
    }
    done(httpErrors.notFound(translate(request.locale, 'not_found')));
  });
});
