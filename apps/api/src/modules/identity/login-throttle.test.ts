import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestContext } from '../../test/app';
import { from, signUp, uniqueIp } from './testing';

const LOGIN = '/api/admin-suppliers/v1/auth/login';

function attempt(t: TestContext, ip: string, login: string, password: string) {
  return from(t, ip)({ method: 'POST', url: LOGIN, payload: { login, password } });
}

describe('password login throttling', () => {
  const t = useTestApp();

  it('after many wrong passwords the right one is refused too, with the same answer, until the delay has passed', async () => {
    const supplier = await signUp(t);
    const ip = uniqueIp();
    const answers = [];
    for (let i = 0; i < 30; i += 1) answers.push(await attempt(t, ip, supplier.telephone, `wrong-${i}`));
    expect(answers.slice(0, 6).map((r) => r.statusCode)).toEqual([422, 422, 422, 422, 422, 422]);
    expect(answers.slice(6).every((r) => r.statusCode === 429)).toBe(true);

    const right = await attempt(t, ip, supplier.telephone, supplier.password);
    const wrong = await attempt(t, ip, supplier.telephone, 'wrong-again');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(wrong.json());
    expect(right.json()).toEqual({
      message: 'Забагато невдалих спроб входу. Спробуйте через 1 с.',
      code: 'login_throttled',
    });
    expect(right.headers['retry-after']).toBe('1');
    // Another IP is refused as well: the login itself is being guessed.
    expect((await attempt(t, uniqueIp(), supplier.telephone, supplier.password)).statusCode).toBe(429);
  });

  it('the delays grow, and a right password clears them', async () => {
    const supplier = await signUp(t);
    const ip = uniqueIp();
    for (let i = 0; i < 6; i += 1) await attempt(t, ip, supplier.email, `wrong-${i}`);
    const first = await attempt(t, ip, supplier.email, 'wrong');
    expect(first.headers['retry-after']).toBe('1');
    await sleep(1100);
    expect((await attempt(t, ip, supplier.email, 'wrong-7')).statusCode).toBe(422);
    const second = await attempt(t, ip, supplier.telephone, supplier.password);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
    await sleep(2100);
    expect((await attempt(t, ip, supplier.email.toUpperCase(), supplier.password)).statusCode).toBe(200);
    for (let i = 0; i < 6; i += 1) {
      expect((await attempt(t, ip, supplier.email, `wrong-${i}`)).statusCode).toBe(422);
    }
  });

  it('one address trying many logins is slowed down for every login, unknown ones included', async () => {
    const supplier = await signUp(t);
    const ip = uniqueIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await attempt(t, ip, `nobody-${i}@example.com`, 'guess-123')).statusCode).toBe(422);
    }
    expect((await attempt(t, ip, 'nobody-20@example.com', 'guess-123')).statusCode).toBe(422);
    const refused = await attempt(t, ip, supplier.telephone, supplier.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('login_throttled');
    expect((await attempt(t, uniqueIp(), supplier.telephone, supplier.password)).statusCode).toBe(200);
  });
});

describe('with REDIS_URL, across API processes', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
  const a = useTestApp({ REDIS_URL: redisUrl });
  const b = useTestApp({ REDIS_URL: redisUrl });

  it('failures counted by one process slow the login down on another', async () => {
    const login = `shared-${randomUUID()}@example.com`;
    const ip = uniqueIp();
    for (let i = 0; i < 6; i += 1) expect((await attempt(a, ip, login, `wrong-${i}`)).statusCode).toBe(422);
    const elsewhere = await attempt(b, uniqueIp(), login, 'wrong');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().code).toBe('login_throttled');
  });
});
