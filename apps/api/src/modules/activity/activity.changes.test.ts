import { describe, expect, it } from 'vitest';
import { activityResponse, type ActivityEntry } from '@supplier/contracts/activity';
import type { TestContext } from '../../test/app';
import { ok } from '../catalog/testing';
import { DELIVERIES, addKey, kyivBranchSender, testNovaPoshta } from '../deliveries/testing';
import { topUp, transfer, useMoneyApp, type TestSupplier } from '../money/test/money-test-kit';
import { seller } from '../orders/testing';

const nova = testNovaPoshta();
const t = useMoneyApp({}, { novaposhta: nova.driver });
const STORES = '/api/admin-suppliers/v1/stores';
const PAYMENT_METHODS = '/api/admin-suppliers/v1/payment-methods';

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
const post = (c: TestContext, who: TestSupplier, url: string, payload?: object) =>
  c.call({ method: 'POST', url, token: who.token, payload });

let stores = 0;
/** A new store of `who` (an address no other test takes), as the panel's form sends it. */
async function newStore(who: TestSupplier) {
  stores += 1;
  const form = {
    name: 'Кава та чай',
    slug: `log-${process.pid % 10000}-${stores}`,
    description: '<p>Свіжа кава.</p>',
    phone: '+380671112233',
    email: 'shop@example.com',
    city: 'Львів',
  };
  const store = ok<{ data: { id: number } }>(await post(t, who, STORES, form), 201).data;
  return { id: store.id, form };
}

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

  it('a store’s settings: created with its fields, then only the fields a save changed', async () => {
    const s = await seller(t);
    const { id, form } = await newStore(s);
    ok(await put(t, s, `${STORES}/${id}`, { ...form, name: 'Кава і чай', city: 'Київ', phone: '' }));
    const [saved, created] = await recorded(s, `?object_type=stores&object_id=${id}`, 2);
    expect(saved).toMatchObject({
      action: 'saveStore',
      object: { type: 'stores', id: String(id), label: 'Кава і чай' },
    });
    expect(saved!.changes).toEqual({
      name: { from: 'Кава та чай', to: 'Кава і чай' },
      city: { from: 'Львів', to: 'Київ' },
      phone: { from: '+380671112233', to: null },
    });
    expect(created).toMatchObject({ action: 'createStore', changes: { slug: { from: null, to: form.slug } } });
  });

  it('a store’s pause and resumption: its status before and after', async () => {
    const s = await seller(t);
    const { id } = await newStore(s);
    ok(await post(t, s, `${STORES}/${id}/pause`));
    ok(await post(t, s, `${STORES}/${id}/resume`));
    const [resumed, paused] = await recorded(s, `?object_type=stores&object_id=${id}`, 3);
    expect(paused).toMatchObject({ action: 'pauseStore', changes: { status: { from: 'active', to: 'paused' } } });
    expect(resumed).toMatchObject({ action: 'resumeStore', changes: { status: { from: 'paused', to: 'active' } } });
    expect(Object.keys(paused!.changes)).toEqual(['status']);
  });

  it('a payment method: the switch and each setting that changed', async () => {
    const s = await seller(t);
    ok(await put(t, s, `${PAYMENT_METHODS}/cod`, { enabled: true, settings: { prepayment: 200 } }));
    ok(await put(t, s, `${PAYMENT_METHODS}/cod`, { settings: { prepayment: 150 } }));
    const [changed, enabled] = await recorded(s, '?object_type=payment-methods&object_id=cod', 2);
    expect(enabled).toMatchObject({ action: 'saveCodPaymentMethod', action_text: 'Змінено оплату при отриманні' });
    expect(enabled!.changes).toEqual({ enabled: { from: false, to: true }, prepayment: { from: null, to: 200 } });
    expect(changed!.changes).toEqual({ prepayment: { from: 200, to: 150 } });
  });

  it('a delivery method: the switch and each setting that changed', async () => {
    const s = await seller(t);
    const courier = { zone: 'Київ у межах КАД', price: 80, free_from: 1500 };
    ok(await put(t, s, `${DELIVERIES}/methods/courier`, { enabled: true, settings: courier }));
    ok(await put(t, s, `${DELIVERIES}/methods/courier`, { enabled: false }));
    const [disabled, enabled] = await recorded(s, '?object_type=deliveries&object_id=courier', 2);
    expect(enabled!.changes).toEqual({
      enabled: { from: false, to: true },
      zone: { from: null, to: courier.zone },
      price: { from: null, to: 80 },
      free_from: { from: null, to: 1500 },
    });
    expect(disabled).toMatchObject({
      action: 'saveCourierDeliveryMethod',
      changes: { enabled: { from: true, to: false } },
    });
    expect(Object.keys(disabled!.changes)).toEqual(['enabled']);
  });

  it('the Nova Poshta sender: the names Nova Poshta gave, before and after', async () => {
    const s = await seller(t);
    await addKey(t.call, s.token);
    ok(await put(t, s, `${DELIVERIES}/sender`, kyivBranchSender()));
    const [saved] = await recorded(s, '?action=saveSender', 1);
    expect(saved).toMatchObject({ object: { type: 'deliveries', id: 'sender' } });
    expect(saved!.changes).toEqual({
      counterparty: { from: null, to: 'ФОП Коваленко Олена Петрівна' },
      contact: { from: null, to: 'Коваленко Олена Петрівна' },
      phone: { from: null, to: '+380671234567' },
      city: { from: null, to: 'Київ, Київська обл.' },
      kind: { from: null, to: 'warehouse' },
      warehouse: { from: null, to: 'Відділення №1: вул. Пирогівський шлях, 135' },
    });
  });
});
