import { describe, expect, it } from 'vitest';
import { formatMoney, kopiykyToHryvnias } from '@supplier/contracts/money';
import { settingsResponse } from '@supplier/contracts/setup';
import { useTestApp } from '../../test/app';
import { signUp } from '../identity/testing';
import { SetupRegistry } from './setup.registry';
import { setupService } from './setup.service';

const SETTINGS = '/api/admin-suppliers/v1/settings';

describe('GET /admin-suppliers/v1/settings', () => {
  const t = useTestApp({ SUBSCRIPTION_COST_KOPIYKY: '49900' });

  it('answers the setup of a new supplier: nothing done, zero balances, the store made at sign-up, subscription not bought', async () => {
    const supplier = await signUp(t);
    const response = await t.call({ method: 'GET', url: SETTINGS, token: supplier.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      setup: { information: false, product: false, delivery: false, payment: false },
      balance: { total: 0, total_format: '0 грн' },
      service_balance: { total: 0, total_format: '0 грн' },
      store: { id: expect.any(Number), name: expect.any(String), slug: expect.any(String) },
      subscribes: { supplier_panel: { cost: 499, cost_format: '499 грн', active: false, expires_at: null } },
    });
    expect(settingsResponse.safeParse(response.json()).success).toBe(true);
  });

  it('needs a signed-in supplier', async () => {
    const response = await t.call({ method: 'GET', url: SETTINGS });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthorized');
  });
});

describe('settings computed from what modules register', () => {
  const clock = { now: () => new Date('2025-03-01T10:00:00Z') };

  it('uses the registered checks, balances, store and subscription per supplier', async () => {
    const registry = new SetupRegistry()
      .check('product', async (supplierId) => supplierId === 7)
      .check('information', async () => true)
      .balances(async () => ({ main: 123450, services: 4999 }))
      .store(async (supplierId) => ({ id: supplierId, name: 'Мій магазин', slug: 'mii-magazyn' }))
      .subscription(async () => ({ expiresAt: new Date('2025-03-20T00:00:00Z') }));
    const service = setupService({ registry, subscriptionCostKopiyky: 49950, clock });
    expect(await service.settings(7)).toEqual({
      setup: { information: true, product: true, delivery: false, payment: false },
      balance: { total: 1234.5, total_format: '1 234,50 грн' },
      service_balance: { total: 49.99, total_format: '49,99 грн' },
      store: { id: 7, name: 'Мій магазин', slug: 'mii-magazyn' },
      subscribes: {
        supplier_panel: {
          cost: 499.5,
          cost_format: '499,50 грн',
          active: true,
          expires_at: '2025-03-20T00:00:00.000Z',
        },
      },
    });
    expect((await service.settings(8)).setup.product).toBe(false);
  });

  it('reports an expired subscription as not active', async () => {
    const registry = new SetupRegistry().subscription(async () => ({ expiresAt: new Date('2025-02-01T00:00:00Z') }));
    const settings = await setupService({ registry, subscriptionCostKopiyky: 49900, clock }).settings(1);
    expect(settings.subscribes.supplier_panel).toMatchObject({ active: false, expires_at: '2025-02-01T00:00:00.000Z' });
  });

  it('refuses a second check for the same step', () => {
    const registry = new SetupRegistry().check('delivery', async () => true);
    expect(() => registry.check('delivery', async () => false)).toThrow(/twice/);
  });
});

describe('formatMoney', () => {
  it('formats kopiyky as uk-UA hryvnias with plain spaces', () => {
    expect(formatMoney(0)).toBe('0 грн');
    expect(formatMoney(49900)).toBe('499 грн');
    expect(formatMoney(123450)).toBe('1 234,50 грн');
    expect(formatMoney(5)).toBe('0,05 грн');
    expect(formatMoney(123456789)).toBe('1 234 567,89 грн');
    expect(kopiykyToHryvnias(49950)).toBe(499.5);
  });
});
