import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertServable, ConfigError, loadConfig } from '../config';
import { useTestApp } from '../test/app';
import { signUp } from '../modules/identity/testing';

const OUTBOXES = ['/api/dev/sms-outbox', '/api/dev/telegram-outbox', '/api/dev/mail-outbox'];

describe('the local outboxes in a production configuration (NODE_ENV=production, SMS_DRIVER=log)', () => {
  const t = useTestApp({ NODE_ENV: 'production' });

  it('do not exist: a stranger cannot read the sign-in codes', async () => {
    for (const url of OUTBOXES) {
      for (const remoteAddress of ['127.0.0.1', '203.0.113.7']) {
        const response = await t.call({ method: 'GET', url, remoteAddress });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found' });
      }
    }
  });
});

describe('the local mode (DEV_TOOLS=true)', () => {
  const t = useTestApp({ NODE_ENV: 'production', DEV_TOOLS: 'true' });

  it('serves the outboxes to this machine only, never to another address or through a proxy', async () => {
    const { telephone } = await signUp(t);
    const url = `/api/dev/sms-outbox?telephone=${encodeURIComponent(telephone)}`;
    const local = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.json().data[0].text).toMatch(/^Ваш код підтвердження: \d{6}$/);
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: '::1' })).statusCode).toBe(200);

    for (const target of [url, ...OUTBOXES.slice(1)]) {
      const stranger = await t.app.inject({ method: 'GET', url: target, remoteAddress: '198.51.100.20' });
      expect(stranger.statusCode, target).toBe(404);
      expect(stranger.body).not.toContain(telephone);
      const proxied = await t.app.inject({
        method: 'GET',
        url: target,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(proxied.statusCode, target).toBe(404);
    }
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/dev/payouts/1/status',
      remoteAddress: '198.51.100.20',
      payload: { status: 'paid' },
    });
    expect(moved.statusCode).toBe(404);
  });
});

describe('starting the server', () => {
  it('refuses the log SMS driver in production unless DEV_TOOLS=true', () => {
    expect(() => assertServable(loadConfig({}))).toThrowError(ConfigError);
    expect(() => assertServable(loadConfig({ DEV_TOOLS: 'true' }))).not.toThrow();
    expect(() => assertServable(loadConfig({ SMS_DRIVER: 'turbosms', TURBOSMS_TOKEN: 't' }))).not.toThrow();
    expect(() => assertServable(loadConfig({ NODE_ENV: 'development' }))).not.toThrow();
  });

  // spawnSync blocks the test's own timer: the budget covers a slow start of tsx on a loaded machine.
  it('exits with the reason before listening', { timeout: 120_000 }, () => {
    const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: 'memory://', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/SMS_DRIVER: the log driver sends no SMS/);
  });
});
