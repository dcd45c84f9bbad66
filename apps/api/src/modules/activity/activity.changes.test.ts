import { describe, expect, it } from 'vitest';
import { activityResponse, type ActivityEntry } from '@supplier/contracts/activity';
import type { TestContext } from '../../test/app';
import { ok } from '../catalog/testing';
import { topUp, transfer, useMoneyApp, type TestSupplier } from '../money/test/money-test-kit';
import { seller } from '../orders/testing';

const t = useMoneyApp();

async function entries(who: TestSupplier, query: string): Promise<ActivityEntry[]> {
  const answer = await t.call({ method: 'GET', url: `/api/admin-suppliers/v1/activity${query}`, token: who.token });
  return activityResponse.parse(ok(answer)).data;
}

/** The entries a query finds as soon as the calls that made them have answered: at least `count`. */
async function recorded(who: TestSupplier, query: string, count: number): Promise<ActivityEntry[]> {
  const found = await entries(who, query);
  expect(found.length, query).toBeGreaterThanOrEqual(count);
  return found;
}

const put = (c: TestContext, who: TestSupplier, url: string, payload: object) =>
  c.call({ method: 'PUT', url, token: who.token, payload });

describe('the activity log keeps the before and after of the fields that matter', () => {
  it('a product edit: price, stock and status that changed, in the product’s history', async () => {
    const s = await seller(t);
    const product = ok<{ data: Record<string, unknown> }>(await s.get(`/products/${s.productId}`)).data;
    const body = { ...product, category_id: product.category_id, price: 1750, stock: 3, status: 'inactive' };
    ok(await s.put(`/products/${s.productId}`, body));
    const [edit] = await recorded(s, `?object_type=products&object_id=${s.productId}&action=saveProduct`, 1);
    expect(edit).toMatchObject({
      action_text: 'Змінено товар',
      object: { type: 'products', id: String(s.productId), label: product.name },
      changes: {
        price: { from: 1500, to: 1750 },
        stock: { from: 100, to: 3 },
        status: { from: 'active', to: 'inactive' },
      },
    });
    const history = await entries(s, `?object_type=products&object_id=${s.productId}`);
    expect(history.map((entry) => entry.action)).toEqual(['saveProduct', 'createProduct']);
    expect(history[1]!.changes).toMatchObject({ price: { from: null, to: 1500 } });
  });

  it('the account settings: only the fields that changed', async () => {
    const s = await seller(t);
    ok(
      await put(t, s, '/api/admin-suppliers/v1/customer/account', {
        firstname: 'Марія',
        lastname: 'Петренко',
        email: s.email,
      }),
    );
    const [saved] = await recorded(s, '?action=saveAccount', 1);
    expect(saved).toMatchObject({ object: { type: 'account' }, changes: { firstname: { from: 'Іван', to: 'Марія' } } });
    expect(Object.keys(saved!.changes)).toEqual(['firstname']);
    // the name is the actor's as it was then: the entry after the rename carries the new one
    expect(saved!.actor_name).toBe('Марія Петренко');
  });

  it('money: the payout account, a payout and a transfer between balances', async () => {
    const s = await seller(t);
    await topUp(t, s, 1000);
    ok(
      await put(t, s, '/api/v1/customers/payout-account', {
        iban: 'UA213223130000026007233566001',
        holder_name: 'ФОП Петренко Іван',
        tax_id: '1234567899',
      }),
    );
    const payout = await t.call({
      method: 'POST',
      url: '/api/v1/customers/payouts',
      token: s.token,
      payload: { amount: 400 },
    });
    expect(payout.statusCode, payout.body).toBe(201);
    ok(await transfer(t, s, { amount: 100, transfer_direction: 'transfer_from_main' }));

    const [account] = await recorded(s, '?action=savePayoutAccount', 1);
    expect(account!.changes).toMatchObject({ iban: { from: null, to: 'UA213223130000026007233566001' } });
    const [requested] = await recorded(s, '?action=requestPayout', 1);
    expect(requested).toMatchObject({
      object: { type: 'payouts', label: '400 грн' },
      changes: { amount: { from: null, to: 400 } },
    });
    const [moved] = await recorded(s, '?action=transferBetweenBalances', 1);
    expect(moved!.changes).toEqual({ amount: { from: null, to: 100 }, direction: { from: 'main', to: 'services' } });
  });
});
