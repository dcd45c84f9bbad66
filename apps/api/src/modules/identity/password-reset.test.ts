import { describe, expect, it } from 'vitest';
import { from, lastCode, signUp, uniqueIp, uniquePhone, useClockedApp } from './testing';

const FORGOTTEN = '/api/admin-suppliers/v1/auth/forgotten';
const CONFIRM = '/api/admin-suppliers/v1/auth/forgotten-confirm';
const PASSWORD_LOGIN = '/api/admin-suppliers/v1/auth/login';
const ACCOUNT = '/api/admin-suppliers/v1/customer/account';

describe('forgotten password', () => {
  const t = useClockedApp();

  async function forgotten(telephone: string) {
    const call = from(t, uniqueIp());
    t.clock.advance(61_000);
    const response = await call({ method: 'POST', url: FORGOTTEN, payload: { telephone } });
    expect(response.statusCode, response.body).toBe(200);
    return { call, response, resetToken: response.json().code as string, smsCode: await lastCode(t, telephone) };
  }

  it('answers an opaque reset token, never the SMS code; confirming sets the password and signs every device out', async () => {
    const supplier = await signUp(t);
    const { call, response, resetToken, smsCode } = await forgotten(supplier.telephone);
    expect(response.json()).toEqual({
      code: resetToken,
      message: `Код для відновлення пароля надіслано на номер ${supplier.telephone}.`,
    });
    expect(resetToken.length).toBeGreaterThanOrEqual(32);
    expect(response.body).not.toContain(smsCode);

    const form = {
      telephone: supplier.telephone,
      code: resetToken,
      sms_code: smsCode,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    };
    const confirmed = await call({ method: 'POST', url: CONFIRM, payload: form });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Пароль змінено. Увійдіть з новим паролем.' });

    expect((await t.call({ method: 'GET', url: ACCOUNT, token: supplier.token })).statusCode).toBe(401);
    const oldPassword = await t.call({
      method: 'POST',
      url: PASSWORD_LOGIN,
      payload: { login: supplier.email, password: supplier.password },
    });
    expect(oldPassword.statusCode).toBe(422);
    const newPassword = await t.call({
      method: 'POST',
      url: PASSWORD_LOGIN,
      payload: { login: supplier.email, password: 'brand-new-pass' },
    });
    expect(newPassword.statusCode).toBe(200);

    const replay = await call({
      method: 'POST',
      url: CONFIRM,
      payload: { ...form, password: 'third-pass-1', password_confirmation: 'third-pass-1' },
    });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({
      message: 'Запит на відновлення пароля недійсний або застарів. Почніть відновлення знову.',
      code: 'reset_invalid',
      errors: { code: ['Запит на відновлення пароля недійсний або застарів. Почніть відновлення знову.'] },
    });
  });

  it('refuses a wrong SMS code on sms_code, a token of another phone on code, and mismatched passwords', async () => {
    const supplier = await signUp(t);
    const other = await signUp(t);
    const { call, resetToken, smsCode } = await forgotten(supplier.telephone);
    const base = {
      telephone: supplier.telephone,
      code: resetToken,
      sms_code: smsCode,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    };

    const wrongSms = await call({
      method: 'POST',
      url: CONFIRM,
      payload: { ...base, sms_code: String((Number(smsCode) + 1) % 1e6).padStart(6, '0') },
    });
    expect(wrongSms.statusCode).toBe(422);
    expect(wrongSms.json().errors).toEqual({ sms_code: ['Невірний код. Залишилось спроб: 4.'] });

    const otherPhone = await call({ method: 'POST', url: CONFIRM, payload: { ...base, telephone: other.telephone } });
    expect(otherPhone.json().code).toBe('reset_invalid');

    const mismatch = await call({
      method: 'POST',
      url: CONFIRM,
      payload: { ...base, password_confirmation: 'something-else' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Паролі не збігаються.'] });

    expect((await call({ method: 'POST', url: CONFIRM, payload: base })).statusCode).toBe(200);
  });

  it('expires the SMS code of a reset after 5 minutes', async () => {
    const supplier = await signUp(t);
    const { call, resetToken, smsCode } = await forgotten(supplier.telephone);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await call({
      method: 'POST',
      url: CONFIRM,
      payload: {
        telephone: supplier.telephone,
        code: resetToken,
        sms_code: smsCode,
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
      },
    });
    expect(late.json()).toMatchObject({
      code: 'code_expired',
      errors: { sms_code: ['Термін дії коду минув. Запросіть новий код.'] },
    });
  });

  it('answers 422 on telephone for an unknown phone', async () => {
    const response = await t.call({ method: 'POST', url: FORGOTTEN, payload: { telephone: uniquePhone() } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ telephone: ['Обліковий запис з таким номером телефону не знайдено.'] });
  });

  it('a reset code cannot be used to log in by phone', async () => {
    const supplier = await signUp(t);
    const { call, smsCode } = await forgotten(supplier.telephone);
    const response = await call({
      method: 'POST',
      url: '/api/admin-suppliers/v2/auth/confirm-code',
      payload: { telephone: supplier.telephone, code: smsCode },
    });
    expect(response.statusCode).toBe(422);
  });
});
