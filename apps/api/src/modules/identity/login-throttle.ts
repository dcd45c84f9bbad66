import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sha256 } from '../../lib/crypto';

/** Failed password logins counted per login and per client IP within this window. */
const WINDOW_SECONDS = 60 * 60;
/** Failures allowed without delay: a person mistyping, and an office sharing one address. */
export const FREE_FAILURES = { login: 5, ip: 20 } as const;
/** The wait after each failure beyond the free ones doubles from 1 s up to this. */
const MAX_DELAY_SECONDS = 15 * 60;

export interface LoginThrottle {
  /** Seconds before this login may be tried again from this IP; 0 when it may be now. */
  wait(login: string, ip: string): Promise<number>;
  failed(login: string, ip: string): Promise<void>;
  /** A right password clears the login's failures (not the IP's, which other logins share). */
  succeeded(login: string): Promise<void>;
}

/**
 * Growing delays after repeated failed password logins (OWASP ASVS 2.2.1), per login and per
 * IP. While a delay runs the password is not even checked, so a right and a wrong one get the
 * same answer. With Redis the counters are shared by every API process; without it (or while
 * Redis is unreachable) each process counts on its own.
 */
export function loginThrottle(redis: Redis | null): LoginThrottle {
  const limiter = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    return redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `supplier-${keyPrefix}`,
          points,
          duration,
          insuranceLimiter: memory,
        })
      : memory;
  };
  const failures = limiter('login-failures', 1_000_000, WINDOW_SECONDS);
  const locks = limiter('login-locks', 1, MAX_DELAY_SECONDS);
  const keys = (login: string, ip: string) => ({ login: `l:${sha256(login)}`, ip: `i:${ip}` });

  const lockedFor = async (key: string): Promise<number> => {
    const lock = await locks.get(key);
    return lock && lock.consumedPoints > 1 ? Math.ceil(lock.msBeforeNext / 1000) : 0;
  };

  return {
    async wait(login, ip) {
      const { login: byLogin, ip: byIp } = keys(login, ip);
      return Math.max(await lockedFor(byLogin), await lockedFor(byIp));
    },

    async failed(login, ip) {
      const key = keys(login, ip);
      for (const kind of ['login', 'ip'] as const) {
        const counted = await failures.penalty(key[kind]);
        const beyond = counted.consumedPoints - FREE_FAILURES[kind];
        if (beyond > 0) await locks.block(key[kind], Math.min(2 ** (beyond - 1), MAX_DELAY_SECONDS));
      }
    },

    async succeeded(login) {
      const { login: byLogin } = keys(login, '');
      await Promise.all([failures.delete(byLogin), locks.delete(byLogin)]);
    },
  };
}
