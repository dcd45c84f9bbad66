import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Incr = (
  key: string,
  callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
  timeWindow: number,
  max: number,
) => void;
interface Store {
  incr: Incr;
  child(routeOptions: unknown): Store;
}
type StoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store;

// The plugin's own stores (CommonJS, untyped): Redis counting stays exactly the plugin's.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;

/** After a failed Redis call, counters stay in the process this long before Redis is tried again. */
export const REDIS_RETRY_MS = 5_000;

/**
 * Whether Redis is usable for rate limits, shared by every route's store. Rate limits are a guard,
 * not a dependency: when Redis is unreachable, hung or slow (the client gives up after
 * `commandTimeout`), the counters fall back to this process and Redis is tried again after
 * REDIS_RETRY_MS. Each change is logged once.
 */
export class RedisHealth {
  #downUntil = 0;
  #down = false;

  /** Until the first connection is made, counting in the process is the start, not an outage. */
  #connected = false;

  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#connected = redis.status === 'ready';
    redis.once('ready', () => (this.#connected = true));
  }

  /** `up` while Redis answered the last call and is connected. */
  get status(): 'up' | 'down' {
    return this.#down || this.redis.status !== 'ready' ? 'down' : 'up';
  }

  usable(): boolean {
    if (this.redis.status !== 'ready') {
      if (this.#connected) this.failed(new Error(`Redis connection is ${this.redis.status}`));
      return false;
    }
    return Date.now() >= this.#downUntil;
  }

  failed(error: Error): void {
    this.#downUntil = Date.now() + REDIS_RETRY_MS;
    if (this.#down) return;
    this.#down = true;
    this.log.warn({ reason: error.message }, 'Redis unavailable: rate limits are counted per process');
  }

  answered(): void {
    if (!this.#down) return;
    this.#down = false;
    this.log.info('Redis is back: rate limits are shared again');
  }
}

/** A rate-limit store on Redis that counts in the process whenever Redis cannot answer. */
export function fallbackStore(health: RedisHealth, nameSpace: string) {
  function make(redisStore: Store, localStore: Store): Store {
    return {
      incr(key, callback, timeWindow, max) {
        if (!health.usable()) return localStore.incr(key, callback, timeWindow, max);
        redisStore.incr(
          key,
          (error, result) => {
            if (!error) {
              health.answered();
              return callback(null, result);
            }
            health.failed(error);
            localStore.incr(key, callback, timeWindow, max);
          },
          timeWindow,
          max,
        );
      },
      child: (routeOptions) => make(redisStore.child(routeOptions), localStore.child(routeOptions)),
    };
  }

  /** The plugin calls `new store(globalParams)`. */
  return function FallbackStore(params: { continueExceeding: boolean; exponentialBackoff: boolean }) {
    const { continueExceeding, exponentialBackoff } = params;
    return make(
      new RedisStore(continueExceeding, exponentialBackoff, health.redis, nameSpace),
      new LocalStore(continueExceeding, exponentialBackoff),
    );
  } as unknown as new (...args: unknown[]) => FastifyRateLimitStore;
}
