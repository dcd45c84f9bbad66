import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translate } from '../i18n/messages';
import { serveWebAssets } from './web-assets';

/** Paths that are never pages of the app: API, realtime, Pusher HTTP API, uploaded files, the build's files. */
const NOT_PAGES = ['/api/', '/app/', '/apps/', '/uploads/', '/assets/'];
/** Pages that are not in the signed-in panel: the sign-in pages, and / (which sends a stranger there). */
const OUTSIDE_PANEL = /^\/(auth(\/|\?|$)|(\?|$))/;

/** A page of the panel: its address's segments (`orders`, `:id`) and panel.html with its own preloads. */
interface PanelPage {
  segments: string[];
  html: string;
}

/**
 * panel.html for each page of the build's panel-pages.json (`{ path, preloads }`), with that page's
 * preloads: a first visit asks for the page's code beside the entry (ADR 0059). Empty when the
 * build wrote no such file.
 */
function panelPages(webDist: string): PanelPage[] {
  const file = join(webDist, 'panel-pages.json');
  if (!existsSync(file)) return [];
  const panel = readFileSync(join(webDist, 'panel.html'), 'utf8');
  const pages = JSON.parse(readFileSync(file, 'utf8')) as Array<{ path: string; preloads: string }>;
  return pages.map(({ path, preloads }) => ({
    segments: path.split('/').filter(Boolean),
    html: panel.replace('  </head>', `${preloads}  </head>`),
  }));
}

/**
 * The page an address opens, as the panel's router ranks its routes: every segment matched, and of
 * those the route with the most segments matched literally (`/orders/print` before `/orders/:id`).
 */
function findPanelPage(pages: PanelPage[], pathname: string): PanelPage | undefined {
  const parts = pathname.split('/').filter(Boolean);
  let found: PanelPage | undefined;
  let mostLiteral = -1;
  for (const page of pages) {
    const { segments } = page;
    if (segments.length !== parts.length) continue;
    if (!segments.every((segment, i) => segment.startsWith(':') || segment === parts[i])) continue;
    const literal = segments.filter((segment) => !segment.startsWith(':')).length;
    if (literal > mostLiteral) [found, mostLiteral] = [page, literal];
  }
  return found;
}

/**
 * Serves the built web app. Unknown non-API GETs get index.html (history routing), or panel.html
 * for a page of the signed-in panel when the build wrote one (it also preloads the panel's frame,
 * ADR 0035, and the page's own code, ADR 0059); unknown API calls get the JSON 404 of the error shape.
 */
export const spaPlugin = fp<{ webDist: string | undefined }>(async (app, { webDist }) => {
  const hasSpa = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  const hasPanel = hasSpa && existsSync(join(webDist, 'panel.html'));
  const pages = hasPanel && webDist ? panelPages(webDist) : [];
  if (hasSpa) {
    serveWebAssets(app, webDist);
    // the files beside the pages (the icon, the first page's early request)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      preCompressed: true,
      // The plugin's own cache-control (public, max-age=0) would replace this one.
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !NOT_PAGES.some((prefix) => request.url.startsWith(prefix));
    if (hasSpa && isPage) {
      if (!hasPanel || OUTSIDE_PANEL.test(request.url)) return reply.sendFile('index.html');
      const page = findPanelPage(pages, request.url.split('?')[0]!);
      if (!page) return reply.sendFile('panel.html');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.html);
    }
    return reply.code(404).send({ message: translate(request.locale, 'not_found'), code: 'not_found' });
  });
});
