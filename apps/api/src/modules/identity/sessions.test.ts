import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { signUp } from './testing';

const SESSIONS = '/api/admin-suppliers/v1/customer/sessions';
const PASSWORD_LOGIN = '/api/admin-suppliers/v1/auth/login';
const ACCOUNT = '/api/admin-suppliers/v1/customer/account';

describe('sessions', () => {
  const t = useTestApp();

  async function loginAgain(login: string, password: string, userAgent: string): Promise<string> {
    const response = await t.call({
      method: 'POST',
      url: PASSWORD_LOGIN,
      payload: { login, password },
      headers: { 'user-agent': userAgent },
      remoteAddress: '192.0.2.7',
    });
    return response.json().token;
  }

  it('lists the signed-in devices with the current one marked', async () => {
    const supplier = await signUp(t);
    const laptop = await loginAgain(supplier.email, supplier.password, 'Laptop/1.0');
    const response = await t.call({ method: 'GET', url: SESSIONS, token: laptop });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(2);
    const current = data.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ user_agent: 'Laptop/1.0', ip: '192.0.2.7' });
    expect(Object.keys(current).sort()).toEqual([
      'created_at',
      'current',
      'expires_at',
      'id',
      'ip',
      'last_used_at',
      'user_agent',
    ]);
    expect(data.filter((s: { current: boolean }) => !s.current)).toHaveLength(1);
  });

  it('shows a supplier only their own sessions, and ending the others touches only their own', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const firstPhone = await loginAgain(first.email, first.password, 'Phone/2.0');
    const secondOther = await loginAgain(second.email, second.password, 'Tablet/3.0');

    const seenBySecond = (await t.call({ method: 'GET', url: SESSIONS, token: second.token })).json().data;
    const firstIds = (await t.call({ method: 'GET', url: SESSIONS, token: first.token }))
      .json()
      .data.map((s: { id: number }) => s.id);
    expect(seenBySecond).toHaveLength(2);
    expect(seenBySecond.some((s: { id: number }) => firstIds.includes(s.id))).toBe(false);

    const ended = await t.call({ method: 'DELETE', url: `${SESSIONS}/others`, token: second.token });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: 'Усі інші сеанси завершено.' });
    expect((await t.call({ method: 'GET', url: ACCOUNT, token: secondOther })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: ACCOUNT, token: second.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: ACCOUNT, token: first.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: ACCOUNT, token: firstPhone })).statusCode).toBe(200);

    // Ending one session by id: another supplier's id answers 404, as if it did not exist.
    const foreign = await t.call({ method: 'DELETE', url: `${SESSIONS}/${firstIds[0]}`, token: second.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'not_found', message: 'Сеанс не знайдено.' });
    const own = await t.call({ method: 'DELETE', url: `${SESSIONS}/${firstIds[0]}`, token: first.token });
    expect(own.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: SESSIONS, token: first.token })).json().data).toHaveLength(
      firstIds.length - 1,
    );
  });
});
