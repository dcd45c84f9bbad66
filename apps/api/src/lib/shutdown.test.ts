import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../test/database';
import { drainAndClose } from './shutdown';

function fetchText(
  port: number,
  path: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += String(chunk)));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The app listening, with a download that answers in parts until `release()`, and an answer that
 * waits for `answer()` before any of it is sent (`answering` once it has come).
 */
async function appWithSlowDownload() {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_SEED: 'false' }),
    database,
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  app.get('/slow-download', async (_request, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.write('first part;');
    started();
    await released;
    reply.raw.end('last part');
    return reply;
  });
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let arrived!: () => void;
  const answering = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow-answer', async () => {
    arrived();
    await answered;
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  return { app, database, port, release, running, answer, answering };
}

describe('draining on SIGTERM (issue 35 items 2 and 3)', () => {
  it('fails the health check, closes connections after their answer, stops listening after the delay, lets a download finish and answers 0', async () => {
    const { app, database, port, release, running } = await appWithSlowDownload();
    const download = fetchText(port, '/slow-download');
    await running;
    const exit = drainAndClose(app, { drainDelayMs: 1000, graceMs: 30_000, closeDatabase: () => database.close() });

    const health = await fetchText(port, '/api/health');
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'draining', dependencies: { database: 'up' } });
    expect(health.headers.connection).toBe('close');

    await sleep(1500);
    await expect(fetchText(port, '/api/health')).rejects.toThrow(/ECONNREFUSED/);
    release();
    expect(await download).toMatchObject({ status: 200, body: 'first part;last part' });
    expect(await exit).toBe(0);
  }, 60_000);

  it('closes the connection of an answer to a request that came before the drain began', async () => {
    const { app, database, port, answer, answering } = await appWithSlowDownload();
    const slow = fetchText(port, '/slow-answer');
    await answering;
    const exit = drainAndClose(app, { drainDelayMs: 200, graceMs: 30_000, closeDatabase: () => database.close() });
    answer();
    const { status, headers } = await slow;
    expect(status).toBe(200);
    expect(headers.connection).toBe('close');
    expect(await exit).toBe(0);
  }, 60_000);

  it('cuts what still runs at the end of the grace period and answers 1', async () => {
    const { app, database, port, running } = await appWithSlowDownload();
    const download = fetchText(port, '/slow-download');
    await running;
    expect(await drainAndClose(app, { drainDelayMs: 0, graceMs: 500, closeDatabase: async () => undefined })).toBe(1);
    await expect(download).rejects.toThrow();
    await database.close();
  }, 60_000);
});
