import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { referralVisits } from './identity.table';
import { from, lastCode, signUp, uniqueIp, uniquePhone, useClockedApp } from './testing';

const REGISTER = '/api/admin-suppliers/v2/auth/register';
const CONFIRM = '/api/admin-suppliers/v2/auth/confirm-code';
const PHONE_LOGIN = '/api/admin-suppliers/v2/auth/login';
const PASSWORD_LOGIN = '/api/admin-suppliers/v1/auth/login';
const ACCOUNT = '/api/admin-suppliers/v1/customer/account';
const LOGOUT = '/api/admin-suppliers/v1/auth/logout';

describe('sign up and sign in', () => {
  const t = useClockedApp();

  it('signs up: the code arrives by SMS, confirming it answers {data, token} and the token opens the account', async () => {
    const telephone = uniquePhone();
    const call = from(t, uniqueIp());
    const registered = await call({
      method: 'POST',
      url: REGISTER,
      payload: {
        firstname: ' Олена ',
        lastname: 'Шевчук',
        telephone,
        email: 'olena@example.com',
        password: 'parol-2024',
      },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({
      message: `Код підтвердження надіслано на номер ${telephone}.`,
      resend_after: 60,
    });

    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?telephone=${encodeURIComponent(telephone)}`,
    });
    const [sms] = outbox.json().data;
    expect(sms.telephone).toBe(telephone);
    expect(sms.text).toMatch(/^Ваш код підтвердження: \d{6}$/);

    const confirmed = await call({
      method: 'POST',
      url: CONFIRM,
      payload: { telephone, code: await lastCode(t, telephone) },
    });
    expect(confirmed.statusCode).toBe(200);
    const { data, token } = confirmed.json();
    expect(typeof token).toBe('string');
    expect(data).toMatchObject({
      firstname: 'Олена',
      lastname: 'Шевчук',
      name: 'Олена Шевчук',
      email: 'olena@example.com',
      telephone,
      is_confirm_telephone: true,
      supplier_np_api_key: null,
      avatar: null,
      telegram_id: null,
    });
    expect(new Date(data.created_at).toISOString()).toBe(data.created_at);

    const account = await t.call({ method: 'GET', url: ACCOUNT, token });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toEqual({ data });
  });

  it('never answers the SMS code itself, and a code works only once', async () => {
    const telephone = uniquePhone();
    const call = from(t, uniqueIp());
    const registered = await call({
      method: 'POST',
      url: REGISTER,
      payload: {
        firstname: 'А',
        lastname: 'Б',
        telephone,
        email: `${telephone.slice(1)}@x.ua`,
        password: 'parol-2024',
      },
    });
    const code = await lastCode(t, telephone);
    expect(registered.body).not.toContain(code);
    expect((await call({ method: 'POST', url: CONFIRM, payload: { telephone, code } })).statusCode).toBe(200);
    const again = await call({ method: 'POST', url: CONFIRM, payload: { telephone, code } });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'code_missing',
      errors: { code: ['Код недійсний. Запросіть новий код.'] },
    });
  });

  it('refuses a phone or email that a confirmed supplier already has, on their fields', async () => {
    const existing = await signUp(t);
    const response = await from(
      t,
      uniqueIp(),
    )({
      method: 'POST',
      url: REGISTER,
      payload: {
        firstname: 'Інший',
        lastname: 'Користувач',
        telephone: existing.telephone,
        email: existing.email.toUpperCase(),
        password: 'parol-2024',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Перевірте правильність заповнення полів.',
      code: 'validation_failed',
      errors: {
        telephone: ['Цей номер телефону вже зареєстровано.'],
        email: ['Ця електронна пошта вже використовується.'],
      },
    });
  });

  it('lets an unconfirmed sign-up be sent again: the newest form replaces the pending one', async () => {
    const telephone = uniquePhone();
    const call = from(t, uniqueIp());
    const form = {
      firstname: 'Перший',
      lastname: 'Варіант',
      telephone,
      email: `a${telephone.slice(1)}@x.ua`,
      password: 'parol-2024',
    };
    expect((await call({ method: 'POST', url: REGISTER, payload: form })).statusCode).toBe(200);
    t.clock.advance(61_000);
    const second = await call({
      method: 'POST',
      url: REGISTER,
      payload: { ...form, firstname: 'Другий', email: `b${telephone.slice(1)}@x.ua`, password: 'new-parol-1' },
    });
    expect(second.statusCode).toBe(200);
    const confirmed = await call({
      method: 'POST',
      url: CONFIRM,
      payload: { telephone, code: await lastCode(t, telephone) },
    });
    expect(confirmed.json().data).toMatchObject({ firstname: 'Другий', email: `b${telephone.slice(1)}@x.ua` });
    const byNewPassword = await call({
      method: 'POST',
      url: PASSWORD_LOGIN,
      payload: { login: telephone, password: 'new-parol-1' },
    });
    expect(byNewPassword.statusCode).toBe(200);
  });

  it('refuses an unknown referral_id and accepts an existing supplier as the referrer', async () => {
    const referrer = await signUp(t);
    const telephone = uniquePhone();
    const form = {
      firstname: 'Друг',
      lastname: 'Запрошений',
      telephone,
      email: `r${telephone.slice(1)}@x.ua`,
      password: 'parol-2024',
    };
    const call = from(t, uniqueIp());
    const unknown = await call({ method: 'POST', url: REGISTER, payload: { ...form, referral_id: 999999 } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      referral_id: ['Посилання-запрошення недійсне: постачальника не знайдено.'],
    });
    const known = await call({ method: 'POST', url: REGISTER, payload: { ...form, referral_id: String(referrer.id) } });
    expect(known.statusCode).toBe(200);
  });

  it('logs in by phone: a login code for a registered phone, 422 on telephone for an unknown one', async () => {
    const supplier = await signUp(t);
    const call = from(t, uniqueIp());
    t.clock.advance(61_000);
    const sent = await call({ method: 'POST', url: PHONE_LOGIN, payload: { telephone: supplier.telephone } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ resend_after: 60 });
    const confirmed = await call({
      method: 'POST',
      url: CONFIRM,
      payload: { telephone: supplier.telephone, code: await lastCode(t, supplier.telephone) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.id).toBe(supplier.id);
    expect(confirmed.json().token).not.toBe(supplier.token);

    const unknown = await call({ method: 'POST', url: PHONE_LOGIN, payload: { telephone: uniquePhone() } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: 'Обліковий запис з таким номером телефону не знайдено.',
      code: 'phone_not_registered',
      errors: { telephone: ['Обліковий запис з таким номером телефону не знайдено.'] },
    });
  });

  it('finishes an abandoned sign-up through phone login: the code confirms the phone', async () => {
    const telephone = uniquePhone();
    const call = from(t, uniqueIp());
    await call({
      method: 'POST',
      url: REGISTER,
      payload: {
        firstname: 'Н',
        lastname: 'П',
        telephone,
        email: `n${telephone.slice(1)}@x.ua`,
        password: 'parol-2024',
      },
    });
    t.clock.advance(61_000);
    expect((await call({ method: 'POST', url: PHONE_LOGIN, payload: { telephone } })).statusCode).toBe(200);
    const confirmed = await call({
      method: 'POST',
      url: CONFIRM,
      payload: { telephone, code: await lastCode(t, telephone) },
    });
    expect(confirmed.json().data.is_confirm_telephone).toBe(true);
  });

  it('logs in by password with the telephone (any usual spelling) or the email (any case)', async () => {
    const supplier = await signUp(t);
    const national = `0${supplier.telephone.slice(4)}`;
    for (const login of [supplier.telephone, national, supplier.email.toUpperCase()]) {
      const response = await t.call({
        method: 'POST',
        url: PASSWORD_LOGIN,
        payload: { login, password: supplier.password },
      });
      expect(response.statusCode, login).toBe(200);
      expect(response.json().data.id).toBe(supplier.id);
      const account = await t.call({ method: 'GET', url: ACCOUNT, token: response.json().token });
      expect(account.json().data.telephone).toBe(supplier.telephone);
    }
  });

  it('answers one generic text for a wrong password and for an unknown login', async () => {
    const supplier = await signUp(t);
    const expected = { message: 'Невірний логін або пароль.', code: 'invalid_credentials' };
    const wrongPassword = await t.call({
      method: 'POST',
      url: PASSWORD_LOGIN,
      payload: { login: supplier.email, password: 'nope-nope-1' },
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json()).toEqual(expected);
    const unknown = await t.call({
      method: 'POST',
      url: PASSWORD_LOGIN,
      payload: { login: 'nobody@example.com', password: 'nope-nope-1' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(expected);
  });

  it('does not let an unconfirmed sign-up in by password', async () => {
    const telephone = uniquePhone();
    await from(
      t,
      uniqueIp(),
    )({
      method: 'POST',
      url: REGISTER,
      payload: {
        firstname: 'Н',
        lastname: 'П',
        telephone,
        email: `u${telephone.slice(1)}@x.ua`,
        password: 'parol-2024',
      },
    });
    const response = await t.call({
      method: 'POST',
      url: PASSWORD_LOGIN,
      payload: { login: telephone, password: 'parol-2024' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'phone_not_confirmed',
      message: 'Номер телефону ще не підтверджено. Увійдіть за кодом із SMS, щоб завершити реєстрацію.',
    });
  });

  it('logout revokes the token in use; it then answers 401 in the error shape', async () => {
    const supplier = await signUp(t);
    const other = await t.call({
      method: 'POST',
      url: PASSWORD_LOGIN,
      payload: { login: supplier.email, password: supplier.password },
    });
    const out = await t.call({ method: 'POST', url: LOGOUT, token: supplier.token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Ви вийшли з облікового запису.' });
    const after = await t.call({ method: 'GET', url: ACCOUNT, token: supplier.token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'unauthorized', message: 'Потрібно увійти в обліковий запис.' });
    expect((await t.call({ method: 'GET', url: ACCOUNT, token: other.json().token })).statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 without X-SESSION: supplier', async () => {
    expect((await t.call({ method: 'GET', url: ACCOUNT })).statusCode).toBe(401);
    const supplier = await signUp(t);
    const response = await t.app.inject({
      method: 'GET',
      url: ACCOUNT,
      headers: { authorization: `Bearer ${supplier.token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'session_header',
      message: 'Доступ дозволено лише для кабінету постачальника.',
    });
  });

  it('answers 422 with texts per field, in Ukrainian by default and in English with X-LOCALE: en', async () => {
    const payload = {
      firstname: '',
      lastname: 'П',
      telephone: '0501234567',
      email: 'not-an-email',
      password: '12345678',
    };
    const uk = await t.call({ method: 'POST', url: REGISTER, payload });
    expect(uk.statusCode).toBe(422);
    expect(uk.json()).toEqual({
      message: 'Перевірте правильність заповнення полів.',
      code: 'validation_failed',
      errors: {
        firstname: ["Обов'язкове поле."],
        telephone: ['Введіть номер телефону у форматі +380XXXXXXXXX.'],
        email: ['Введіть коректну електронну пошту.'],
        password: ['Пароль не може складатися лише з цифр.'],
      },
    });
    const en = await t.call({ method: 'POST', url: REGISTER, payload, headers: { 'x-locale': 'en' } });
    expect(en.json()).toEqual({
      message: 'Please check the highlighted fields.',
      code: 'validation_failed',
      errors: {
        firstname: ['This field is required.'],
        telephone: ['Enter a phone number as +380XXXXXXXXX.'],
        email: ['Enter a valid email address.'],
        password: ['The password cannot be digits only.'],
      },
    });
    const short = await t.call({ method: 'POST', url: REGISTER, payload: { ...payload, password: 'abc' } });
    expect(short.json().errors.password).toEqual(['Мінімум 8 символів.']);
  });

  it('answers business errors in English too', async () => {
    const response = await t.call({
      method: 'POST',
      url: PHONE_LOGIN,
      payload: { telephone: uniquePhone() },
      headers: { 'x-locale': 'en' },
    });
    expect(response.json()).toEqual({
      message: 'No account with this phone number.',
      code: 'phone_not_registered',
      errors: { telephone: ['No account with this phone number.'] },
    });
  });
});

describe('referral visits', () => {
  const t = useClockedApp();

  it('counts a visit of an existing referrer and answers 204 for an unknown one, storing nothing', async () => {
    const referrer = await signUp(t);
    const visit = await t.call({
      method: 'POST',
      url: '/api/v1/customers/referral/visit-track',
      payload: { referral_id: referrer.id },
    });
    expect(visit.statusCode).toBe(204);
    expect(visit.body).toBe('');
    const unknown = await t.call({
      method: 'POST',
      url: '/api/v1/customers/referral/visit-track',
      payload: { referral_id: 987654 },
    });
    expect(unknown.statusCode).toBe(204);
    const rows = await t.database.db.select().from(referralVisits);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ referrerId: referrer.id, ip: '127.0.0.1' });
    expect(await t.database.db.select().from(referralVisits).where(eq(referralVisits.referrerId, 987654))).toEqual([]);
  });
});
