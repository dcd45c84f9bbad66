import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidRnokpp, isValidUaIban } from '@supplier/contracts/money-payouts';
import { DEMO_CREDENTIALS, seedDemo } from '../../db/seed';
import { journalEntries, payments, payouts, suppliers } from '../../db/schema';
import { DEMO_PAYOUT_ACCOUNT } from './money.seed';
import { expectLedgerInvariants, useMoneyApp } from './test/money-test-kit';

describe('demo money history', () => {
  const t = useMoneyApp();

  it('gives the demo top-ups, transfers, an active subscription, two paying friends and payouts; twice is once', async () => {
    expect(isValidUaIban(DEMO_PAYOUT_ACCOUNT.iban)).toBe(true);
    expect(isValidRnokpp(DEMO_PAYOUT_ACCOUNT.tax_id)).toBe(true);

    await seedDemo(t.database.db, t.app.config);
    const entriesOf = async () => (await t.database.db.select({ n: count() }).from(journalEntries))[0]!.n;
    const once = await entriesOf();
    await seedDemo(t.database.db, t.app.config);
    expect(await entriesOf()).toBe(once);
    await expectLedgerInvariants(t);

    const [demo] = await t.database.db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.telephone, DEMO_CREDENTIALS.telephone));
    const demoKinds = (
      await t.database.db
        .select({ kind: journalEntries.kind })
        .from(journalEntries)
        .where(eq(journalEntries.supplierId, demo!.id))
    ).map((row) => row.kind);
    expect(demoKinds.filter((kind) => kind === 'top_up')).toHaveLength(3);
    expect(demoKinds.filter((kind) => kind === 'subscription')).toHaveLength(1);
    expect(demoKinds.filter((kind) => kind === 'referral_reward')).toHaveLength(2);
    expect(demoKinds).toEqual(expect.arrayContaining(['transfer_from_main', 'transfer_to_main', 'payout_hold']));
    expect(await t.database.db.select({ n: count() }).from(payments)).toEqual([{ n: 5 }]);
    const demoPayouts = await t.database.db
      .select({ status: payouts.status })
      .from(payouts)
      .where(eq(payouts.supplierId, demo!.id));
    expect(demoPayouts.map((row) => row.status).sort()).toEqual(['paid', 'pending']);

    const login = await t.call({
      method: 'POST',
      url: '/api/admin-suppliers/v1/auth/login',
      payload: { login: DEMO_CREDENTIALS.telephone, password: DEMO_CREDENTIALS.password },
    });
    const { token } = login.json() as { token: string };
    const get = async (url: string) => {
      const response = await t.call({ method: 'GET', url, token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await get('/api/v1/customers/balances/referral-earnings')).toEqual({
      total_referral_earnings: 249.5,
      total_referral_earnings_formatted: '249,50 грн',
    });
    expect((await get('/api/v1/customers/referral/stats')).data).toHaveLength(2);
    expect((await get('/api/admin-suppliers/v1/customer/account/balance')).balance).toBe(2249.5);
    expect((await get('/api/v1/customers/balances/service-balance')).data.balance).toBe(501);
    expect(await get('/api/v1/customers/payout-account')).toMatchObject({ data: DEMO_PAYOUT_ACCOUNT });
    expect((await get('/api/admin-suppliers/v1/settings')).subscribes.supplier_panel).toMatchObject({ active: true });
  });
});
