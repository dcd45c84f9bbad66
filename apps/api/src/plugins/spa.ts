import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { translate } from '../i18n/messages';

/** Paths that are never pages of the app: API, realtime, Pusher HTTP API, uploaded files. */
const NOT_PAGES = ['/api/', '/app/', '/apps/', '/uploads/'];
/** Pages that are not in the signed-in panel: the sign-in pages, and / (which sends a stranger there). */
const OUTSIDE_PANEL = /^\/(auth(\/|\?|$)|(\?|$))/;
/** Panel pages the build wrote a page of their own for, which also preloads the page's code (ADR 0055). */
const OWN_PAGES: [RegExp, string][] = [[/^\/products\/list(\?|$)/, 'products-list.html']];

/**
 * Serves the built web app. Unknown non-API GETs get index.html (history routing), or panel.html
 * for a page of the signed-in panel when the build wrote one (it also preloads the panel's frame,
 * ADR 0035), or the page's own (OWN_PAGES); unknown API calls get the JSON 404 of the error shape.
 */
export const spaPlugin = fp<{ webDist: string | undefined }>(async (app, { webDist }) => {
  const hasSpa = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  const hasPanel = hasSpa && existsSync(join(webDist, 'panel.html'));
  const ownPages = hasPanel ? OWN_PAGES.filter(([, file]) => existsSync(join(webDist, file))) : [];
  const pageOf = (url: string) => {
    if (!hasPanel || OUTSIDE_PANEL.test(url)) return 'index.html';
    return ownPages.find(([address]) => address.test(url))?.[1] ?? 'panel.html';
  };
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The plugin's own cache-control (public, max-age=0) would replace the one set below.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !NOT_PAGES.some((prefix) => request.url.startsWith(prefix));
    if (hasSpa && isPage) {
      return reply.sendFile(pageOf(request.url));
    }
    return reply.code(404).send({ message: translate(request.locale, 'not_found'), code: 'not_found' });
  });
});
