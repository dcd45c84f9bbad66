import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@supplier/contracts/identity';
import { useTestApp } from '../../test/app';
import { signUp } from './testing';

const ACCOUNT = '/api/admin-suppliers/v1/customer/account';
const SESSIONS = '/api/admin-suppliers/v1/customer/sessions';
const HOUR = 60 * 60 * 1000;

describe('token lifetimes (SESSION_IDLE_DAYS=1, SESSION_MAX_DAYS=3)', () => {
  const t = useTestApp({ SESSION_IDLE_DAYS: '1', SESSION_MAX_DAYS: '3' });
  afterEach(() => vi.restoreAllMocks());

  /** Moves a token's sign-in and last use back in time, as if that much had passed. */
  const age = (token: string, created: string, lastUsed: string) =>
    t.database.db.execute(sql`
      update auth_tokens set created_at = now() - ${created}::interval, last_used_at = now() - ${lastUsed}::interval
      where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`);

  it('a token unused for longer than the idle lifetime stops working', async () => {
    const { token } = await signUp(t);
    await age(token, '25 hours', '25 hours');
    const response = await t.call({ method: 'GET', url: ACCOUNT, token });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthorized');
  });

  it('use slides the idle lifetime, and the sessions list shows when each token expires', async () => {
    const { token } = await signUp(t);
    await age(token, '23 hours', '23 hours');
    expect((await t.call({ method: 'GET', url: ACCOUNT, token })).statusCode).toBe(200);
    const [session] = (await t.call({ method: 'GET', url: SESSIONS, token })).json().data as Session[];
    const expiresIn = Date.parse(session!.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(23 * HOUR);
    expect(expiresIn).toBeLessThanOrEqual(24 * HOUR);
  });

  it('a token used all along still ends at the absolute lifetime', async () => {
    const { token } = await signUp(t);
    await age(token, '73 hours', '1 minute');
    expect((await t.call({ method: 'GET', url: ACCOUNT, token })).statusCode).toBe(401);
  });

  it('a token cached by this process ends at its absolute lifetime too', async () => {
    const { token } = await signUp(t);
    await age(token, '71 hours', '1 minute');
    expect((await t.call({ method: 'GET', url: ACCOUNT, token })).statusCode).toBe(200);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 2 * HOUR);
    expect((await t.call({ method: 'GET', url: ACCOUNT, token })).statusCode).toBe(401);
  });

  it('the sessions list leaves out expired tokens', async () => {
    const first = await signUp(t);
    const login = await t.call({
      method: 'POST',
      url: '/api/admin-suppliers/v1/auth/login',
      payload: { login: first.telephone, password: first.password },
    });
    const second = login.json().token as string;
    await age(first.token, '30 hours', '30 hours');
    const sessions = (await t.call({ method: 'GET', url: SESSIONS, token: second })).json().data as Session[];
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.current).toBe(true);
  });
});
