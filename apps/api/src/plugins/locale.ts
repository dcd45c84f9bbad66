import fp from 'fastify-plugin';
import { localeSchema } from '@supplier/contracts/common';
import { DEFAULT_LOCALE, LOCALE_HEADER, type Locale } from '@supplier/contracts/constants';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** X-LOCALE picks the language of messages; anything unknown falls back to Ukrainian. */
export const localePlugin = fp(async (app) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    const parsed = localeSchema.safeParse(request.headers[LOCALE_HEADER]);
    request.locale = parsed.success ? parsed.data : DEFAULT_LOCALE;
  });
});
