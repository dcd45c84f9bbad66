import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { AccountChangedResponse } from '@supplier/contracts/account';
import type { Supplier } from '@supplier/contracts/identity';
import { lastCode, signUp, uniquePhone, type SignedUp } from '../identity/testing';
import { RecordingBroadcaster } from '../notifications/testing';
import { useTestApp } from '../../test/app';

const dataDir = mkdtempSync(join(tmpdir(), 'supplier-account-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const broadcaster = new RecordingBroadcaster();
const t = useTestApp({ DATA_DIR: dataDir, JOBS_WORKER: 'false', IMAGE_UPLOAD_MAX_MB: '1' }, { broadcaster });

const ACCOUNT = '/api/admin-suppliers/v1/customer/account';
const AVATAR = '/api/v1/customers/avatar';
const BACKGROUND = '/api/v1/customers/bg-save';

function lastChange(supplierId: number): Partial<Supplier> | undefined {
  const events = broadcaster.of('customer.change', supplierId);
  return (events.at(-1)?.data as { data: Partial<Supplier> } | undefined)?.data;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 21, g: 128, b: 61 } } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();

let boundaries = 0;
function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  boundaries += 1;
  const boundary = `----supplier-test-${boundaries}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(who: SignedUp, url: string, field: string, filename: string, type: string, content: Buffer) {
  return t.call({ method: 'PUT', url, token: who.token, ...multipart(field, filename, type, content) });
}

describe('PUT /admin-suppliers/v1/customer/account', () => {
  it('saves the profile, answers the user and fires customer.change with it', async () => {
    const who = await signUp(t);
    const response = await t.call({
      method: 'PUT',
      url: ACCOUNT,
      token: who.token,
      payload: {
        firstname: ' Марія ',
        lastname: 'Шевченко',
        email: `Maria.${who.id}@Example.com`,
        supplier_manager_contact: '@maria_manager',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as AccountChangedResponse;
    expect(body.message).toBe('Дані облікового запису збережено.');
    expect(body.data).toMatchObject({
      id: who.id,
      firstname: 'Марія',
      lastname: 'Шевченко',
      name: 'Марія Шевченко',
      email: `Maria.${who.id}@Example.com`,
      supplier_manager_contact: '@maria_manager',
      telephone: who.telephone,
    });
    expect(lastChange(who.id)).toEqual(body.data);
    const account = await t.call({ method: 'GET', url: ACCOUNT, token: who.token });
    expect(account.json().data).toEqual(body.data);
    // an empty manager contact clears it
    const cleared = await t.call({
      method: 'PUT',
      url: ACCOUNT,
      token: who.token,
      payload: { firstname: 'Марія', lastname: 'Шевченко', email: who.email, supplier_manager_contact: '' },
    });
    expect((cleared.json() as AccountChangedResponse).data.supplier_manager_contact).toBeNull();
  });

  it('validates the fields with 422 and field texts', async () => {
    const who = await signUp(t);
    const response = await t.call({
      method: 'PUT',
      url: ACCOUNT,
      token: who.token,
      payload: { firstname: '', lastname: 'x'.repeat(101), email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: {
        firstname: ["Обов'язкове поле."],
        lastname: ['Максимум 100 символів.'],
        email: ['Введіть коректну електронну пошту.'],
      },
    });
  });

  it("refuses another supplier's email (any case), keeps one's own", async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const taken = await t.call({
      method: 'PUT',
      url: ACCOUNT,
      token: second.token,
      payload: { firstname: 'А', lastname: 'Б', email: first.email.toUpperCase() },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      code: 'email_taken',
      errors: { email: ['Ця електронна пошта вже використовується.'] },
    });
    const own = await t.call({
      method: 'PUT',
      url: ACCOUNT,
      token: first.token,
      payload: { firstname: 'А', lastname: 'Б', email: first.email },
    });
    expect(own.statusCode).toBe(200);
  });

  it('needs a signed-in supplier', async () => {
    for (const [method, url] of [
      ['PUT', ACCOUNT],
      ['PUT', AVATAR],
      ['PUT', BACKGROUND],
      ['PUT', `${ACCOUNT}/password`],
      ['POST', `${ACCOUNT}/telephone`],
      ['POST', `${ACCOUNT}/telephone/confirm`],
    ] as const) {
      const response = await t.call({ method, url, payload: {} });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('avatar and background uploads', () => {
  it('resizes an avatar to a 256×256 WebP, serves it under /uploads and drops the previous one', async () => {
    const who = await signUp(t);
    const response = await upload(who, AVATAR, 'avatar', 'me.png', 'image/png', await png(600, 400));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as AccountChangedResponse;
    expect(body.message).toBe('Аватар оновлено.');
    expect(body.data.avatar).toMatch(new RegExp(`^/uploads/avatars/${who.id}/[a-z0-9_-]+\\.webp$`));
    expect(lastChange(who.id)).toMatchObject({ avatar: body.data.avatar });

    const served = await t.app.inject({ method: 'GET', url: body.data.avatar! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const again = await upload(who, AVATAR, 'avatar', 'me.jpg', 'image/jpeg', await jpeg(300, 300));
    expect(again.statusCode).toBe(200);
    const next = (again.json() as AccountChangedResponse).data.avatar!;
    expect(next).not.toBe(body.data.avatar);
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: body.data.avatar! })).statusCode).toBe(404);
  });

  it('saves a background at most 1600 px wide from field `image`', async () => {
    const who = await signUp(t);
    const response = await upload(who, BACKGROUND, 'image', 'bg.jpg', 'image/jpeg', await jpeg(2400, 600));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as AccountChangedResponse;
    expect(body.message).toBe('Фон профілю оновлено.');
    expect(body.data.background).toMatch(/^\/uploads\/backgrounds\/\d+\/[a-z0-9_-]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: body.data.background! });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 400]);
  });

  it('accepts POST ?_method=PUT with a browser FormData over HTTP', async () => {
    const who = await signUp(t);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const form = new FormData();
    form.set('avatar', new Blob([new Uint8Array(await png(64, 64))], { type: 'image/png' }), 'a.png');
    const response = await fetch(`${address}${AVATAR}?_method=PUT`, {
      method: 'POST',
      headers: { 'x-session': 'supplier', authorization: `Bearer ${who.token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AccountChangedResponse).data.avatar).toMatch(/\.webp$/);
  });

  it('refuses a file that is not JPEG, PNG or WebP whatever its name and declared type says', async () => {
    const who = await signUp(t);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [name, content] of [
      ['photo.png', Buffer.from('MZ this is really an executable')],
      ['photo.jpg', gif],
      ['photo.webp', svg],
    ] as const) {
      const response = await upload(who, AVATAR, 'avatar', name, 'image/png', content);
      expect(response.statusCode, name).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'image_type',
        errors: { avatar: ['Завантажте зображення у форматі JPEG, PNG або WebP.'] },
      });
    }
    const account = await t.call({ method: 'GET', url: ACCOUNT, token: who.token });
    expect(account.json().data.avatar).toBeNull();
  });

  it('refuses a corrupt image', async () => {
    const who = await signUp(t);
    const good = await jpeg(400, 400);
    const pngHeader = Buffer.concat([(await png(32, 32)).subarray(0, 16), Buffer.alloc(200, 7)]);
    for (const content of [good.subarray(0, Math.floor(good.length / 2)), pngHeader]) {
      const response = await upload(who, AVATAR, 'avatar', 'broken.jpg', 'image/jpeg', content);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'image_corrupt',
        errors: { avatar: ['Не вдалося прочитати зображення: файл пошкоджений.'] },
      });
    }
  });

  it('refuses a file over the size limit with 413 and a Ukrainian text', async () => {
    const who = await signUp(t);
    const big = Buffer.concat([await png(32, 32), Buffer.alloc(1024 * 1024 + 10, 1)]);
    const response = await upload(who, AVATAR, 'avatar', 'big.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'image_too_large',
      message: 'Файл завеликий. Максимальний розмір — 1 МБ.',
      errors: { avatar: ['Файл завеликий. Максимальний розмір — 1 МБ.'] },
    });
  });

  it('refuses a missing file or the wrong field', async () => {
    const who = await signUp(t);
    const wrongField = await upload(who, AVATAR, 'image', 'a.png', 'image/png', await png(32, 32));
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json()).toMatchObject({
      code: 'image_missing',
      errors: { avatar: ['Додайте файл зображення.'] },
    });
    const json = await t.call({ method: 'PUT', url: AVATAR, token: who.token, payload: { avatar: 'x' } });
    expect(json.statusCode).toBe(422);
  });
});

describe('password change', () => {
  it('needs the current password, then ends the other sessions', async () => {
    const who = await signUp(t);
    const login = (password: string) =>
      t.call({
        method: 'POST',
        url: '/api/admin-suppliers/v1/auth/login',
        payload: { login: who.email, password },
      });
    const other = (await login(who.password)).json().token as string;

    const wrong = await t.call({
      method: 'PUT',
      url: `${ACCOUNT}/password`,
      token: who.token,
      payload: { current_password: 'nope-nope-1', password: 'new-secret-2', password_confirmation: 'new-secret-2' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { current_password: ['Поточний пароль вказано невірно.'] } });

    const mismatch = await t.call({
      method: 'PUT',
      url: `${ACCOUNT}/password`,
      token: who.token,
      payload: { current_password: who.password, password: 'new-secret-2', password_confirmation: 'other-secret-3' },
    });
    expect(mismatch.json()).toMatchObject({ errors: { password_confirmation: ['Паролі не збігаються.'] } });

    const digits = await t.call({
      method: 'PUT',
      url: `${ACCOUNT}/password`,
      token: who.token,
      payload: { current_password: who.password, password: '12345678', password_confirmation: '12345678' },
    });
    expect(digits.json()).toMatchObject({ errors: { password: ['Пароль не може складатися лише з цифр.'] } });

    const changed = await t.call({
      method: 'PUT',
      url: `${ACCOUNT}/password`,
      token: who.token,
      payload: { current_password: who.password, password: 'new-secret-2', password_confirmation: 'new-secret-2' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Пароль змінено. Інші сеанси завершено.' });
    expect(lastChange(who.id)).toMatchObject({ id: who.id });

    expect((await t.call({ method: 'GET', url: ACCOUNT, token: other })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: ACCOUNT, token: who.token })).statusCode).toBe(200);
    expect((await login(who.password)).statusCode).toBe(422);
    expect((await login('new-secret-2')).statusCode).toBe(200);
  });
});

describe('telephone change', () => {
  it('confirms the new number with the SMS code sent to it', async () => {
    const who = await signUp(t);
    const telephone = uniquePhone();
    const asked = await t.call({
      method: 'POST',
      url: `${ACCOUNT}/telephone`,
      token: who.token,
      payload: { telephone },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ message: `Код підтвердження надіслано на номер ${telephone}.`, resend_after: 60 });
    const code = await lastCode(t, telephone);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await t.call({
      method: 'POST',
      url: `${ACCOUNT}/telephone/confirm`,
      token: who.token,
      payload: { telephone, code: wrongCode },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { code: ['Невірний код. Залишилось спроб: 4.'] } });

    const confirmed = await t.call({
      method: 'POST',
      url: `${ACCOUNT}/telephone/confirm`,
      token: who.token,
      payload: { telephone, code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: 'Номер телефону змінено.', data: { telephone } });
    expect(lastChange(who.id)).toMatchObject({ telephone });

    const reused = await t.call({
      method: 'POST',
      url: `${ACCOUNT}/telephone/confirm`,
      token: who.token,
      payload: { telephone, code },
    });
    expect(reused.statusCode).toBe(422);

    const login = await t.call({
      method: 'POST',
      url: '/api/admin-suppliers/v1/auth/login',
      payload: { login: telephone, password: who.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses the current number and another supplier's number", async () => {
    const who = await signUp(t);
    const other = await signUp(t);
    const same = await t.call({
      method: 'POST',
      url: `${ACCOUNT}/telephone`,
      token: who.token,
      payload: { telephone: who.telephone },
    });
    expect(same.json()).toMatchObject({
      code: 'phone_same',
      errors: { telephone: ['Це ваш поточний номер телефону.'] },
    });
    const taken = await t.call({
      method: 'POST',
      url: `${ACCOUNT}/telephone`,
      token: who.token,
      payload: { telephone: other.telephone },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: { telephone: ['Цей номер телефону вже зареєстровано.'] } });
    const malformed = await t.call({
      method: 'POST',
      url: `${ACCOUNT}/telephone`,
      token: who.token,
      payload: { telephone: '0501234567' },
    });
    expect(malformed.statusCode).toBe(422);
  });

  it('does not let a login code change the number', async () => {
    const who = await signUp(t);
    const other = await signUp(t);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const response = await t.call({
      method: 'POST',
      url: `${ACCOUNT}/telephone/confirm`,
      token: who.token,
      payload: { telephone: other.telephone, code: '123456' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'code_missing' });
  });
});
