import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { npKeyResponse, npKeysResponse } from '@supplier/contracts/deliveries';
import { useTestApp } from '../../test/app';
import { signUp } from '../identity/testing';
import { npApiKeys } from './deliveries.table';
import { DELIVERIES, NP, addKey, recordingCall, testNovaPoshta } from './testing';

const KEYS = `${DELIVERIES}/np-keys`;
const ACCOUNT = '/api/admin-suppliers/v1/customer/account';

describe('Nova Poshta API key manager', () => {
  const nova = testNovaPoshta();
  const t = useTestApp({}, { novaposhta: nova.driver });
  const { call, bodies } = recordingCall(t);

  afterAll(() => {
    // No answer of this file ever carried a key in clear (any case).
    const all = bodies.join('\n').toLowerCase();
    for (const key of [NP.demoKey, NP.secondKey, NP.unknownKey]) expect(all).not.toContain(key);
  });

  it('adds a key checked live with Nova Poshta: stored sealed, shown masked, the first one is the default', async () => {
    const supplier = await signUp(t);
    const added = await call({
      method: 'POST',
      url: KEYS,
      token: supplier.token,
      payload: { name: '  Склад Київ ', key: NP.demoKey.toUpperCase() },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(npKeyResponse.parse(added.json())).toMatchObject({
      message: 'API-ключ «Склад Київ» додано.',
      data: {
        name: 'Склад Київ',
        masked_key: `••••••••${NP.demoKey.slice(-4)}`,
        last4: NP.demoKey.slice(-4),
        counterparty_ref: NP.demoSender,
        counterparty_description: 'ФОП Коваленко Олена Петрівна',
        status: 'valid',
        is_default: true,
      },
    });
    const [row] = await t.database.db.select().from(npApiKeys).where(eq(npApiKeys.supplierId, supplier.id));
    expect(row!.keySealed).toMatch(/^v1\./);
    expect(row!.keySealed.toLowerCase()).not.toContain(NP.demoKey);
    expect(row!.keyFingerprint).not.toContain(NP.demoKey);

    const list = await call({ method: 'GET', url: KEYS, token: supplier.token });
    expect(npKeysResponse.parse(list.json()).data).toHaveLength(1);
    const account = await call({ method: 'GET', url: ACCOUNT, token: supplier.token });
    expect(account.json().data.supplier_np_api_key).toBe(`••••••••${NP.demoKey.slice(-4)}`);
  });

  it('refuses a key Nova Poshta does not accept with its reason in Ukrainian on the key field (422)', async () => {
    const supplier = await signUp(t);
    const refused = await call({
      method: 'POST',
      url: KEYS,
      token: supplier.token,
      payload: { name: 'Чужий', key: NP.unknownKey },
    });
    expect(refused.statusCode).toBe(422);
    const reason = 'API-ключ Нової Пошти недійсний. Перевірте ключ у кабінеті Нової Пошти.';
    expect(refused.json()).toEqual({ code: 'np_key_rejected', message: reason, errors: { key: [reason] } });
    const english = await call({
      method: 'POST',
      url: KEYS,
      token: supplier.token,
      headers: { 'x-locale': 'en' },
      payload: { name: 'Other', key: NP.unknownKey },
    });
    expect(english.json().errors.key).toEqual([
      'The Nova Poshta API key is invalid. Check the key in your Nova Poshta account.',
    ]);
    const list = await call({ method: 'GET', url: KEYS, token: supplier.token });
    expect(list.json().data).toEqual([]);
  });

  it('checks the form of the name and key before asking Nova Poshta', async () => {
    const supplier = await signUp(t);
    const response = await call({
      method: 'POST',
      url: KEYS,
      token: supplier.token,
      payload: { name: '   ', key: 'not-a-key' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: {
        name: ["Обов'язкове поле."],
        key: ['API-ключ Нової Пошти складається з 32 символів: цифр і латинських літер a–f.'],
      },
    });
    const missing = await call({ method: 'POST', url: KEYS, token: supplier.token, payload: { name: 'Ключ' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.key).toEqual(["Обов'язкове поле."]);
  });

  it('refuses the same key twice for one supplier (409 on key), but another supplier may add it', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    await addKey(call, first.token);
    const again = await call({
      method: 'POST',
      url: KEYS,
      token: first.token,
      payload: { name: 'Ще раз', key: NP.demoKey },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'np_key_duplicate', errors: { key: ['Цей ключ уже додано.'] } });
    expect((await addKey(call, second.token)).is_default).toBe(true);
  });

  it('renames, makes default and deletes; deleting the default hands it to the remaining key', async () => {
    const supplier = await signUp(t);
    const first = await addKey(call, supplier.token, NP.demoKey, 'Перший');
    const second = await addKey(call, supplier.token, NP.secondKey, 'Другий');
    expect(second.is_default).toBe(false);

    const renamed = await call({
      method: 'PATCH',
      url: `${KEYS}/${second.id}`,
      token: supplier.token,
      payload: { name: 'Львів' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: 'Назву ключа змінено.', data: { name: 'Львів' } });
    const badName = await call({
      method: 'PATCH',
      url: `${KEYS}/${second.id}`,
      token: supplier.token,
      payload: { name: 'x'.repeat(101) },
    });
    expect(badName.statusCode).toBe(422);
    expect(badName.json().errors.name).toEqual(['Максимум 100 символів.']);

    const made = await call({ method: 'POST', url: `${KEYS}/${second.id}/default`, token: supplier.token });
    expect(made.json()).toMatchObject({
      message: 'Ключ «Львів» тепер використовується за замовчуванням.',
      data: { id: second.id, is_default: true },
    });
    const list = (await call({ method: 'GET', url: KEYS, token: supplier.token })).json().data as {
      id: number;
      is_default: boolean;
    }[];
    expect(list.map((k) => [k.id, k.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const account = await call({ method: 'GET', url: ACCOUNT, token: supplier.token });
    expect(account.json().data.supplier_np_api_key).toBe(`••••••••${NP.secondKey.slice(-4)}`);

    const deleted = await call({ method: 'DELETE', url: `${KEYS}/${second.id}`, token: supplier.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Видалення пройшло успішно!' });
    const after = (await call({ method: 'GET', url: KEYS, token: supplier.token })).json().data;
    expect(after).toMatchObject([{ id: first.id, is_default: true }]);

    await call({ method: 'DELETE', url: `${KEYS}/${first.id}`, token: supplier.token });
    expect((await call({ method: 'GET', url: KEYS, token: supplier.token })).json().data).toEqual([]);
    expect((await call({ method: 'GET', url: ACCOUNT, token: supplier.token })).json().data.supplier_np_api_key).toBe(
      null,
    );
  });

  it("answers 404 for another supplier's key on every call, and leaves it untouched", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const key = await addKey(call, owner.token);
    const notFound = { code: 'not_found', message: 'API-ключ не знайдено.' };
    for (const request of [
      { method: 'PATCH' as const, url: `${KEYS}/${key.id}`, payload: { name: 'Моє' } },
      { method: 'POST' as const, url: `${KEYS}/${key.id}/default` },
      { method: 'POST' as const, url: `${KEYS}/${key.id}/check` },
      { method: 'DELETE' as const, url: `${KEYS}/${key.id}` },
    ]) {
      const response = await call({ ...request, token: stranger.token });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await call({ method: 'GET', url: KEYS, token: stranger.token })).json().data).toEqual([]);
    expect((await call({ method: 'GET', url: KEYS, token: owner.token })).json().data).toMatchObject([
      { id: key.id, name: 'Основний', is_default: true },
    ]);
    const unknown = await call({ method: 'DELETE', url: `${KEYS}/999999999`, token: owner.token });
    expect(unknown.statusCode).toBe(404);
    const malformed = await call({ method: 'DELETE', url: `${KEYS}/abc`, token: owner.token });
    expect(malformed.statusCode).toBe(422);
  });

  it('checks a key again: a key Nova Poshta revoked is marked invalid with the reason, and valid once it works', async () => {
    const supplier = await signUp(t);
    const key = await addKey(call, supplier.token, NP.secondKey);
    nova.revoked.add(NP.secondKey);
    const refused = await call({ method: 'POST', url: `${KEYS}/${key.id}/check`, token: supplier.token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'np_key_rejected',
      errors: { key: ['API-ключ Нової Пошти недійсний. Перевірте ключ у кабінеті Нової Пошти.'] },
    });
    expect((await call({ method: 'GET', url: KEYS, token: supplier.token })).json().data[0].status).toBe('invalid');

    nova.revoked.delete(NP.secondKey);
    const accepted = await call({ method: 'POST', url: `${KEYS}/${key.id}/check`, token: supplier.token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Нова Пошта приймає ключ «Основний».',
      data: { status: 'valid', counterparty_ref: NP.secondSender },
    });
  });

  it('answers 502 with a Ukrainian reason when Nova Poshta does not answer, and stores nothing', async () => {
    const supplier = await signUp(t);
    const response = await call({
      method: 'POST',
      url: KEYS,
      token: supplier.token,
      payload: { name: 'Збій', key: 'ffffffffffffffffffffffffffff0503' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'novaposhta_unavailable',
      message: 'Нова Пошта тимчасово недоступна. Спробуйте пізніше.',
    });
    expect((await call({ method: 'GET', url: KEYS, token: supplier.token })).json().data).toEqual([]);
  });

  it('needs a signed-in supplier', async () => {
    const response = await call({ method: 'GET', url: KEYS });
    expect(response.statusCode).toBe(401);
  });
});
