import { describe, expect, it } from 'vitest';
import { activityResponse, type ActivityEntry } from '@supplier/contracts/activity';
import { useTestApp } from '../../test/app';
import { seller } from '../orders/testing';
import { addMember } from '../team/testing';
import { API, categoryId, createProduct, ok, SMARTPHONES, supplier, type Supplier } from './testing';

const t = useTestApp({ JOBS_WORKER: 'false' });

/** A product's «Історія» as `token` reads it: its entries, and the cursor of the next page. */
async function history(token: string, productId: number, query = '') {
  const answer = await t.call({ method: 'GET', url: `${API}/products/${productId}/history${query}`, token });
  const page = activityResponse.parse(ok(answer));
  return { data: page.data, next: page.meta.next_cursor };
}

async function productOf(s: Supplier, id: number): Promise<Record<string, unknown>> {
  return ok<{ data: Record<string, unknown> }>(await s.get(`/products/${id}`)).data;
}

describe('a product’s history (issue 34)', () => {
  it('names the member who changed the product and what, before and after, for whoever reads products', async () => {
    const s = await seller(t);
    const cataloguer = await addMember(t, s, 'catalogue');
    const manager = await addMember(t, s, 'manager');
    const product = await productOf(s, s.productId);
    const saved = await t.call({
      method: 'PUT',
      url: `${API}/products/${s.productId}`,
      token: cataloguer.token,
      payload: { ...product, name: 'Смартфон Нова назва', sku: 'NEW-SKU-1', price: 1750, stock: 3, status: 'inactive' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const { data } = await history(cataloguer.token, s.productId);
    expect(data.map((entry) => entry.action)).toEqual(['saveProduct', 'createProduct']);
    const [edit, created] = data as [ActivityEntry, ActivityEntry];
    expect(edit).toMatchObject({
      member_id: cataloguer.memberId,
      actor_name: 'Олена Склад',
      action_text: 'Змінено товар',
      object: { type: 'products', id: String(s.productId), label: 'Смартфон Нова назва' },
      changes: {
        name: { from: product.name, to: 'Смартфон Нова назва' },
        sku: { from: product.sku, to: 'NEW-SKU-1' },
        price: { from: 1500, to: 1750 },
        stock: { from: 100, to: 3 },
        status: { from: 'active', to: 'inactive' },
      },
    });
    // fields that did not change are not listed
    expect(Object.keys(edit.changes).sort()).toEqual(['name', 'price', 'sku', 'status', 'stock']);
    expect(created).toMatchObject({ member_id: null, changes: { price: { from: null, to: 1500 } } });
    expect(created.changes.category).toMatchObject({ from: null, to: expect.any(String) });

    // the owner and a manager (who may read products, not the whole log) read the same history
    expect((await history(s.token, s.productId)).data).toEqual(data);
    expect((await history(manager.token, s.productId)).data).toEqual(data);
    const log = await t.call({ method: 'GET', url: `${API}/activity`, token: manager.token });
    expect(log.statusCode).toBe(403);
  });

  it('pages newest first and keeps another supplier’s product and other products out', async () => {
    const s = await seller(t);
    const product = await productOf(s, s.productId);
    for (const price of [1600, 1700, 1800]) ok(await s.put(`/products/${s.productId}`, { ...product, price }));
    const other = await seller(t);
    ok(await other.put(`/products/${other.productId}`, { ...(await productOf(other, other.productId)), price: 99 }));

    const first = await history(s.token, s.productId, '?per_page=2');
    expect(first.data.map((entry) => entry.changes.price?.to)).toEqual([1800, 1700]);
    const second = await history(s.token, s.productId, `?per_page=2&cursor=${first.next}`);
    expect(second.data.map((entry) => entry.changes.price?.to)).toEqual([1600, 1500]);
    expect(second.next).toBeNull();

    // another supplier's product is not found, as is one that does not exist
    const foreign = await s.get(`/products/${other.productId}/history`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Продукт не знайдено.' });
    expect((await s.get('/products/999999999/history')).statusCode).toBe(404);
    expect(ok(await s.get(`/products/${s.productId}/history?cursor=nope`), 422)).toMatchObject({
      code: 'invalid_cursor',
    });
    const stranger = await supplier(t);
    expect((await stranger.get(`/products/${s.productId}/history`)).statusCode).toBe(404);
  });

  it('a bulk action is in the history of each product it changed, and of none it left as it was', async () => {
    const s = await seller(t);
    const second = await createProduct(s, await categoryId(s, SMARTPHONES), { price: 200, status: 'inactive' });
    ok(await s.post('/products/bulk', { action: 'deactivate', ids: [s.productId, second] }));
    ok(
      await s.post('/products/bulk', {
        action: 'change_price',
        ids: [s.productId],
        price_change: { mode: 'amount', value: 100 },
      }),
    );

    const [priced, deactivated] = (await history(s.token, s.productId)).data;
    expect(priced).toMatchObject({
      action: 'bulkProducts',
      action_text: 'Масова зміна товарів',
      changes: { price: { from: 1500, to: 1600 } },
    });
    expect(deactivated).toMatchObject({
      action: 'bulkProducts',
      changes: { status: { from: 'active', to: 'inactive' } },
    });
    // the second product was inactive already: its history holds only its creation
    expect((await history(s.token, second)).data.map((entry) => entry.action)).toEqual(['createProduct']);

    ok(await s.post('/products/bulk', { action: 'delete', ids: [second] }));
    const gone = activityResponse.parse(ok(await s.get(`/activity?object_type=products&object_id=${second}`))).data;
    expect(gone[0]).toMatchObject({
      action: 'bulkProducts',
      object: { label: expect.any(String) },
      changes: { price: { from: 200, to: null }, status: { from: 'inactive', to: null } },
    });
  });
});
