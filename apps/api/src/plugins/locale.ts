import fp from 'fastify-plugin';
import type { IncomingHttpHeaders } from 'node:http';
import { localeSchema } from '@supplier/contracts/common';
import { DEFAULT_LOCALE, LOCALE_HEADER, type Locale } from '@supplier/contracts/constants';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** X-LOCALE picks the language of messages; anything unknown falls back to Ukrainian. */
export function localeOf(headers: IncomingHttpHeaders): Locale {
  const parsed = localeSchema.safeParse(headers[LOCALE_HEADER]);
  return parsed.success ? parsed.data : DEFAULT_LOCALE;
}

export const localePlugin = fp(async (app) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale = localeOf(request.headers);
  });
});
