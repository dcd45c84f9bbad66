import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { translate } from '../i18n/messages';

/** Paths that are never pages of the app: API, realtime, Pusher HTTP API, uploaded files. */
const NOT_PAGES = ['/api/', '/app/', '/apps/', '/uploads/'];
/** Pages that are not in the signed-in panel: the sign-in pages, and / (which sends a stranger there). */
const OUTSIDE_PANEL = /^\/(auth(\/|\?|$)|(\?|$))/;

/**
 * Serves the built web app. Unknown non-API GETs get index.html (history routing), or panel.html
 * for a page of the signed-in panel when the build wrote one (it also preloads the panel's frame,
 * ADR 0035); unknown API calls get the JSON 404 of the error shape.
 */
export const spaPlugin = fp<{ webDist: string | undefined }>(async (app, { webDist }) => {
  const hasSpa = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  const hasPanel = hasSpa && existsSync(join(webDist, 'panel.html'));
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
      return reply.sendFile(hasPanel && !OUTSIDE_PANEL.test(request.url) ? 'panel.html' : 'index.html');
    }
    return reply.code(404).send({ message: translate(request.locale, 'not_found'), code: 'not_found' });
  });
});
