import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  integrationResponse,
  integrationSavedResponse,
  integrationsResponse,
  integrationWithTokenResponse,
} from '@supplier/contracts/integrations';
import { sha256 } from '../../lib/crypto';
import { grantAccess } from '../../test/access';
import { signUp, useClockedApp } from '../identity/testing';
import { integrationsRepository } from './integrations.repository';
import { integrationStatus, isIpAllowed } from './integrations.service';
import { integrations } from './integrations.table';

const BASE = '/api/admin-suppliers/v1/integrations';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('integrations (API tokens)', () => {
  const t = useClockedApp();

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, locale = 'uk') =>
    t.call({ method, url, token, payload: payload as Record<string, unknown>, headers: { 'x-locale': locale } });
  const create = (token: string, payload: Record<string, unknown>) => call(token, 'POST', BASE, payload);
  const rowsOf = (supplierId: number) =>
    t.database.db.select().from(integrations).where(eq(integrations.supplierId, supplierId));
  /** Integrations are a paid section (ADR 0036). */
  const subscriber = async () => {
    const signed = await signUp(t);
    await grantAccess(t, signed.id, { subscription: true });
    return signed;
  };

  it('creates an integration, answers the token once and stores only its SHA-256', async () => {
    const supplier = await subscriber();
    const created = await create(supplier.token, {
      name: '  1С:Бухгалтерія ',
      scopes: ['orders:read', 'products:read', 'orders:read'],
      ip_allow_list: ['203.0.113.5', ' 198.51.100.0/24', '', '2001:db8::/32'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = integrationWithTokenResponse.parse(created.json());
    expect(body.message).toBe('Інтеграцію «1С:Бухгалтерія» створено. Скопіюйте токен: його більше не буде показано.');
    expect(body.token).toMatch(/^spk_[A-Za-z0-9_-]{43}$/);
    expect(body.data).toMatchObject({
      name: '1С:Бухгалтерія',
      token_prefix: body.token.slice(0, 8),
      scopes: ['products:read', 'orders:read'],
      expires_at: null,
      ip_allow_list: ['203.0.113.5', '198.51.100.0/24', '2001:db8::/32'],
      last_used_at: null,
      revoked_at: null,
      status: 'active',
    });

    const [row] = await rowsOf(supplier.id);
    expect(row!.tokenHash).toBe(sha256(body.token));
    expect(Object.values(row!).map(String)).not.toContain(body.token);

    // The list and the one-integration answer never carry the token.
    const list = await call(supplier.token, 'GET', BASE);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(body.token);
    expect(list.body).not.toContain(row!.tokenHash);
    expect(integrationsResponse.parse(list.json()).data.map((i) => i.name)).toEqual(['1С:Бухгалтерія']);
    const one = await call(supplier.token, 'GET', `${BASE}/${body.data.id}`);
    expect(one.body).not.toContain(body.token);
    expect(integrationResponse.parse(one.json()).data.token_prefix).toBe(body.data.token_prefix);
  });

  it('refuses bad input in Ukrainian (and English) and creates nothing', async () => {
    const supplier = await subscriber();
    const bad = await create(supplier.token, {
      name: '',
      scopes: [],
      expires_at: new Date(Date.now() - 60_000).toISOString(),
      ip_allow_list: ['203.0.113.300', '10.0.0.0/33', 'example.com', '192.168.0.1'],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      code: 'validation_failed',
      message: 'Перевірте правильність заповнення полів.',
      errors: {
        name: ["Обов'язкове поле."],
        scopes: ['Оберіть хоча б один дозвіл.'],
        expires_at: ['Термін дії має бути в майбутньому.'],
        'ip_allow_list.0': ['Введіть IP-адресу або мережу CIDR, наприклад 203.0.113.5 або 203.0.113.0/24.'],
        'ip_allow_list.1': ['Введіть IP-адресу або мережу CIDR, наприклад 203.0.113.5 або 203.0.113.0/24.'],
        'ip_allow_list.2': ['Введіть IP-адресу або мережу CIDR, наприклад 203.0.113.5 або 203.0.113.0/24.'],
      },
    });
    const unknownScope = await create(supplier.token, { name: 'CRM', scopes: ['admin:all'] });
    expect(unknownScope.statusCode).toBe(422);
    expect(Object.keys(unknownScope.json().errors)).toEqual(['scopes.0']);
    const english = await call(supplier.token, 'POST', BASE, { name: 'CRM', scopes: [] }, 'en');
    expect(english.json().errors).toEqual({ scopes: ['Choose at least one permission.'] });
    expect(await rowsOf(supplier.id)).toEqual([]);
  });

  it('edits the name, scopes, expiry and allow-list with the same checks; a failed edit changes nothing', async () => {
    const supplier = await subscriber();
    const { data } = integrationWithTokenResponse.parse(
      (await create(supplier.token, { name: 'Склад', scopes: ['stock:read'] })).json(),
    );
    const url = `${BASE}/${data.id}`;
    const expiresAt = inDays(30);
    const saved = await call(supplier.token, 'PUT', url, {
      name: 'Склад BAS',
      scopes: ['stock:write', 'stock:read', 'waybills:write'],
      expires_at: expiresAt,
      ip_allow_list: ['192.0.2.10'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(integrationSavedResponse.parse(saved.json())).toMatchObject({
      message: 'Інтеграцію «Склад BAS» збережено.',
      data: {
        name: 'Склад BAS',
        scopes: ['stock:read', 'stock:write', 'waybills:write'],
        expires_at: expiresAt,
        ip_allow_list: ['192.0.2.10'],
        token_prefix: data.token_prefix,
        status: 'active',
      },
    });
    expect(saved.body).not.toMatch(/spk_[A-Za-z0-9_-]{43}/);

    const refused = await call(supplier.token, 'PUT', url, {
      name: 'Інше',
      scopes: [],
      expires_at: '2020-01-01T00:00:00Z',
      ip_allow_list: ['300.1.1.1'],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      scopes: ['Оберіть хоча б один дозвіл.'],
      expires_at: ['Термін дії має бути в майбутньому.'],
      'ip_allow_list.0': ['Введіть IP-адресу або мережу CIDR, наприклад 203.0.113.5 або 203.0.113.0/24.'],
    });
    const after = integrationResponse.parse((await call(supplier.token, 'GET', url)).json()).data;
    expect(after).toMatchObject({ name: 'Склад BAS', ip_allow_list: ['192.0.2.10'], expires_at: expiresAt });

    // No expiry again, any address again.
    const cleared = await call(supplier.token, 'PUT', url, { expires_at: null, ip_allow_list: [] });
    expect(cleared.json().data).toMatchObject({ name: 'Склад BAS', expires_at: null, ip_allow_list: [] });
  });

  it('shows an integration as expired once its expiry passes', async () => {
    const supplier = await subscriber();
    const created = await create(supplier.token, {
      name: 'CRM',
      scopes: ['orders:read'],
      expires_at: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    });
    const { id } = integrationWithTokenResponse.parse(created.json()).data;
    t.clock.advance(3_600_001);
    const one = integrationResponse.parse((await call(supplier.token, 'GET', `${BASE}/${id}`)).json()).data;
    expect(one.status).toBe('expired');
  });

  it('regenerates: a new token shown once, the old hash gone', async () => {
    const supplier = await subscriber();
    const first = integrationWithTokenResponse.parse(
      (await create(supplier.token, { name: 'CRM', scopes: ['orders:read', 'orders:write'] })).json(),
    );
    const repo = integrationsRepository(t.database.db);
    const regenerated = await call(supplier.token, 'POST', `${BASE}/${first.data.id}/regenerate`);
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const second = integrationWithTokenResponse.parse(regenerated.json());
    expect(second.message).toBe('Для інтеграції «CRM» створено новий токен. Старий більше не працює.');
    expect(second.token).not.toBe(first.token);
    expect(second.data).toMatchObject({ id: first.data.id, token_prefix: second.token.slice(0, 8), status: 'active' });
    expect(await repo.findByTokenHash(sha256(first.token))).toBeNull();
    expect((await repo.findByTokenHash(sha256(second.token)))?.id).toBe(first.data.id);
  });

  it('revokes for good: status revoked, no edit or new token afterwards, revoking again is harmless', async () => {
    const supplier = await subscriber();
    const created = integrationWithTokenResponse.parse(
      (await create(supplier.token, { name: 'Каса', scopes: ['products:read'] })).json(),
    );
    const url = `${BASE}/${created.data.id}`;
    const revoked = await call(supplier.token, 'POST', `${url}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const body = integrationSavedResponse.parse(revoked.json());
    expect(body.message).toBe('Токен інтеграції «Каса» відкликано.');
    expect(body.data.status).toBe('revoked');
    expect(body.data.revoked_at).not.toBeNull();
    const row = await integrationsRepository(t.database.db).findByTokenHash(sha256(created.token));
    expect(row && integrationStatus(row, new Date())).toBe('revoked');

    for (const attempt of [
      call(supplier.token, 'PUT', url, { name: 'Каса 2' }),
      call(supplier.token, 'POST', `${url}/regenerate`),
    ]) {
      const refused = await attempt;
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'integration_revoked',
        message: 'Токен цієї інтеграції відкликано: його не можна змінити.',
      });
    }
    const again = await call(supplier.token, 'POST', `${url}/revoke`);
    expect(again.json().data.revoked_at).toBe(body.data.revoked_at);
    expect((await call(supplier.token, 'GET', url)).json().data.name).toBe('Каса');
  });

  it("keeps another supplier's integrations out of sight and out of reach", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const created = integrationWithTokenResponse.parse(
      (await create(owner.token, { name: 'Чужа', scopes: ['orders:read'] })).json(),
    );
    const url = `${BASE}/${created.data.id}`;
    expect(integrationsResponse.parse((await call(other.token, 'GET', BASE)).json()).data).toEqual([]);
    for (const response of [
      await call(other.token, 'GET', url),
      await call(other.token, 'PUT', url, { name: 'Моя' }),
      await call(other.token, 'POST', `${url}/regenerate`),
      await call(other.token, 'POST', `${url}/revoke`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Інтеграцію не знайдено.' });
    }
    const [row] = await rowsOf(owner.id);
    expect(row).toMatchObject({ name: 'Чужа', tokenHash: sha256(created.token), revokedAt: null });
    expect((await call(owner.token, 'GET', `${BASE}/abc`)).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });

  it('matches addresses against the allow-list (IPs and CIDRs, v4 and v6)', () => {
    expect(isIpAllowed('198.51.100.7', [])).toBe(true);
    expect(isIpAllowed('198.51.100.7', ['198.51.100.0/24'])).toBe(true);
    expect(isIpAllowed('::ffff:198.51.100.7', ['198.51.100.0/24'])).toBe(true);
    expect(isIpAllowed('198.51.101.7', ['198.51.100.0/24', '203.0.113.5'])).toBe(false);
    expect(isIpAllowed('203.0.113.5', ['198.51.100.0/24', '203.0.113.5'])).toBe(true);
    expect(isIpAllowed('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(isIpAllowed('2001:db9::1', ['2001:db8::/32'])).toBe(false);
    expect(isIpAllowed('not-an-ip', ['0.0.0.0/0'])).toBe(false);
  });
});
