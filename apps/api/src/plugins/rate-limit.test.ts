import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECK_CACHE_MS } from '../modules/health/health.checks';
import { useTestApp } from '../test/app';
import { RedisHealth } from './rate-limit-store';

/**
 * Stands between the API and the machine's Redis: `pipe` forwards, `hang` accepts and forwards
 * nothing (a frozen Redis, as under SIGSTOP), `stop` refuses connections (a stopped Redis).
 */
class RedisDoor {
  mode: 'pipe' | 'hang' = 'pipe';
  port = 0;
  #server: Server | null = null;
  readonly #pairs = new Set<[Socket, Socket]>();

  async open(): Promise<void> {
    this.#server = createServer((client) => {
      const upstream = connect(6379, '127.0.0.1');
      const pair: [Socket, Socket] = [client, upstream];
      this.#pairs.add(pair);
      const close = () => {
        client.destroy();
        upstream.destroy();
        this.#pairs.delete(pair);
      };
      client.on('data', (chunk) => this.mode === 'pipe' && upstream.write(chunk));
      upstream.on('data', (chunk) => this.mode === 'pipe' && client.write(chunk));
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    await new Promise<void>((resolve) => this.#server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.#server!.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const [client, upstream] of this.#pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.#pairs.clear();
    await new Promise((resolve) => this.#server?.close(resolve));
  }
}

const door = new RedisDoor();
await door.open();
const redis = new Redis('redis://127.0.0.1:6379/3');

async function counters(): Promise<string[]> {
  return redis.keys('supplier-rl:*');
}

describe('rate limits with Redis gone (issue 18, item 1)', () => {
  const t = useTestApp({
    DATA_DIR: 'memory://',
    JOBS_WORKER: 'false',
    REDIS_URL: `redis://127.0.0.1:${door.port}/3`,
    RATE_LIMIT_PER_MINUTE: '5',
  });
  let ip = 0;
  const countries = (remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/api/v3/countries', headers: { 'x-session': 'supplier' }, remoteAddress });
  // Health caches its round for CHECK_CACHE_MS: wait it out, so the answer is Redis's state now.
  const health = async () => {
    await new Promise((resolve) => setTimeout(resolve, CHECK_CACHE_MS));
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    return { code: response.statusCode, ...response.json<{ status: string; dependencies: Record<string, string> }>() };
  };
  const nextIp = () => `10.18.0.${(ip += 1)}`;

  beforeAll(async () => {
    const stale = await counters();
    if (stale.length > 0) await redis.del(...stale);
  });
  afterAll(async () => {
    await door.stop();
    redis.disconnect();
  });

  it('shares the counters in Redis while it answers, and health says so', async () => {
    // The first calls may beat the connection (or, on a loaded machine, the 100 ms budget) and count
    // in the process; once Redis answers, a new client's counter is in Redis.
    await vi.waitFor(
      async () => {
        const client = nextIp();
        expect((await countries(client)).statusCode).toBe(200);
        expect(await counters()).toEqual(expect.arrayContaining([expect.stringContaining(client)]));
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(await health()).toMatchObject({
      code: 200,
      status: 'ok',
      dependencies: { database: 'up', redis: 'up', realtime: 'up' },
    });
  });

  it('answers every call while Redis hangs, limiting each client in the process', async () => {
    door.mode = 'hang';
    const client = nextIp();
    const codes = [];
    for (let i = 0; i < 7; i += 1) codes.push((await countries(client)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await health()).toMatchObject({
      code: 200,
      status: 'degraded',
      dependencies: { database: 'up', redis: 'down' },
    });
  });

  it('answers every call while Redis is stopped', async () => {
    await door.stop();
    const client = nextIp();
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await countries(client)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await health()).toMatchObject({ code: 200, status: 'degraded', dependencies: { redis: 'down' } });
  });

  it('shares the counters again once Redis is back', async () => {
    door.mode = 'pipe';
    await door.open();
    await vi.waitFor(
      async () => {
        const client = nextIp();
        expect((await countries(client)).statusCode).toBe(200);
        expect(await counters()).toEqual(expect.arrayContaining([expect.stringContaining(client)]));
      },
      { timeout: 20_000, interval: 500 },
    );
    expect(await health()).toMatchObject({ code: 200, status: 'ok', dependencies: { redis: 'up' } });
  }, 30_000);
});

describe('the Redis state of the rate limits', () => {
  it('logs the outage once and the recovery once', () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    const fake = { status: 'ready', once: vi.fn() } as unknown as Redis;
    const state = new RedisHealth(fake, log as unknown as FastifyBaseLogger);
    (fake as { status: string }).status = 'reconnecting';
    for (let i = 0; i < 5; i += 1) expect(state.usable()).toBe(false);
    state.failed(new Error('Command timed out'));
    expect(state.status).toBe('down');
    (fake as { status: string }).status = 'ready';
    state.answered();
    state.answered();
    expect(state.status).toBe('up');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledTimes(1);
  });

  it('counts in the process without a warning while the first connection is being made', () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    const fake = { status: 'connecting', once: vi.fn() } as unknown as Redis;
    const state = new RedisHealth(fake, log as unknown as FastifyBaseLogger);
    expect(state.usable()).toBe(false);
    (fake as { status: string }).status = 'ready';
    expect(state.usable()).toBe(true);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
