import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS, seedDemo } from '../../db/seed';
import { useTestApp } from '../../test/app';
import { DELIVERIES, NP } from './testing';

describe('demo seed of deliveries and payment methods (local Nova Poshta server inside the app)', () => {
  const t = useTestApp({ SECRETS_KEY: 'test-secrets-key-of-at-least-32-characters' });

  it('gives the demo supplier a working key, a Kyiv branch sender, Nova Poshta, COD and bank transfer; twice is once', async () => {
    await seedDemo(t.database.db, t.app.config);
    await seedDemo(t.database.db, t.app.config);
    const login = await t.call({
      method: 'POST',
      url: '/api/admin-suppliers/v1/auth/login',
      payload: { login: DEMO_CREDENTIALS.telephone, password: DEMO_CREDENTIALS.password },
    });
    const { token, data } = login.json() as { token: string; data: { supplier_np_api_key: string } };
    expect(data.supplier_np_api_key).toBe(`••••••••${NP.demoKey.slice(-4)}`);

    const settings = await t.call({ method: 'GET', url: '/api/admin-suppliers/v1/settings', token });
    expect(settings.json().setup).toMatchObject({ delivery: true, payment: true });

    const keys = await t.call({ method: 'GET', url: `${DELIVERIES}/np-keys`, token });
    expect(keys.json().data).toMatchObject([{ name: 'Основний ключ', is_default: true, status: 'valid' }]);
    const sender = await t.call({ method: 'GET', url: `${DELIVERIES}/sender`, token });
    expect(sender.json()).toMatchObject({
      state: 'ready',
      data: { city_name: 'Київ, Київська обл.', warehouse_name: 'Відділення №1: вул. Пирогівський шлях, 135' },
    });
    // The sealed demo key opens and the in-process local Nova Poshta server answers through it.
    const senders = await t.call({ method: 'GET', url: `${DELIVERIES}/np/counterparties`, token });
    expect(senders.statusCode, senders.body).toBe(200);
    expect(senders.json().data[0].ref).toBe(NP.demoSender);

    const methods = await t.call({ method: 'GET', url: `${DELIVERIES}/methods`, token });
    expect(
      methods
        .json()
        .data.filter((m: { enabled: boolean }) => m.enabled)
        .map((m: { carrier: string }) => m.carrier),
    ).toEqual(['novaposhta']);
    const payments = await t.call({ method: 'GET', url: '/api/admin-suppliers/v1/payment-methods', token });
    expect(
      payments
        .json()
        .data.filter((m: { enabled: boolean }) => m.enabled)
        .map((m: { id: string; configured: boolean }) => [m.id, m.configured]),
    ).toEqual([
      ['cod', true],
      ['bank_transfer', true],
    ]);
  });
});
