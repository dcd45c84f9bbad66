import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

const webDist = mkdtempSync(join(tmpdir(), 'spa-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Постачальники</title>');
writeFileSync(join(webDist, 'panel.html'), '<!doctype html><title>Постачальники</title><link rel="modulepreload">');
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
});
