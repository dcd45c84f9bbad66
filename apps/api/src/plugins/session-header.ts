import fp from 'fastify-plugin';
import { SESSION_HEADER, SESSION_VALUE } from '@supplier/contracts/constants';
import { httpErrors } from '../errors';
import { translate } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Calls made by machines (provider callbacks, webhooks, dev tools) set this to false. */
    sessionHeader?: boolean;
  }
}

/** Every panel call carries X-SESSION: supplier; anything else is refused with 403. The OpenAPI pages are for browsers. */
export const sessionHeaderPlugin = fp(async (app) => {
  // A callback hook, not an async one: no promise per request on the hot path (issue 36).
  app.addHook('onRequest', (request, _reply, done) => {
    const exempt =
      request.routeOptions.config.sessionHeader === false ||
      !request.url.startsWith('/api/') ||
      request.url.startsWith('/api/docs');
    if (exempt || request.headers[SESSION_HEADER] === SESSION_VALUE) return done();
    done(httpErrors.forbidden('session_header', translate(request.locale, 'session_header')));
  });
});
