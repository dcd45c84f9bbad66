import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STORE_SCHEDULE,
  storeSavedResponse,
  storesResponse,
  suggestStoreSlug,
  transliterate,
  type StoreRequest,
} from '@supplier/contracts/stores';
import { DEMO_CREDENTIALS, seedDemo } from '../../db/seed';
import { useTestApp, type TestContext } from '../../test/app';
import { from, lastCode, signUp, uniqueIp, useClockedApp, type SignedUp } from '../identity/testing';

const STORES = '/api/admin-suppliers/v1/stores';
const SETTINGS = '/api/admin-suppliers/v1/settings';

let slugCounter = 0;
/** An address no other test of this file uses. */
const uniqueSlug = (prefix = 'shop') => {
  slugCounter += 1;
  return `${prefix}-${process.pid % 10000}-${slugCounter}`;
};

const validStore = (extra: Partial<StoreRequest> = {}): StoreRequest => ({
  name: 'Кава та чай',
  slug: uniqueSlug(),
  description: '<p>Свіжообсмажена кава щодня.</p>',
  phone: '+380671112233',
  email: 'shop@example.com',
  city: 'Львів',
  schedule: DEFAULT_STORE_SCHEDULE,
  ...extra,
});

async function createStore(t: TestContext, supplier: SignedUp, extra: Partial<StoreRequest> = {}) {
  const response = await t.call({ method: 'POST', url: STORES, token: supplier.token, payload: validStore(extra) });
  expect(response.statusCode, response.body).toBe(201);
  return storeSavedResponse.parse(response.json()).data;
}

async function listStores(t: TestContext, supplier: SignedUp, query = '') {
  const response = await t.call({ method: 'GET', url: `${STORES}${query}`, token: supplier.token });
  expect(response.statusCode, response.body).toBe(200);
  return storesResponse.parse(response.json());
}

const settingsStore = async (t: TestContext, supplier: SignedUp) =>
  (await t.call({ method: 'GET', url: SETTINGS, token: supplier.token })).json().store;

describe('slug suggestion (contracts)', () => {
  it('transliterates Ukrainian by the official table, word starts included', () => {
    expect(transliterate('Щаслива Їжа Юлії')).toBe('Shchaslyva Yizha Yulii');
    expect(transliterate('Згорани, Київ, Знам’янка')).toBe('Zghorany, Kyiv, Znamianka');
    expect(suggestStoreSlug('Кав’ярня «Ранок» — Львів 24/7')).toBe('kaviarnia-ranok-lviv-24-7');
    expect(suggestStoreSlug('Іван Петренко')).toBe('ivan-petrenko');
    expect(suggestStoreSlug('  ***  ')).toBe('');
  });
});

describe('the first store at sign-up', () => {
  const t = useClockedApp();

  it('is made on confirming the phone, named after the supplier, with their phone and email', async () => {
    const supplier = await signUp(t, { firstname: 'Ярина', lastname: 'Гнатюк' });
    const { data, meta } = await listStores(t, supplier);
    expect(meta).toEqual({ total: 1, per_page: 15, current_page: 1, last_page: 1 });
    expect(data[0]).toMatchObject({
      name: 'Ярина Гнатюк',
      slug: 'yaryna-hnatiuk',
      phone: supplier.telephone,
      email: supplier.email,
      city: null,
      description: '',
      logo: null,
      status: 'active',
      is_primary: true,
      schedule: DEFAULT_STORE_SCHEDULE,
    });
    expect(await settingsStore(t, supplier)).toEqual({ id: data[0]!.id, name: 'Ярина Гнатюк', slug: 'yaryna-hnatiuk' });
  });

  it('gets a free address when the name is taken: -2, -3…', async () => {
    const first = await signUp(t, { firstname: 'Петро', lastname: 'Сидоренко' });
    const second = await signUp(t, { firstname: 'Петро', lastname: 'Сидоренко' });
    const third = await signUp(t, { firstname: 'Петро', lastname: 'Сидоренко' });
    expect((await listStores(t, first)).data[0]!.slug).toBe('petro-sydorenko');
    expect((await listStores(t, second)).data[0]!.slug).toBe('petro-sydorenko-2');
    expect((await listStores(t, third)).data[0]!.slug).toBe('petro-sydorenko-3');
  });

  it('is made once: signing in again by a code adds no store', async () => {
    const supplier = await signUp(t);
    const call = from(t, uniqueIp());
    t.clock.advance(61_000);
    const sent = await call({
      method: 'POST',
      url: '/api/admin-suppliers/v2/auth/login',
      payload: { telephone: supplier.telephone },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const confirmed = await call({
      method: 'POST',
      url: '/api/admin-suppliers/v2/auth/confirm-code',
      payload: { telephone: supplier.telephone, code: await lastCode(t, supplier.telephone) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await listStores(t, supplier)).meta.total).toBe(1);
  });
});

describe('stores API', () => {
  const t = useTestApp();

  it('creates a store: 201, sanitized description, slug trimmed to lowercase; the list shows it', async () => {
    const supplier = await signUp(t);
    const slug = uniqueSlug('kava');
    const response = await t.call({
      method: 'POST',
      url: STORES,
      token: supplier.token,
      payload: validStore({
        name: '  Кава та чай  ',
        slug: `  ${slug.toUpperCase()} `,
        description: '<p onclick="x()">Кава<script>alert(1)</script></p><a href="javascript:alert(1)">клік</a>',
        city: ' Львів ',
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = storeSavedResponse.parse(response.json());
    expect(body.message).toBe('Магазин «Кава та чай» створено.');
    expect(body.data).toMatchObject({
      name: 'Кава та чай',
      slug,
      description: '<p>Кава</p>клік',
      phone: '+380671112233',
      email: 'shop@example.com',
      city: 'Львів',
      status: 'active',
      is_primary: false,
    });
    const list = await listStores(t, supplier);
    expect(list.data.map((store) => store.slug)).toEqual([list.data[0]!.slug, slug]);
    expect(list.data[0]!.is_primary).toBe(true);
    const one = await t.call({ method: 'GET', url: `${STORES}/${body.data.id}`, token: supplier.token });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(body.data);
  });

  it('takes empty optional fields as none and a missing schedule as the default one', async () => {
    const supplier = await signUp(t);
    const response = await t.call({
      method: 'POST',
      url: STORES,
      token: supplier.token,
      payload: { name: 'Мінімальний', slug: uniqueSlug(), phone: '', email: ' ', city: '' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      description: '',
      phone: null,
      email: null,
      city: null,
      schedule: DEFAULT_STORE_SCHEDULE,
    });
  });

  it('validates name, slug, phone, email and the schedule with Ukrainian texts', async () => {
    const supplier = await signUp(t);
    const response = await t.call({
      method: 'POST',
      url: STORES,
      token: supplier.token,
      payload: validStore({
        name: ' ',
        slug: 'Моя крамниця!',
        phone: '0501234567',
        email: 'not-an-email',
        schedule: {
          ...DEFAULT_STORE_SCHEDULE,
          mon: { day_off: false, open: '9:00', close: '18:00' },
          tue: { day_off: false, open: '18:00', close: '09:00' },
          wed: { day_off: false, open: '', close: null },
          thu: { day_off: false, open: '10:00', close: '24:00' },
          // a day off needs no times, whatever was left in them
          sun: { day_off: true, open: 'xx', close: '' },
        },
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Перевірте правильність заповнення полів.',
    });
    expect(response.json().errors).toEqual({
      name: ["Обов'язкове поле."],
      slug: ['Адреса може містити лише малі латинські літери, цифри та дефіси (від 3 до 60 символів).'],
      phone: ['Введіть номер телефону у форматі +380XXXXXXXXX.'],
      email: ['Введіть коректну електронну пошту.'],
      'schedule.mon.open': ['Вкажіть час у форматі ГГ:ХХ.'],
      'schedule.tue.close': ['Час закриття має бути пізніше за час відкриття.'],
      'schedule.wed.open': ["Обов'язкове поле."],
      'schedule.wed.close': ["Обов'язкове поле."],
      'schedule.thu.close': ['Вкажіть час у форматі ГГ:ХХ.'],
    });
  });

  it('refuses too short and reserved addresses', async () => {
    const supplier = await signUp(t);
    const short = await t.call({
      method: 'POST',
      url: STORES,
      token: supplier.token,
      payload: validStore({ slug: 'ab' }),
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.slug).toEqual([
      'Адреса може містити лише малі латинські літери, цифри та дефіси (від 3 до 60 символів).',
    ]);
    const reserved = await t.call({
      method: 'POST',
      url: STORES,
      token: supplier.token,
      payload: validStore({ slug: 'admin' }),
    });
    expect(reserved.json().errors.slug).toEqual(['Цю адресу не можна використати. Оберіть іншу.']);
  });

  it('keeps slugs unique across suppliers: 409 slug_taken with a Ukrainian text', async () => {
    const [owner, other] = [await signUp(t), await signUp(t)];
    const taken = await createStore(t, owner);
    const response = await t.call({
      method: 'POST',
      url: STORES,
      token: other.token,
      payload: validStore({ slug: taken.slug.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'slug_taken',
      message: 'Ця адреса магазину вже зайнята. Оберіть іншу.',
      errors: { slug: ['Ця адреса магазину вже зайнята. Оберіть іншу.'] },
    });
    // the same supplier cannot reuse it either, nor the sign-up store's address
    const mine = await listStores(t, other);
    const again = await t.call({
      method: 'POST',
      url: STORES,
      token: owner.token,
      payload: validStore({ slug: mine.data[0]!.slug }),
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers the slug check as you type', async () => {
    const [owner, other] = [await signUp(t), await signUp(t)];
    const store = await createStore(t, owner);
    const check = async (supplier: SignedUp, query: string) => {
      const response = await t.call({ method: 'GET', url: `${STORES}/slug-check?${query}`, token: supplier.token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const free = uniqueSlug('free');
    expect(await check(other, `slug=${free}`)).toEqual({ available: true, slug: free });
    expect(await check(other, `slug=${store.slug}`)).toEqual({
      available: false,
      slug: store.slug,
      message: 'Ця адреса магазину вже зайнята. Оберіть іншу.',
    });
    // the store being edited keeps its own address
    expect(await check(owner, `slug=${store.slug}&exclude_id=${store.id}`)).toMatchObject({ available: true });
    // but a supplier cannot leave out someone else's store
    expect(await check(other, `slug=${store.slug}&exclude_id=${store.id}`)).toMatchObject({ available: false });
    expect(await check(other, `slug=${encodeURIComponent(' Bad Slug ')}`)).toEqual({
      available: false,
      slug: 'bad slug',
      message: 'Адреса може містити лише малі латинські літери, цифри та дефіси (від 3 до 60 символів).',
    });
    expect(await check(other, 'slug=www')).toMatchObject({
      available: false,
      message: 'Цю адресу не можна використати. Оберіть іншу.',
    });
  });

  it('updates a store; keeping its own slug is fine, taking another is 409', async () => {
    const [owner, other] = [await signUp(t), await signUp(t)];
    const store = await createStore(t, owner);
    const foreign = (await listStores(t, other)).data[0]!;
    const schedule = { ...DEFAULT_STORE_SCHEDULE, sat: { day_off: true, open: null, close: null } };
    const response = await t.call({
      method: 'PUT',
      url: `${STORES}/${store.id}`,
      token: owner.token,
      payload: validStore({ name: 'Кава і чай', slug: store.slug, city: 'Одеса', phone: '+380931234567', schedule }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Зміни в магазині «Кава і чай» збережено.');
    expect(response.json().data).toMatchObject({ name: 'Кава і чай', slug: store.slug, city: 'Одеса', schedule });
    const conflict = await t.call({
      method: 'PUT',
      url: `${STORES}/${store.id}`,
      token: owner.token,
      payload: validStore({ slug: foreign.slug }),
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('slug_taken');
  });

  it("answers 404 for another supplier's store on every call", async () => {
    const [owner, other] = [await signUp(t), await signUp(t)];
    const store = await createStore(t, owner);
    const calls = [
      { method: 'GET', url: `${STORES}/${store.id}` },
      { method: 'PUT', url: `${STORES}/${store.id}`, payload: validStore() },
      { method: 'DELETE', url: `${STORES}/${store.id}` },
      { method: 'POST', url: `${STORES}/${store.id}/pause` },
      { method: 'POST', url: `${STORES}/${store.id}/resume` },
      { method: 'DELETE', url: `${STORES}/${store.id}/logo` },
    ] as const;
    for (const call of calls) {
      const response = await t.call({ ...call, token: other.token });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', message: 'Магазин не знайдено.' });
    }
    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect((await t.call({ method: 'GET', url: `${STORES}/${id}`, token: owner.token })).statusCode).toBe(404);
    }
    expect((await listStores(t, other)).data.map((item) => item.id)).not.toContain(store.id);
    // untouched
    const mine = await t.call({ method: 'GET', url: `${STORES}/${store.id}`, token: owner.token });
    expect(mine.json().data).toMatchObject({ name: store.name, status: 'active' });
  });

  it('pauses and resumes; the settings store is the first active one', async () => {
    const supplier = await signUp(t);
    const first = (await listStores(t, supplier)).data[0]!;
    const second = await createStore(t, supplier, { name: 'Другий магазин' });
    expect((await settingsStore(t, supplier)).id).toBe(first.id);

    const paused = await t.call({ method: 'POST', url: `${STORES}/${first.id}/pause`, token: supplier.token });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().message).toBe(`Магазин «${first.name}» призупинено. Його продукти не показуються покупцям.`);
    expect(paused.json().data).toMatchObject({ status: 'paused', is_primary: false });
    expect(await settingsStore(t, supplier)).toEqual({ id: second.id, name: 'Другий магазин', slug: second.slug });

    await t.call({ method: 'POST', url: `${STORES}/${second.id}/pause`, token: supplier.token });
    expect(await settingsStore(t, supplier)).toBeNull();
    expect((await listStores(t, supplier, '?status=paused')).meta.total).toBe(2);

    const resumed = await t.call({ method: 'POST', url: `${STORES}/${first.id}/resume`, token: supplier.token });
    expect(resumed.json().message).toBe(`Магазин «${first.name}» знову працює.`);
    expect(resumed.json().data).toMatchObject({ status: 'active', is_primary: true });
    expect((await settingsStore(t, supplier)).id).toBe(first.id);
  });

  it('deletes a store but never the last one', async () => {
    const supplier = await signUp(t);
    const first = (await listStores(t, supplier)).data[0]!;
    const last = await t.call({ method: 'DELETE', url: `${STORES}/${first.id}`, token: supplier.token });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      code: 'last_store',
      message: 'Не можна видалити єдиний магазин. Спочатку створіть інший.',
    });
    const second = await createStore(t, supplier);
    const deleted = await t.call({ method: 'DELETE', url: `${STORES}/${first.id}`, token: supplier.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Видалення пройшло успішно!' });
    expect((await t.call({ method: 'GET', url: `${STORES}/${first.id}`, token: supplier.token })).statusCode).toBe(404);
    expect((await settingsStore(t, supplier)).id).toBe(second.id);
    // its address is free again
    const check = await t.call({
      method: 'GET',
      url: `${STORES}/slug-check?slug=${first.slug}`,
      token: supplier.token,
    });
    expect(check.json().available).toBe(true);
    const again = await t.call({ method: 'DELETE', url: `${STORES}/${second.id}`, token: supplier.token });
    expect(again.statusCode).toBe(409);
  });

  it('pages, searches and filters the list', async () => {
    const supplier = await signUp(t);
    for (const name of ['Книгарня Світанок', 'Квіти Поділля', 'Книжкова полиця']) {
      await createStore(t, supplier, { name, city: 'Вінниця' });
    }
    const page = await listStores(t, supplier, '?per_page=2&page=2');
    expect(page.meta).toEqual({ total: 4, per_page: 2, current_page: 2, last_page: 2 });
    expect(page.data).toHaveLength(2);
    const found = await listStores(t, supplier, `?search=${encodeURIComponent('книж')}`);
    expect(found.data.map((store) => store.name)).toEqual(['Книжкова полиця']);
    expect((await listStores(t, supplier, `?search=${encodeURIComponent('100%')}`)).meta.total).toBe(0);
    expect((await listStores(t, supplier, '?status=active')).meta.total).toBe(4);
  });

  it('uploads a logo checked by content and removes it', async () => {
    const supplier = await signUp(t);
    const store = (await listStores(t, supplier)).data[0]!;
    const png = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const upload = (content: Buffer, field = 'logo', filename = 'logo.png') => {
      const boundary = '----store-logo-test';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.call({
        method: 'PUT',
        url: `${STORES}/${store.id}/logo`,
        token: supplier.token,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    const saved = await upload(png);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Логотип магазину збережено.');
    const logo = saved.json().data.logo as string;
    expect(logo).toMatch(/^\/uploads\/stores\/\d+\/[a-z0-9_-]+\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: logo });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'logo', 'evil.png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json()).toMatchObject({
      code: 'logo_type',
      errors: { logo: ['Логотип має бути зображенням JPEG, PNG або WebP.'] },
    });
    const wrongField = await upload(png, 'avatar');
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors).toEqual({ logo: ['Оберіть зображення логотипа.'] });

    const removed = await t.call({ method: 'DELETE', url: `${STORES}/${store.id}/logo`, token: supplier.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Логотип магазину видалено.', data: { logo: null } });
  });

  it('needs a signed-in supplier', async () => {
    for (const [method, url] of [
      ['GET', STORES],
      ['POST', STORES],
      ['GET', `${STORES}/slug-check?slug=abc`],
      ['GET', `${STORES}/1`],
    ] as const) {
      expect((await t.call({ method, url, payload: method === 'POST' ? validStore() : undefined })).statusCode).toBe(
        401,
      );
    }
  });

  it('seeds the demo supplier with a filled store and schedule', async () => {
    await seedDemo(t.database.db, t.app.config);
    await seedDemo(t.database.db, t.app.config);
    const login = await t.call({
      method: 'POST',
      url: '/api/admin-suppliers/v1/auth/login',
      payload: { login: DEMO_CREDENTIALS.telephone, password: DEMO_CREDENTIALS.password },
    });
    const demo = { token: login.json().token as string } as SignedUp;
    const { data } = await listStores(t, demo);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      name: 'Затишна оселя',
      slug: 'zatyshna-oselia',
      city: 'Київ',
      phone: '+380501234567',
      email: 'demo@example.com',
      status: 'active',
      is_primary: true,
      schedule: {
        sun: { day_off: true, open: null, close: null },
        mon: { day_off: false, open: '09:00', close: '19:00' },
      },
    });
    expect(data[0]!.description).toContain('<strong>Затишна оселя</strong>');
    expect(await settingsStore(t, demo)).toEqual({ id: data[0]!.id, name: 'Затишна оселя', slug: 'zatyshna-oselia' });
  });
});
