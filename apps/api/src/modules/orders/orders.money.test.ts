import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MARKETPLACE_PATHS } from '@supplier/contracts/marketplace';
import { ORDERS_PATHS, orderResponse, type OrderStatus } from '@supplier/contracts/orders';
import { useTestApp } from '../../test/app';
import { ok } from '../catalog/testing';
import { checkLedgerInvariants } from '../money/ledger/ledger-invariants.repository';
import { MARKETPLACE_TEST_SECRET, gateway, placeOrder, placement, seller, type Seller } from './testing';

const path = (url: string) => url.replace('/admin-suppliers/v1', '');
const BALANCE = '/customer/account/balance';

interface MainBalance {
  balance: number;
  data: { type: string; title: string; description: string | null; amount: number }[];
}

describe('orders: the money of card-paid orders', () => {
  const t = useTestApp({ MARKETPLACE_SECRET: MARKETPLACE_TEST_SECRET });

  const main = async (s: Seller) => ok<MainBalance>(await s.get(BALANCE));
  const detail = async (s: Seller, id: number) =>
    orderResponse.parse(ok(await s.get(path(ORDERS_PATHS.detail(id))))).data;
  async function walk(s: Seller, id: number, statuses: OrderStatus[]) {
    for (const to of statuses) {
      ok(await s.post(path(ORDERS_PATHS.status(id)), { to, version: (await detail(s, id)).version }));
    }
  }
  const toCompleted: OrderStatus[] = ['processing', 'confirmed', 'shipped', 'completed'];

  async function paidCardOrder(s: Seller) {
    const body = placement(s.id, s.productId, { payment: { method: 'card_online' }, quantity: 2 });
    const id = ok<{ data: { id: number } }>(await gateway(t, MARKETPLACE_PATHS.orders, body), 201).data.id;
    const order = await detail(s, id);
    ok(await gateway(t, MARKETPLACE_PATHS.payment(body.external_id), { amount: order.total }));
    return id;
  }

  it('a completed card order credits main with the total less the commission, once, with its line in the history', async () => {
    const s = await seller(t);
    const other = await seller(t);
    const id = await paidCardOrder(s);
    const order = await detail(s, id);
    expect(order.commission).toBeGreaterThan(0);
    expect((await main(s)).balance).toBe(0);

    await walk(s, id, toCompleted);
    const after = await main(s);
    expect(after.balance).toBe(order.supplier_receives);
    expect(after.data[0]).toMatchObject({
      type: 'order_income',
      title: 'Оплата замовлення',
      amount: order.supplier_receives,
    });
    expect(after.data[0]!.description).toContain(`Замовлення №${order.number}`);
    expect((await main(other)).balance).toBe(0);
    // completed is final for the way forward: no second credit is possible
    const again = await s.post(path(ORDERS_PATHS.status(id)), {
      to: 'completed',
      version: (await detail(s, id)).version,
    });
    expect(again.statusCode).toBe(422);
    expect((await main(s)).balance).toBe(order.supplier_receives);
    expect((await checkLedgerInvariants(t.database.db)).problems).toEqual([]);
  });

  it('a COD order never touches the ledger', async () => {
    const s = await seller(t);
    const id = await placeOrder(t, s);
    await walk(s, id, toCompleted);
    expect((await detail(s, id)).payment.status).toBe('paid');
    expect((await main(s)).balance).toBe(0);
  });

  it('a return after completion takes the money back', async () => {
    const s = await seller(t);
    const id = await paidCardOrder(s);
    const receives = (await detail(s, id)).supplier_receives;
    await walk(s, id, toCompleted);
    expect((await main(s)).balance).toBe(receives);
    await walk(s, id, ['returned']);
    const after = await main(s);
    expect(after.balance).toBe(0);
    expect(after.data[0]).toMatchObject({ type: 'order_reversal', amount: -receives });
    expect((await checkLedgerInvariants(t.database.db)).problems).toEqual([]);
  });

  it('a return when main holds less takes what is there and records the rest as owed', async () => {
    const s = await seller(t);
    const first = await paidCardOrder(s);
    await walk(s, first, toCompleted);
    const credited = (await main(s)).balance;
    // the money left main meanwhile (a transfer to the services balance)
    const moved = await t.call({
      method: 'POST',
      url: '/api/v1/customers/balances/balance-transfer',
      token: s.token,
      payload: { amount: Math.round((credited - 10) * 100) / 100, transfer_direction: 'transfer_from_main' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await walk(s, first, ['returned']);
    const after = await main(s);
    expect(after.balance).toBe(0);
    expect(after.data[0]).toMatchObject({ type: 'order_reversal', amount: -10 });
    expect(after.data[0]!.description).toContain('не вистачило');
    expect((await checkLedgerInvariants(t.database.db)).problems).toEqual([]);
  });
});
