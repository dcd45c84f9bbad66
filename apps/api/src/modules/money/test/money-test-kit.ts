/** Helpers for the money tests: suppliers signed in directly, top-ups through the local checkout. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ConfigInput } from '../../../config';
import { suppliers } from '../../../db/schema';
import type { AppOptions } from '../../../app';
import type { TestContext } from '../../../test/app';
import { tokensRepository } from '../../identity/tokens.repository';
import { useClockedApp, type TestClock } from '../../identity/testing';
import { checkLedgerInvariants } from '../ledger/ledger-invariants.repository';

export const TEST_LOCAL_PAYMENTS_KEY = 'test-local-payments-private-key';

export type MoneyTestContext = TestContext & { clock: TestClock };

/** The app on a fresh database with the local payment driver and a hand-moved clock. */
export function useMoneyApp(env: ConfigInput = {}, drivers: AppOptions['drivers'] = {}): MoneyTestContext {
  return useClockedApp({ DATA_DIR: 'memory://', LOCAL_PAYMENTS_PRIVATE_KEY: TEST_LOCAL_PAYMENTS_KEY, ...env }, drivers);
}

export interface TestSupplier {
  id: number;
  token: string;
}

let phones = 0;

/** Inserts a supplier (optionally invited by `referrerId`) and signs it in. */
export async function createSupplier(
  t: TestContext,
  options: { referrerId?: number; firstname?: string; lastname?: string } = {},
): Promise<TestSupplier> {
  phones += 1;
  const telephone = `+38093${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(4, '0')}`;
  const [row] = await t.database.db
    .insert(suppliers)
    .values({
      firstname: options.firstname ?? 'Олена',
      lastname: options.lastname ?? 'Коваленко',
      telephone,
      isConfirmTelephone: true,
      referrerId: options.referrerId ?? null,
    })
    .returning({ id: suppliers.id });
  const token = await tokensRepository(t.database.db).issue(row!.id, {});
  return { id: row!.id, token };
}

let keys = 0;
/** A fresh Idempotency-Key. */
export function newKey(): string {
  keys += 1;
  return `test-${process.pid}-${keys}-${Date.now()}`;
}

/** POST up-balance: the checkout url of a new payment. */
export async function startTopUp(t: TestContext, who: TestSupplier, amount: number): Promise<string> {
  const response = await t.call({
    method: 'POST',
    url: '/api/admin-suppliers/v1/customer/account/up-balance',
    token: who.token,
    payload: { amount },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { url: string }).url;
}

/** The path (under the API) of a checkout url the local driver answered. */
export function checkoutPath(url: string): string {
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/api\/payments\/local\/checkout\/tp_[\w-]+$/);
  return path;
}

/** Presses a button on the local checkout page, as the browser does (form post, no X-SESSION). */
export async function pressCheckout(
  t: TestContext,
  url: string,
  decision: 'pay' | 'cancel',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: checkoutPath(url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

/** Tops `main` up through the whole local checkout path. */
export async function topUp(t: TestContext, who: TestSupplier, amount: number): Promise<void> {
  const url = await startTopUp(t, who, amount);
  const paid = await pressCheckout(t, url, 'pay');
  expect(paid.statusCode, paid.body).toBe(303);
}

/** Both balances (hryvnias) as the API answers them. */
export async function balances(t: TestContext, who: TestSupplier): Promise<{ main: number; services: number }> {
  const [main, services] = await Promise.all([
    t.call({ method: 'GET', url: '/api/admin-suppliers/v1/customer/account/balance', token: who.token }),
    t.call({ method: 'GET', url: '/api/v1/customers/balances/service-balance', token: who.token }),
  ]);
  expect(main.statusCode, main.body).toBe(200);
  expect(services.statusCode, services.body).toBe(200);
  return {
    main: (main.json() as { balance: number }).balance,
    services: (services.json() as { data: { balance: number } }).data.balance,
  };
}

export async function transfer(
  t: TestContext,
  who: TestSupplier,
  payload: Record<string, unknown>,
  key?: string,
): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'POST',
    url: '/api/v1/customers/balances/balance-transfer',
    token: who.token,
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

/** Asserts every ledger invariant holds. */
export async function expectLedgerInvariants(t: TestContext): Promise<void> {
  const report = await checkLedgerInvariants(t.database.db);
  expect(report.problems).toEqual([]);
}
