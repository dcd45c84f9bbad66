import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { StorefrontInboxResponse } from '@supplier/contracts/marketplace';
import type { MainBalanceResponse } from '@supplier/contracts/money-balances';
import type { OrderDetail, OrderListItem, OrdersQuery } from '@supplier/contracts/orders';
import type { ReturnCounts, ReturnDetail } from '@supplier/contracts/returns';
import { API_HEADERS, loginViaApi, signInViaApi, type StoredUser } from '../support/auth';

/**
 * `Повернення` (issue 33) against the built product: a buyer's request from the storefront
 * simulator arrives live in the open list, is accepted, its Nova Poshta return waybill is made,
 * the carrier's tracking brings it back and the stock and the balance change; a refusal with a
 * reason reaches the storefront; the phone layout and the English texts.
 */

let user: StoredUser;
const auth = () => ({ ...API_HEADERS, authorization: `Bearer ${user.token}` });
const API = '/api/admin-suppliers/v1';

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API}${path}`, { headers: auth() });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

const returnCounts = async (request: APIRequestContext) =>
  (await get<{ data: ReturnCounts }>(request, '/returns/counts')).data;
const returnOf = async (request: APIRequestContext, id: number) =>
  (await get<{ data: ReturnDetail }>(request, `/returns/${id}`)).data;
const orderOf = async (request: APIRequestContext, id: number) =>
  (await get<{ data: OrderDetail }>(request, `/orders/${id}`)).data;
const stockOf = async (request: APIRequestContext, productId: number) =>
  (await get<{ data: { stock: number } }>(request, `/products/${productId}`)).data.stock;
const mainBalance = async (request: APIRequestContext) =>
  get<MainBalanceResponse>(request, '/customer/account/balance');

async function listOrders(request: APIRequestContext, query: OrdersQuery): Promise<OrderListItem[]> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return (await get<{ data: OrderListItem[] }>(request, `/orders?${params}`)).data;
}

/** The storefront simulator's dev route asks to return an order (the newest completed one when none is named). */
async function simulateReturn(
  request: APIRequestContext,
  body: { order_id?: number; kind?: 'return' | 'exchange' } = {},
): Promise<{ id: number; number: string; order_id: number }> {
  const response = await request.post('/api/dev/simulate/returns', { data: { supplier_id: user.data.id, ...body } });
  expect(response.ok(), `POST /api/dev/simulate/returns: ${await response.text()}`).toBeTruthy();
  const { requested } = (await response.json()) as { requested: { id: number; number: string; order_id: number }[] };
  expect(requested.length, 'the gateway took the request').toBe(1);
  return requested[0]!;
}

/**
 * A card-paid Nova Poshta order the buyer received: placed and paid through the storefront,
 * accepted, sent with a waybill, and delivered by the carrier (its tracking completes it).
 */
async function completedCardOrder(request: APIRequestContext): Promise<OrderDetail> {
  const card = await request.put(`${API}/payment-methods/card_online`, { headers: auth(), data: { enabled: true } });
  expect(card.ok(), await card.text()).toBeTruthy();
  let paid: OrderListItem | undefined;
  await expect(async () => {
    const placed = await request.post('/api/dev/simulate/orders', { data: { supplier_id: user.data.id, count: 6 } });
    expect(placed.ok(), await placed.text()).toBeTruthy();
    paid = (
      await listOrders(request, {
        tab: 'new',
        payment_method: 'card_online',
        payment_status: 'paid',
        delivery_method: 'novaposhta',
      })
    )[0];
    expect(paid).toBeDefined();
  }).toPass({ timeout: 30_000 });
  const moved = await request.post(`${API}/orders/${paid!.id}/status`, {
    headers: auth(),
    data: { to: 'processing', version: (await orderOf(request, paid!.id)).version },
  });
  expect(moved.ok(), await moved.text()).toBeTruthy();
  const waybill = await request.post(`${API}/orders/${paid!.id}/waybill`, {
    headers: auth(),
    data: { version: (await orderOf(request, paid!.id)).version, weight: 1, length: 30, width: 20, height: 10 },
  });
  expect(waybill.ok(), await waybill.text()).toBeTruthy();
  const ttn = (await orderOf(request, paid!.id)).delivery.ttn!;
  await carrierMoves(request, ttn, '4');
  await carrierMoves(request, ttn, '9');
  await expect.poll(async () => (await orderOf(request, paid!.id)).status).toBe('completed');
  return orderOf(request, paid!.id);
}

/** Resolves once the private-returns channel is authorized (the page listens for return events). */
function returnsChannelAuthorized(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/broadcasting/auth') &&
      decodeURIComponent(response.request().postData() ?? '').includes(`private-returns.${user.data.id}`) &&
      response.ok(),
  );
}

const row = (page: Page, id: number) => page.locator(`[data-testid="return-row"][data-return-id="${id}"]`);

/** Nova Poshta moves the return parcel (the local carrier's dev route); the tracking job reads it at once. */
async function carrierMoves(request: APIRequestContext, ttn: string, code: string) {
  const response = await request.post(`/api/dev/novaposhta/waybills/${ttn}/status`, { data: { code } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  user = await loginViaApi(request);
});

test('a request arrives live, is accepted, its return waybill is made, tracking brings it back: stock and balance change', async ({
  page,
  request,
}) => {
  await signInViaApi(page, request);
  const authorized = returnsChannelAuthorized(page);
  await page.goto('/returns');
  await expect(page).toHaveTitle('Постачальники: Повернення');
  await expect(page.getByTestId('side-menu').getByRole('link', { name: /^Повернення/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('returns-tab-requested')).toHaveAttribute('aria-selected', 'true');
  await authorized;
  const loads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));

  // the subscription is confirmed over the socket just after its authorization: ask again if early
  await expect(async () => {
    const early = await simulateReturn(request);
    await expect(row(page, early.id)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });

  // a card-paid order the buyer received (made after the request above, which took the newest completed one)
  const order = await completedCardOrder(request);
  const item = order.items.find((line) => line.product_id !== null)!;
  expect(item, 'the order holds a catalogue product').toBeDefined();
  const before = await returnCounts(request);
  const stockBefore = await stockOf(request, item.product_id!);
  const balanceBefore = await mainBalance(request);
  const asked = await simulateReturn(request, { order_id: order.id, kind: 'return' });
  await expect(row(page, asked.id)).toBeVisible();
  await expect(page.getByTestId('returns-tab-count-requested')).toHaveText(
    (before.requested + 1).toLocaleString('uk-UA'),
  );
  expect(loads).toEqual([]);

  // the list finds it by the order's number
  await page.getByTestId('returns-tab-all').click();
  await page.getByTestId('returns-search').fill(order.number);
  await expect(page).toHaveURL(new RegExp(`search=${order.number}`));
  await expect(page.getByTestId('return-row')).toHaveCount(1);

  await row(page, asked.id).getByTestId('return-link').click();
  await expect(page).toHaveURL(new RegExp(`/returns/${asked.id}$`));
  const detail = page.getByTestId('return-detail');
  await expect(detail).toHaveAttribute('data-status', 'requested');
  await expect(page.getByTestId('return-order-link')).toHaveAttribute('href', `/orders/${order.id}`);
  await expect(page.getByTestId('return-buyer').getByTestId('buyer-orders')).toBeVisible();
  const saved = await returnOf(request, asked.id);
  await expect(page.getByTestId('return-item')).toHaveCount(saved.items.length);

  await page.getByTestId('return-action-accept').click();
  await page.getByTestId('return-accept-submit').click();
  await expect(page.getByTestId('return-accept-dialog')).toHaveCount(0);
  await expect(detail).toHaveAttribute('data-status', 'accepted');
  // the return waybill follows the acceptance (Nova Poshta's return of the order's own TTN)
  const ttn = page.getByTestId('return-waybill-ttn');
  await expect(ttn).toHaveText(/^\d{14}$/);
  const number = (await ttn.textContent())!;
  await expect(page.locator('[data-testid="return-event"][data-type="waybill_created"]')).toHaveCount(1);

  await carrierMoves(request, number, '5');
  await expect(detail).toHaveAttribute('data-status', 'in_transit');
  await expect(page.getByTestId('return-tracking')).not.toBeEmpty();
  await carrierMoves(request, number, '9');
  // a card payment goes back through the ledger on receipt: received and refunded in one step
  await expect(detail).toHaveAttribute('data-status', 'refunded');
  await expect(page.getByTestId('return-refunded')).toContainText(saved.amount_format);
  const history = await returnOf(request, asked.id);
  expect(history.history.map((event) => event.type)).toEqual(
    expect.arrayContaining(['requested', 'accepted', 'waybill_created', 'in_transit', 'received', 'refunded']),
  );
  expect(history.history.find((event) => event.type === 'accepted')?.user).not.toBeNull();

  const returned = saved.items
    .filter((line) => line.product_id === item.product_id)
    .reduce((sum, line) => sum + line.quantity, 0);
  expect(await stockOf(request, item.product_id!)).toBe(stockBefore + returned);
  const balanceAfter = await mainBalance(request);
  expect(balanceAfter.balance).toBeLessThan(balanceBefore.balance);
  await page.goto('/payments/balances/main-balance');
  await expect(page.getByTestId('main-balance-amount')).toHaveText(balanceAfter.balance_format);
});

test('two people at once: a decision someone else made first is said in words and the request shown afresh; the dashboard counts returns', async ({
  page,
  request,
}) => {
  const asked = await simulateReturn(request);
  await signInViaApi(page, request);
  await page.goto(`/returns/${asked.id}`);
  await page.getByTestId('return-action-refuse').click();
  const dialog = page.getByTestId('return-refuse-dialog');
  await dialog.getByTestId('return-refuse-reason').fill('Товар без бірок, повернути не можна.');
  // meanwhile another person of the shop cancels it
  const cancelled = await request.post(`${API}/returns/${asked.id}/cancel`, {
    headers: auth(),
    data: { version: (await returnOf(request, asked.id)).version },
  });
  expect(cancelled.ok(), await cancelled.text()).toBeTruthy();
  await dialog.getByTestId('return-refuse-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('return-detail')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('return-conflict')).toContainText('Заявку щойно змінила інша людина');
  expect((await returnOf(request, asked.id)).status).toBe('cancelled');

  const figures = await get<{ data: { requests: { value: number } } }>(request, '/dashboard/returns?period=7d');
  expect(figures.data.requests.value).toBeGreaterThan(0);
  await page.goto('/dashboard/statistics?period=7d');
  // the period's statistics take their time on a loaded machine; the returns' figures come with them
  await expect(page.getByTestId('dashboard-returns-count')).toHaveText(String(figures.data.requests.value), {
    timeout: 30_000,
  });
  await expect(page.getByTestId('dashboard-returns-reasons').getByRole('listitem').first()).toBeVisible();
});

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a refusal with a reason reaches the storefront; cards, nothing scrolls sideways', async ({ page, request }) => {
    const asked = await simulateReturn(request);
    await signInViaApi(page, request);
    await page.goto('/returns');
    await expect(page.getByTestId('returns-cards')).toBeVisible();
    await expect(row(page, asked.id)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await row(page, asked.id).getByTestId('return-link').click();

    await page.getByTestId('return-action-refuse').click();
    const dialog = page.getByTestId('return-refuse-dialog');
    await dialog.getByTestId('return-refuse-reason').fill('Ні');
    await dialog.getByTestId('return-refuse-submit').click();
    await expect(dialog.getByTestId('return-refuse-problem')).toContainText('щонайменше 10 символів');
    const reason = 'На фото видно сліди носіння, такий товар повернути не можна.';
    await dialog.getByTestId('return-refuse-reason').fill(reason);
    await dialog.getByTestId('return-refuse-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('return-detail')).toHaveAttribute('data-status', 'refused');
    await expect(page.getByTestId('return-refusal')).toContainText(reason);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await expect
      .poll(
        async () => {
          const response = await request.get('/api/dev/storefront/inbox?type=return.status_changed');
          const inbox = (await response.json()) as StorefrontInboxResponse;
          const told = inbox.data.find(
            (event) => event.data.status === 'refused' && event.data.refusal_reason === reason,
          );
          return told?.data.refusal_reason ?? null;
        },
        { timeout: 20_000 },
      )
      .toBe(reason);
  });
});

test.describe('in English', () => {
  test('the list and a request speak English; cancelling asks first', async ({ page, request }) => {
    const asked = await simulateReturn(request);
    await signInViaApi(page, request);
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto('/returns?tab=all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Returns');
    await expect(page.getByTestId('returns-tab-all')).toContainText('All');
    await expect(page.getByTestId('returns-tab-requested')).toContainText('New request');
    await row(page, asked.id).getByTestId('return-link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Return No. ${asked.number}`);
    await expect(page.getByTestId('return-action-accept')).toHaveText('Accept the return');
    await expect(page.getByTestId('return-back')).toHaveText('Back to returns');
    await page.getByTestId('return-action-cancel').click();
    await expect(page.getByTestId('confirm-dialog')).toContainText(`Cancel request No. ${asked.number}?`);
    await page.getByTestId('confirm-action').click();
    await expect(page.getByTestId('return-detail')).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByTestId('return-status').first()).toHaveText('Cancelled');
    expect((await returnOf(request, asked.id)).status).toBe('cancelled');
  });
});
