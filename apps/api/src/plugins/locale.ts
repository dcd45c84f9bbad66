import fp from 'fastify-plugin';
import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LOCALE, LOCALE_HEADER, locales, type Locale } from '@supplier/contracts/constants';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** X-LOCALE picks the language of messages; anything unknown falls back to Ukrainian. */
export function localeOf(headers: IncomingHttpHeaders): Locale {
  const given = headers[LOCALE_HEADER];
  // A lookup, not localeSchema: a failed zod parse builds its issues on every request without the header.
  return (locales as readonly unknown[]).includes(given) ? (given as Locale) : DEFAULT_LOCALE;
}

export const localePlugin = fp(async (app) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeOf(request.headers);
    done();
  });
});
