import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityResponse, type ActivityEntry } from '@supplier/contracts/activity';
import type { TestContext } from '../../test/app';
import { ok } from '../catalog/testing';
import { DELIVERIES, NP, addKey, kyivBranchSender, testNovaPoshta } from '../deliveries/testing';
import { webhookEndpoints } from '../integrations/webhooks/webhooks.table';
import { topUp, transfer, useMoneyApp, type TestSupplier } from '../money/test/money-test-kit';
import { seller } from '../orders/testing';

const nova = testNovaPoshta();
const t = useMoneyApp({}, { novaposhta: nova.driver });
const STORES = '/api/admin-suppliers/v1/stores';
const PAYMENT_METHODS = '/api/admin-suppliers/v1/payment-methods';
const INTEGRATIONS = '/api/admin-suppliers/v1/integrations';

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
const patch = (c: TestContext, who: TestSupplier, url: string, payload: object) =>
  c.call({ method: 'PATCH', url, token: who.token, payload });
const remove = (c: TestContext, who: TestSupplier, url: string) => c.call({ method: 'DELETE', url, token: who.token });

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

  it('two saves of a store at once: each records what the other left, none a before that was gone', async () => {
    const s = await seller(t);
    const { id, form } = await newStore(s);
    const names = ['Кава 1', 'Кава 2'];
    await Promise.all(
      names.map((name) => put(t, s, `${STORES}/${id}`, { ...form, name }).then((answer) => ok(answer))),
    );
    const saves = await recorded(s, `?object_type=stores&object_id=${id}&action=saveStore`, 2);
    // The two entries' times are their transactions' starts, which may come in either order.
    const changes = saves.map((entry) => entry.changes.name!);
    const first = changes.find((change) => change.from === 'Кава та чай');
    const second = changes.find((change) => change !== first);
    expect(first, JSON.stringify(changes)).toBeDefined();
    expect(second!.from).toBe(first!.to);
    expect(names).toContain(second!.to);
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

  it('Nova Poshta keys: the name, the default flag and the last 4 characters, never the key itself', async () => {
    const s = await seller(t);
    const keys = `${DELIVERIES}/np-keys`;
    const first = await addKey(t.call, s.token, NP.demoKey, 'Основний');
    const second = await addKey(t.call, s.token, NP.secondKey, 'Склад');
    ok(await patch(t, s, `${keys}/${second.id}`, { name: 'Склад Львів' }));
    ok(await post(t, s, `${keys}/${second.id}/default`));
    ok(await remove(t, s, `${keys}/${first.id}`));
    const [made, renamed, added] = await recorded(s, `?object_type=deliveries&object_id=${second.id}`, 3);
    expect(added).toMatchObject({ action: 'addNpKey', object: { label: 'Склад' } });
    expect(added!.changes).toEqual({
      name: { from: null, to: 'Склад' },
      is_default: { from: null, to: false },
      last4: { from: null, to: NP.secondKey.slice(-4) },
    });
    expect(renamed).toMatchObject({ action: 'renameNpKey', changes: { name: { from: 'Склад', to: 'Склад Львів' } } });
    expect(Object.keys(renamed!.changes)).toEqual(['name']);
    expect(made).toMatchObject({ action: 'setDefaultNpKey', changes: { is_default: { from: false, to: true } } });
    const [deleted, unset] = await recorded(s, `?object_type=deliveries&object_id=${first.id}`, 3);
    expect(unset).toMatchObject({ action: 'setDefaultNpKey', changes: { is_default: { from: true, to: false } } });
    expect(deleted).toMatchObject({ action: 'deleteNpKey', object: { label: 'Основний' } });
    expect(deleted!.changes).toEqual({
      name: { from: 'Основний', to: null },
      is_default: { from: false, to: null },
      last4: { from: NP.demoKey.slice(-4), to: null },
    });
    const all = JSON.stringify(await entries(s, '?object_type=deliveries')).toLowerCase();
    for (const key of [NP.demoKey, NP.secondKey]) expect(all).not.toContain(key.toLowerCase());
  });

  it('an information article: its title and whether it is filled in, not its HTML', async () => {
    const s = await seller(t);
    const url = '/api/admin-suppliers/v1/articles/warranty';
    const body = `<p>${'Гарантія 12 місяців на всі товари магазину. '.repeat(2)}</p>`;
    const seeded = ok<{ data: { title: string } }>(await t.call({ method: 'GET', url, token: s.token })).data;
    ok(await put(t, s, url, { title: 'Гарантія та сервіс', content: '<p>Скоро</p>' }));
    ok(await put(t, s, url, { title: 'Гарантія та сервіс', content: body }));
    const [filled, renamed] = await recorded(s, '?object_type=articles&object_id=warranty', 2);
    expect(renamed).toMatchObject({
      action: 'saveArticle',
      object: { label: 'Гарантія та сервіс' },
      changes: { title: { from: seeded.title, to: 'Гарантія та сервіс' } },
    });
    expect(filled!.changes).toEqual({ completed: { from: false, to: true } });
    expect(JSON.stringify([renamed, filled])).not.toContain('12 місяців');
  });

  it('an integration: its name, scopes and revocation, never its token', async () => {
    const s = await seller(t);
    const created = ok<{ data: { id: number; token_prefix: string }; token: string }>(
      await post(t, s, INTEGRATIONS, { name: 'CRM', scopes: ['orders:read'] }),
      201,
    );
    const { id } = created.data;
    ok(await put(t, s, `${INTEGRATIONS}/${id}`, { name: 'CRM склад', ip_allow_list: ['203.0.113.7'] }));
    ok(await post(t, s, `${INTEGRATIONS}/${id}/revoke`));
    const [revoked, saved, added] = await recorded(s, `?object_type=integrations&object_id=${id}`, 3);
    expect(added).toMatchObject({
      action: 'createIntegration',
      changes: {
        name: { from: null, to: 'CRM' },
        scopes: { from: null, to: ['orders:read'] },
        token_prefix: { from: null, to: created.data.token_prefix },
        revoked: { from: null, to: false },
      },
    });
    expect(saved!.changes).toEqual({
      name: { from: 'CRM', to: 'CRM склад' },
      ip_allow_list: { from: [], to: ['203.0.113.7'] },
    });
    expect(revoked).toMatchObject({ action: 'revokeIntegration', changes: { revoked: { from: false, to: true } } });
    expect(JSON.stringify([added, saved, revoked])).not.toContain(created.token);
  });

  it('a webhook: its address, events and switch, never its secret', async () => {
    const s = await seller(t);
    const integration = ok<{ data: { id: number } }>(
      await post(t, s, INTEGRATIONS, { name: 'ERP', scopes: ['orders:read'] }),
      201,
    ).data;
    const hooks = `${INTEGRATIONS}/${integration.id}/webhooks`;
    const url = 'https://203.0.113.10/hooks';
    const created = ok<{ data: { id: number }; secret: string }>(
      await post(t, s, hooks, { url, events: ['order.created'] }),
      201,
    );
    const { id } = created.data;
    ok(await put(t, s, `${hooks}/${id}`, { url, events: ['order.created', 'order.status_changed'] }));
    // As the delivery job leaves an endpoint that failed for a day: switched off, by no person.
    await t.database.db.update(webhookEndpoints).set({ enabled: false }).where(eq(webhookEndpoints.id, id));
    ok(await post(t, s, `${hooks}/${id}/enable`));
    ok(await remove(t, s, `${hooks}/${id}`));
    const [deleted, enabled, saved, added] = await recorded(s, `?object_type=webhooks&object_id=${id}`, 4);
    expect(added).toMatchObject({ action: 'createWebhook', object: { label: url } });
    expect(added!.changes).toEqual({
      url: { from: null, to: url },
      events: { from: null, to: ['order.created'] },
      enabled: { from: null, to: true },
    });
    expect(saved!.changes).toEqual({
      events: { from: ['order.created'], to: ['order.created', 'order.status_changed'] },
    });
    expect(enabled).toMatchObject({ action: 'enableWebhook', changes: { enabled: { from: false, to: true } } });
    expect(deleted).toMatchObject({ action: 'deleteWebhook', changes: { url: { from: url, to: null } } });
    expect(JSON.stringify([added, saved, enabled, deleted])).not.toContain(created.secret);
  });
});
