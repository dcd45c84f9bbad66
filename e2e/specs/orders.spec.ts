import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OrderCounts, OrderDetail, OrderListItem, OrdersQuery } from '@supplier/contracts/orders';
import { API_HEADERS, loginViaApi, signInViaApi, type StoredUser } from '../support/auth';

/**
 * `Замовлення` (issue 12) against the built product: the demo supplier's seeded orders in the
 * list with its tab counts, an order from the storefront simulator arriving live, accepting and
 * cancelling on the order page, search by phone, and the phone layout.
 */

let user: StoredUser;
const auth = () => ({ ...API_HEADERS, authorization: `Bearer ${user.token}` });

async function listOrders(request: APIRequestContext, query: OrdersQuery): Promise<OrderListItem[]> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`/api/admin-suppliers/v1/orders?${params}`, { headers: auth() });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: OrderListItem[] }).data;
}

async function counts(request: APIRequestContext): Promise<OrderCounts> {
  const response = await request.get('/api/admin-suppliers/v1/orders/counts', { headers: auth() });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: OrderCounts }).data;
}

async function order(request: APIRequestContext, id: number): Promise<OrderDetail> {
  const response = await request.get(`/api/admin-suppliers/v1/orders/${id}`, { headers: auth() });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: OrderDetail }).data;
}

/** The storefront simulator's dev route places `count` orders for the demo supplier, as a buyer would. */
async function simulateOrders(request: APIRequestContext, count = 1): Promise<void> {
  const response = await request.post('/api/dev/simulate/orders', { data: { supplier_id: user.data.id, count } });
  expect(response.ok(), `POST /api/dev/simulate/orders (DEV_TOOLS=true?): ${await response.text()}`).toBeTruthy();
}

/** Resolves once the private-orders channel is authorized (the page listens for order events). */
function ordersChannelAuthorized(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/broadcasting/auth') &&
      decodeURIComponent(response.request().postData() ?? '').includes(`private-orders.${user.data.id}`) &&
      response.ok(),
  );
}

const row = (page: Page, number: string) => page.locator(`[data-testid="order-row"][data-number="${number}"]`);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  user = await loginViaApi(request);
});

test('list: the demo orders show with number, buyer, total and status; the tabs count them', async ({
  page,
  request,
}) => {
  await signInViaApi(page, request);
  await page.goto('/orders');
  await expect(page).toHaveTitle('Постачальники: Замовлення');
  await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Замовлення' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const expected = await counts(request);
  expect(expected.all).toBeGreaterThan(100);
  for (const tab of ['new', 'processing', 'shipped', 'completed', 'cancelled', 'returned', 'all'] as const) {
    await expect(page.getByTestId(`orders-tab-count-${tab}`)).toHaveText(expected[tab].toLocaleString('uk-UA'));
  }
  // with new orders waiting and no tab named, the list opens on «Нові»
  expect(expected.new).toBeGreaterThan(0);
  await expect(page).toHaveURL(/tab=new/);
  await expect(page.getByTestId('orders-tab-new')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('orders-tab-all').click();
  const [first] = await listOrders(request, { tab: 'all', per_page: 1 });
  const firstRow = row(page, first!.number);
  await expect(firstRow).toContainText(`№ ${first!.number}`);
  await expect(firstRow).toContainText(first!.buyer.name);
  await expect(firstRow).toContainText(first!.total_format);

  // keyset pages: the next page follows the server's cursor
  await page.getByTestId('orders-next').click();
  await expect(page.getByText('Сторінка 2')).toBeVisible();
  await expect(firstRow).toHaveCount(0);
  await page.getByTestId('orders-previous').click();
  await expect(firstRow).toBeVisible();

  await page.getByTestId('orders-tab-cancelled').click();
  await expect(page).toHaveURL(/tab=cancelled/);
  // The previous tab's rows stay (dimmed) until the new ones arrive: wait for the tab's own rows.
  await expect
    .poll(async () => [...new Set(await page.getByTestId('order-status').allTextContents())])
    .toEqual(['Скасоване']);
});

test('live: an order placed through the storefront simulator appears in the list without a reload', async ({
  page,
  request,
}) => {
  await signInViaApi(page, request);
  const authorized = ordersChannelAuthorized(page);
  await page.goto('/orders');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await authorized;
  const before = await counts(request);
  const loads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));

  // the subscription is confirmed over the socket just after its authorization: place another if early
  let number = '';
  await expect(async () => {
    await simulateOrders(request);
    [{ number }] = (await listOrders(request, { tab: 'all', per_page: 1 })) as [OrderListItem];
    await expect(row(page, number)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const after = await counts(request);
  expect(after.all).toBeGreaterThan(before.all);
  await expect(page.getByTestId('orders-tab-count-all')).toHaveText(after.all.toLocaleString('uk-UA'));
  expect(loads).toEqual([]);
});

test('detail: open a new order and accept it; the status moves and the history says who did it', async ({
  page,
  request,
}) => {
  const [target] = await listOrders(request, { tab: 'new', per_page: 1 });
  await signInViaApi(page, request);
  await page.goto('/orders?tab=new');
  await row(page, target!.number).getByTestId('order-link').click();
  await expect(page).toHaveURL(new RegExp(`/orders/${target!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Замовлення № ${target!.number}`);

  const detail = await order(request, target!.id);
  const buyer = page.getByTestId('order-buyer');
  await expect(buyer.getByTestId('call-link')).toHaveAttribute('href', `tel:${detail.buyer.phone}`);
  const items = page.getByTestId('order-item');
  await expect(items).toHaveCount(detail.items.length);
  await expect(items.first()).toContainText(detail.items[0]!.sku);
  await expect(page.getByTestId('order-receives')).toHaveText(detail.supplier_receives_format);
  // only the moves the status machine allows from `new`
  await expect(page.getByTestId('order-actions').getByRole('button')).toHaveText(['Прийняти', 'Скасувати замовлення']);

  const events = await page.getByTestId('order-event').count();
  await page.getByTestId('order-action-processing').click();
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'processing');
  await expect(page.getByTestId('order-detail').getByTestId('order-status').first()).toHaveText('В обробці');
  await expect(page.getByTestId('order-event')).toHaveCount(events + 1);
  const saved = await order(request, target!.id);
  expect(saved.status).toBe('processing');
  const last = saved.history.at(-1)!;
  expect(last).toMatchObject({ type: 'status_changed', actor: 'panel' });
  const shown = page.getByTestId('order-event').last();
  await expect(shown).toHaveAttribute('data-type', 'status_changed');
  await expect(shown).toContainText(last.text);
  await expect(shown).toContainText(last.user?.name ?? 'Панель');
  await expect(page.getByTestId('order-action-confirmed')).toBeVisible();
});

test('detail: a change someone else made first gets a clear message and the fresh order (409)', async ({
  page,
  request,
}) => {
  const [target] = await listOrders(request, { tab: 'new', per_page: 1 });
  await signInViaApi(page, request);
  // No live updates on this page: the other manager's change must not reach it before the click.
  await page.routeWebSocket(/\/app\//, () => undefined);
  await page.goto(`/orders/${target!.id}`);
  await expect(page.getByTestId('order-action-processing')).toBeVisible();
  // another manager accepts it meanwhile
  const stale = await order(request, target!.id);
  const accepted = await request.post(`/api/admin-suppliers/v1/orders/${target!.id}/status`, {
    headers: auth(),
    data: { to: 'processing', version: stale.version },
  });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();

  await page.getByTestId('order-action-processing').click();
  await expect(page.getByTestId('order-action-problem')).toContainText('Замовлення щойно змінили');
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'processing');
  await expect(page.getByTestId('order-action-confirmed')).toBeVisible();
});

test('detail: cancelling asks for a reason from the list and keeps it on the order', async ({ page, request }) => {
  const [target] = await listOrders(request, { tab: 'new', per_page: 1 });
  await signInViaApi(page, request);
  await page.goto(`/orders/${target!.id}`);
  await page.getByTestId('order-action-cancelled').click();
  const dialog = page.getByTestId('cancel-order-dialog');
  await dialog.getByTestId('cancel-confirm').click();
  await expect(dialog.getByRole('alert')).toHaveText('Оберіть причину скасування.');
  await dialog.getByTestId('cancel-reason').selectOption({ label: 'Немає в наявності' });
  await dialog.getByTestId('cancel-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('order-cancel-reason')).toContainText('Немає в наявності');
  await expect(page.getByText('Статус цього замовлення вже не змінюється.')).toBeVisible();
  const saved = await order(request, target!.id);
  expect(saved).toMatchObject({ status: 'cancelled', cancel_reason: 'out_of_stock' });
});

test('waybill and tracking: create the Nova Poshta TTN, then the carrier moves the order live to completed', async ({
  page,
  request,
}) => {
  const [target] = await listOrders(request, {
    tab: 'new',
    delivery_method: 'novaposhta',
    has_ttn: 'false',
    per_page: 1,
  });
  await signInViaApi(page, request);
  const authorized = ordersChannelAuthorized(page);
  await page.goto(`/orders/${target!.id}`);
  await authorized;
  const delivery = page.getByTestId('order-delivery');
  await delivery.getByTestId('waybill-create').click();
  const dialog = page.getByTestId('waybill-dialog');
  // the products' weight and names are shown before the call, editable
  const [line] = (await order(request, target!.id)).items;
  await expect.poll(() => dialog.getByTestId('waybill-contents').inputValue()).toContain(line!.name.slice(0, 40));
  await expect(dialog.getByTestId('waybill-weight')).toHaveValue(/^\d+(,\d+)?$/);
  await dialog.getByTestId('waybill-weight').fill('0');
  await dialog.getByTestId('waybill-submit').click();
  await expect(dialog.getByTestId('waybill-weight')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByTestId('waybill-weight').fill('2,5');
  await dialog.getByTestId('waybill-submit').click();
  await expect(dialog).toHaveCount(0);

  const ttn = page.getByTestId('order-detail-ttn');
  await expect(ttn).toHaveText(/^\d{14}$/);
  const number = (await ttn.textContent())!;
  await expect(page.getByTestId('order-event').last()).toContainText(`Створено ТТН ${number}`);
  await expect(delivery.getByTestId('waybill-delete')).toBeVisible();
  const download = page.waitForEvent('download');
  await delivery.getByTestId('waybill-sticker').click();
  expect((await download).suggestedFilename()).toBe(`ttn-${number}.pdf`);

  // Nova Poshta takes the parcel, then it is received: the tracking job moves the order, live
  const jump = async (code: string) => {
    const response = await request.post(`/api/dev/novaposhta/waybills/${number}/status`, { data: { code } });
    expect(response.ok(), await response.text()).toBeTruthy();
  };
  await jump('4');
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'shipped');
  await expect(page.getByTestId('order-tracking')).toHaveText('Відправлення у місті відправника');
  await expect(delivery.getByTestId('waybill-delete')).toHaveCount(0);
  await jump('9');
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId('order-tracking')).toHaveText('Відправлення отримано');
  const saved = await order(request, target!.id);
  expect(saved.history.filter((event) => event.actor === 'carrier').length).toBeGreaterThanOrEqual(3);

  // the list finds the order by its TTN
  await page.goto('/orders?tab=all');
  await page.getByTestId('orders-search').fill(number);
  await expect(page).toHaveURL(new RegExp(`search=${number}`));
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(row(page, target!.number)).toBeVisible();
});

test('bulk: tick orders, print their pick list and packing slips, create their waybills with an outcome each', async ({
  page,
  request,
}) => {
  const picked = await listOrders(request, { tab: 'processing', per_page: 2 });
  expect(picked.length).toBe(2);
  await signInViaApi(page, request);
  await page.goto('/orders?tab=processing');
  for (const target of picked) await row(page, target.number).getByTestId('order-select').check();
  await expect(page.getByTestId('orders-bulk-count')).toHaveText('Вибрано: 2');

  await page.getByTestId('orders-bulk-pick-list').click();
  await expect(page).toHaveURL(/\/orders\/print\?kind=pick/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Лист збору');
  const units = (await Promise.all(picked.map((target) => order(request, target.id)))).flatMap((o) => o.items);
  const lines = page.getByTestId('pick-line');
  await expect(lines.first()).toBeVisible();
  const quantities = await lines.locator('td:nth-child(4)').allTextContents();
  expect(quantities.reduce((sum, text) => sum + Number(text), 0)).toBe(
    units.reduce((sum, item) => sum + item.quantity, 0),
  );

  await page.goBack();
  for (const target of picked) await row(page, target.number).getByTestId('order-select').check();
  await page.getByTestId('orders-bulk-slips').click();
  await expect(page.getByTestId('packing-slip')).toHaveCount(2);
  await expect(page.getByTestId('packing-slip').first()).toContainText(`№ ${picked[0]!.number}`);

  await page.goBack();
  await page.getByTestId('orders-select-page').check();
  await page.getByTestId('orders-bulk-waybills').click();
  const results = page.getByTestId('orders-bulk-results');
  await expect(results.getByTestId('orders-bulk-result').first()).toBeVisible();
  const shown = await results.getByTestId('orders-bulk-result').count();
  expect(shown).toBeGreaterThan(0);
  await expect(results).toContainText(/Створено: \d+, не вдалося: \d+\./);
});

test('bulk: tick new orders, export just them, then accept them all at once', async ({ page, request }) => {
  await simulateOrders(request, 2);
  const fresh = await listOrders(request, { tab: 'new', per_page: 2 });
  expect(fresh.length).toBe(2);
  await signInViaApi(page, request);
  await page.goto('/orders?tab=new');
  for (const target of fresh) await row(page, target.number).getByTestId('order-select').check();

  const downloading = page.waitForEvent('download');
  await page.getByTestId('orders-bulk-export-csv').click();
  const chunks = (await (await (await downloading).createReadStream()).toArray()) as Buffer[];
  const lines = Buffer.concat(chunks).toString('utf8').trim().split('\r\n');
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[0])
      .sort(),
  ).toEqual(fresh.map((o) => o.number).sort());

  await page.getByTestId('orders-bulk-accept').click();
  const results = page.getByTestId('orders-bulk-results');
  await expect(results).toContainText('Прийнято: 2, не вдалося: 0.');
  await expect(results.getByTestId('orders-bulk-result')).toHaveCount(2);
  await results.getByRole('button', { name: 'Закрити' }).first().click();
  for (const target of fresh) await expect(row(page, target.number)).toHaveCount(0);
  for (const target of fresh) expect((await order(request, target.id)).status).toBe('processing');
});

test('bulk by keyboard: accept, then confirm and ship several orders at once; the keys sheet', async ({
  page,
  request,
}) => {
  await simulateOrders(request, 3);
  const fresh = await listOrders(request, { tab: 'new', per_page: 3 });
  expect(fresh.length).toBe(3);
  await signInViaApi(page, request);
  await page.goto('/orders');
  await expect(page).toHaveURL(/tab=new/);
  await expect(row(page, fresh[2]!.number)).toBeVisible();

  // «?» lists the keys; then j brings the focus to the first order, x ticks, a accepts the ticked
  await page.keyboard.press('?');
  const sheet = page.getByTestId('orders-keyboard-sheet');
  await expect(sheet.getByTestId('orders-shortcut')).toHaveCount(8);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await page.keyboard.press('j');
  await expect(row(page, fresh[0]!.number).getByTestId('order-link')).toBeFocused();
  for (const key of ['x', 'j', 'x', 'j', 'x']) await page.keyboard.press(key);
  await expect(page.getByTestId('orders-bulk-count')).toHaveText('Вибрано: 3');
  await page.keyboard.press('a');
  const results = page.getByTestId('orders-bulk-results');
  await expect(results).toContainText('Прийнято: 3, не вдалося: 0.');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('orders-bulk-bar')).toHaveCount(0);

  // confirm all three at once, then ship the ones a carrier takes (self-pickup waits at the branch instead)
  await page.getByTestId('orders-tab-processing').click();
  for (const target of fresh) await row(page, target.number).getByTestId('order-select').check();
  await page.getByTestId('orders-bulk-confirmed').click();
  await expect(results).toContainText('Змінено: 3, не вдалося: 0.');
  await results.getByRole('button', { name: 'Закрити' }).first().click();
  await expect(page.getByTestId('orders-bulk-bar')).toHaveCount(0);
  for (const target of fresh) expect((await order(request, target.id)).status).toBe('confirmed');

  const shipping = fresh.filter((target) => target.delivery.carrier !== 'pickup');
  for (const target of fresh) await row(page, target.number).getByTestId('order-select').check();
  if (shipping.length > 0) {
    await expect(page.getByTestId('orders-bulk-shipped')).toHaveAccessibleName(
      `Відправити (замовлень: ${shipping.length})`,
    );
    await page.getByTestId('orders-bulk-shipped').click();
    await expect(results).toContainText(`Змінено: ${shipping.length}, не вдалося: 0.`);
    await results.getByRole('button', { name: 'Закрити' }).first().click();
  }
  // the orders not shipped (self-pickup) stay ticked
  await expect(page.getByTestId('orders-bulk-count')).toHaveCount(shipping.length === fresh.length ? 0 : 1);
  for (const target of fresh) {
    expect((await order(request, target.id)).status).toBe(
      target.delivery.carrier === 'pickup' ? 'confirmed' : 'shipped',
    );
  }
});

test('items: change a quantity and add a product before shipment; totals follow and the history says so', async ({
  page,
  request,
}) => {
  const candidates = await listOrders(request, { tab: 'new', payment_status: 'pending', per_page: 10 });
  let target: OrderDetail | undefined;
  for (const candidate of candidates) {
    const detail = await order(request, candidate.id);
    if (!detail.can_edit_items || detail.items.some((item) => item.product_id === null)) continue;
    // One more of the first item is taken from its stock: the earlier specs may have sold it out.
    const first = await request.get(`/api/admin-suppliers/v1/products/${detail.items[0]!.product_id}`, {
      headers: auth(),
    });
    if (first.ok() && ((await first.json()) as { data: { stock: number } }).data.stock > 0) {
      target = detail;
      break;
    }
  }
  expect(target, 'a new unpaid order of the demo supplier whose first product is in stock').toBeDefined();
  await signInViaApi(page, request);
  await page.goto(`/orders/${target!.id}`);
  await page.getByTestId('order-items-edit').click();
  const dialog = page.getByTestId('edit-items-dialog');
  const quantity = dialog.getByTestId('edit-item-quantity').first();
  await quantity.fill('0');
  await dialog.getByTestId('edit-items-save').click();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  const wanted = target!.items[0]!.quantity + 1;
  await quantity.fill(String(wanted));
  await dialog.getByTestId('edit-items-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('order-item').first()).toContainText(`${wanted} ×`);
  await expect(page.getByTestId('order-event').last()).toContainText('Змінено товари');
  const saved = await order(request, target!.id);
  expect(saved.items[0]!.quantity).toBe(wanted);
  expect(saved.total).toBeCloseTo(target!.total + target!.items[0]!.price, 2);

  const products = await request.get(
    '/api/admin-suppliers/v1/products?status=active&availability=in_stock&stock_min=1&per_page=50',
    {
      headers: auth(),
    },
  );
  expect(products.ok(), await products.text()).toBeTruthy();
  const extra = ((await products.json()) as { data: { id: number; sku: string }[] }).data.find(
    (product) => !saved.items.some((item) => item.product_id === product.id),
  );
  expect(extra, 'an active product in stock that the order does not hold').toBeDefined();
  await page.getByTestId('order-items-edit').click();
  await dialog.getByTestId('edit-item-search').fill(extra!.sku);
  await dialog.getByTestId('edit-item-found').first().click();
  await expect(dialog.getByTestId('edit-item')).toHaveCount(saved.items.length + 1);
  await dialog.getByTestId('edit-items-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('order-item')).toHaveCount(saved.items.length + 1);
  expect((await order(request, target!.id)).items.map((item) => item.product_id)).toContain(extra!.id);
});

test('money: a card-paid order the carrier delivers shows on `Баланс` as the total less the commission', async ({
  page,
  request,
}) => {
  const card = await request.put('/api/admin-suppliers/v1/payment-methods/card_online', {
    headers: auth(),
    data: { enabled: true },
  });
  expect(card.ok(), await card.text()).toBeTruthy();
  // the storefront pays card orders as it places them; a third of the buyers choose the card
  let paid: OrderListItem | undefined;
  await expect(async () => {
    await simulateOrders(request, 10);
    paid = (await listOrders(request, { tab: 'new', payment_method: 'card_online', payment_status: 'paid' }))[0];
    expect(paid).toBeDefined();
  }).toPass({ timeout: 30_000 });
  for (const to of ['processing', 'confirmed', 'shipped', 'completed'] as const) {
    const { version } = await order(request, paid!.id);
    const moved = await request.post(`/api/admin-suppliers/v1/orders/${paid!.id}/status`, {
      headers: auth(),
      data: { to, version },
    });
    expect(moved.ok(), await moved.text()).toBeTruthy();
  }
  const done = await order(request, paid!.id);
  await signInViaApi(page, request);
  await page.goto('/payments/balances/main-balance');
  const income = page.locator('[data-testid="history-row"][data-type="order_income"]').first();
  await expect(income).toContainText('Оплата замовлення');
  await expect(income).toContainText(`Замовлення №${done.number}`);
  await expect(income).toContainText(done.supplier_receives_format);
});

test('search: by the buyer phone, as a supplier types it', async ({ page, request }) => {
  const [target] = await listOrders(request, { tab: 'all', per_page: 1 });
  const digits = target!.buyer.phone.replace(/\D/g, '').slice(-9);
  await signInViaApi(page, request);
  await page.goto('/orders?tab=all');
  await page.getByTestId('orders-search').fill(`0${digits}`);
  await expect(page).toHaveURL(/search=0/);
  await expect(row(page, target!.number)).toBeVisible();
  // The newest order is also the first row before the search, so wait for the found rows only.
  const rows = page.getByTestId('order-row');
  await expect
    .poll(async () =>
      (await rows.allTextContents()).every((text) => text.replace(/\D/g, '').includes(digits.slice(-7))),
    )
    .toBe(true);
  await page.getByTestId('orders-search').fill('немає-такого-замовлення');
  await expect(page.getByTestId('orders-empty')).toContainText('Нічого не знайдено');
});

test('sort, payment method filter and export: the CSV holds exactly the orders the list shows', async ({
  page,
  request,
}) => {
  const card = await listOrders(request, { tab: 'all', payment_method: 'card_online', per_page: 100 });
  expect(card.length).toBeGreaterThan(0);
  const biggest = [...card].sort((a, b) => b.total - a.total)[0]!;
  await signInViaApi(page, request);
  await page.goto('/orders?tab=all');
  await page.getByTestId('orders-filters-toggle').click();
  await page.getByTestId('orders-payment-method').selectOption('card_online');
  await page.getByTestId('orders-sort').selectOption('total.desc');
  await expect(page).toHaveURL(/payment_method=card_online/);
  await expect(page).toHaveURL(/sort=total\.desc/);
  await expect(page.getByTestId('order-row').first()).toContainText(biggest.number);

  const downloading = page.waitForEvent('download');
  await page.getByTestId('orders-export-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks = (await (await download.createReadStream()).toArray()) as Buffer[];
  const lines = Buffer.concat(chunks).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toContain('Номер,Дата,Статус,Покупець,Телефон');
  expect(lines).toHaveLength(card.length + 1);
  expect(lines[1]!.startsWith(`${biggest.number},`)).toBe(true);
  for (const line of lines.slice(1)) expect(line).toContain('Онлайн-оплата карткою');
});

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list is cards and the order page fits, with no sideways scroll', async ({ page, request }) => {
    await signInViaApi(page, request);
    await page.goto('/orders');
    await expect(page.getByTestId('orders-cards')).toBeVisible();
    await expect(page.getByTestId('orders-table')).toHaveCount(0);
    await page.getByTestId('orders-filters-toggle').click();
    await expect(page.getByTestId('orders-filters')).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByTestId('order-link').first().click();
    await expect(page.getByTestId('order-detail')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
