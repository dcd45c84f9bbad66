import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

const webDist = mkdtempSync(join(tmpdir(), 'spa-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Постачальники</title>');
writeFileSync(
  join(webDist, 'panel.html'),
  '<!doctype html>\n<head>\n<title>Постачальники</title><link rel="modulepreload">\n  </head>\n<div id="root"></div>',
);
const preload = (file: string) => `    <link rel="modulepreload" crossorigin href="/assets/${file}">\n`;
writeFileSync(
  join(webDist, 'panel-pages.json'),
  JSON.stringify([
    { path: '/products/list', preloads: preload('list-1.js') + preload('products-texts-1.js') },
    { path: '/products/edit/:id', preloads: preload('edit-1.js') },
    { path: '/orders/:id', preloads: preload('order-1.js') },
    { path: '/orders/print', preloads: preload('print-1.js') },
  ]),
);
writeFileSync(join(webDist, 'assets', 'index-3f2a9c1b.js'), 'console.log(1);');

describe('the web app as a CDN sees it (docs/scaling.md)', () => {
  const t = useTestApp({ DATA_DIR: 'memory://', WEB_DIST: webDist, JOBS_WORKER: 'false' });

  it('serves hashed assets immutable for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-3f2a9c1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the page no-cache, at / and at any page of the app', async () => {
    for (const url of ['/', '/orders/15', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('Постачальники');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("preloads the panel's frame on the panel's pages only, not on the sign-in pages (ADR 0035)", async () => {
    const preloads = async (url: string) => (await t.app.inject({ method: 'GET', url })).body.includes('modulepreload');
    for (const url of ['/products/list', '/orders/15?tab=history', '/dashboard', '/authors']) {
      expect(await preloads(url), url).toBe(true);
    }
    for (const url of ['/', '/?ref=7', '/auth', '/auth/login', '/auth?redirect=%2Forders']) {
      expect(await preloads(url), url).toBe(false);
    }
  });

  it("preloads a page's own code on a first visit of its address, and only its own (ADR 0059)", async () => {
    const preloaded = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<div id="root"></div>');
      return [...response.body.matchAll(/href="\/assets\/([^"]+)"/g)].map((match) => match[1]);
    };
    expect(await preloaded('/products/list')).toEqual(['list-1.js', 'products-texts-1.js']);
    expect(await preloaded('/products/list/?status=active')).toEqual(['list-1.js', 'products-texts-1.js']);
    expect(await preloaded('/products/edit/15')).toEqual(['edit-1.js']);
    // a literal segment ranks before a parameter, as in the panel's router
    expect(await preloaded('/orders/print')).toEqual(['print-1.js']);
    expect(await preloaded('/orders/15')).toEqual(['order-1.js']);
    // an address that is no page of the table gets the frame's preloads only
    for (const url of ['/products', '/products/edit', '/orders/15/items', '/somewhere']) {
      expect(await preloaded(url), url).toEqual([]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/auth/login' })).body).not.toContain('modulepreload');
  });
});
