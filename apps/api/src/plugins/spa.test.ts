import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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
const script = 'console.log("hashed");'.repeat(100);
writeFileSync(join(webDist, 'assets', 'page-5e6f7a8b.js'), script);
writeFileSync(join(webDist, 'assets', 'page-5e6f7a8b.js.br'), brotliCompressSync(script));
writeFileSync(join(webDist, 'assets', 'page-5e6f7a8b.js.gz'), gzipSync(script));
writeFileSync(join(webDist, 'secret.txt'), 'not an asset');
mkdirSync(join(webDist, 'assets', 'fonts'));

describe('the web app as a CDN sees it (docs/scaling.md)', () => {
  const t = useTestApp({ DATA_DIR: 'memory://', WEB_DIST: webDist, JOBS_WORKER: 'false' });

  it('serves hashed assets immutable for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-3f2a9c1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends a hashed file in the encoding the browser takes, the build's brotli first (ADR 0060)", async () => {
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/page-5e6f7a8b.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['vary']).toBe('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await get('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    for (const plain of [await get(), await get('identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      expect(plain.headers['content-length']).toBe(String(script.length));
    }
    // a second answer is the same bytes (kept in memory after the first)
    expect((await get('br')).rawPayload).toEqual(br.rawPayload);
  });

  it('answers a file the build did not write with a 404, not with the page, and serves nothing outside assets/', async () => {
    for (const url of [
      '/assets/page-00000000.js',
      '/assets/..%2Fsecret.txt',
      '/assets/%2e%2e%2fsecret.txt',
      '/assets/.page-5e6f7a8b.js',
      '/assets/fonts',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.body, url).not.toContain('not an asset');
    }
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
