import { createHmac, timingSafeEqual } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS, signInViaApi, type StoredUser } from '../support/auth';

/**
 * Webhooks of an integration (issue 15) against the built product: the demo supplier adds a
 * webhook pointing at the local receiver (/api/dev/webhook-receiver, local mode), sees the secret
 * once, pings it, lets the storefront simulator place an order, and watches the signed
 * `order.created` delivery appear in the log; the receiver's copy verifies by the documented recipe
 * (docs/webhooks.md).
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const RECEIVER = `http://127.0.0.1:${PORT}/api/dev/webhook-receiver`;
const run = Date.now().toString(36).toUpperCase();

const toastWith = (page: Page, text: string) =>
  page.locator('[data-slot="toast-description"]').filter({ hasText: text });

/** docs/webhooks.md: HMAC-SHA256 with the bytes after `whsec_`, over `id.timestamp.body`. */
function verify(secret: string, headers: Record<string, string>, body: string): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
  const expected = Buffer.from(`v1,${createHmac('sha256', key).update(signed).digest('base64')}`);
  return (headers['webhook-signature'] ?? '').split(' ').some((entry) => {
    const given = Buffer.from(entry);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

test.describe('webhooks', () => {
  let user: StoredUser;

  test.beforeEach(async ({ page, request }) => {
    user = await signInViaApi(page, request);
  });

  test('a webhook to the local receiver: secret once, a test ping, a simulated order delivered signed', async ({
    page,
    request,
  }) => {
    const auth = { ...API_HEADERS, authorization: `Bearer ${user.token}` };
    const made = await request.post('/api/admin-suppliers/v1/integrations', {
      headers: auth,
      data: { name: `Вебхуки ${run}`, scopes: ['orders:read'] },
    });
    expect(made.status(), await made.text()).toBe(201);
    const integrationId = ((await made.json()) as { data: { id: number } }).data.id;

    await page.goto(`/integrations/edit/${integrationId}`);
    const section = page.getByTestId('webhook-section');
    await expect(section.getByRole('heading', { name: 'Вебхуки' })).toBeVisible();
    await expect(section.getByTestId('webhooks-empty')).toContainText('Вебхуків ще немає');

    // A wrong address and no events are refused in Ukrainian before anything is sent.
    await section.getByTestId('webhook-add').click();
    const form = page.getByTestId('webhook-form-dialog');
    await form.getByTestId('webhook-url').fill('ftp://example.com/hooks');
    await form.getByRole('checkbox', { name: /Нове замовлення/ }).uncheck();
    await form.getByTestId('webhook-save').click();
    await expect(form.getByText('Вкажіть адресу, що починається з https://')).toBeVisible();
    await expect(form.getByText('Оберіть хоча б одну подію.')).toBeVisible();

    await form.getByTestId('webhook-url').fill(RECEIVER);
    await form.getByRole('checkbox', { name: /Нове замовлення/ }).check();
    await form.getByRole('checkbox', { name: /Зміна статусу замовлення/ }).check();
    await form.getByTestId('webhook-save').click();

    // The secret, this once.
    const dialog = page.getByTestId('webhook-secret-dialog');
    await expect(dialog).toContainText('Скопіюйте секрет зараз');
    const secret = await dialog.getByTestId('webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await dialog.getByTestId('webhook-secret-done').click();
    await expect(dialog).toBeHidden();
    const endpoint = section.getByTestId('webhook-endpoint');
    await expect(endpoint.getByTestId('webhook-endpoint-url')).toHaveText(RECEIVER);
    await expect(endpoint.getByTestId('webhook-endpoint-status')).toHaveText('Увімкнено');
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(endpoint).toContainText(secret.slice(0, 10));

    // The test ping: delivered at once, in the log.
    await endpoint.getByTestId('webhook-ping').click();
    await expect(toastWith(page, 'Подію доставлено: сервер відповів 204.')).toBeVisible();
    const rows = endpoint.getByTestId('webhook-delivery');
    await expect(rows.filter({ hasText: 'ping' })).toContainText('Доставлено');

    // The storefront simulator places an order for the demo supplier; the log shows it by itself.
    const simulated = await request.post('/api/dev/simulate/orders', {
      headers: API_HEADERS,
      data: { count: 1, supplier_id: user.data.id },
    });
    expect(simulated.status(), await simulated.text()).toBe(200);
    const created = rows.filter({ hasText: 'order.created' }).first();
    await expect(created).toBeVisible({ timeout: 30_000 });
    await expect(created).toContainText('Доставлено');
    await expect(created.getByTestId('webhook-delivery-code')).toHaveText('204');
    await expect(created).toContainText(/\d+ мс/);

    // What the receiver got is signed with the secret, by the documented recipe.
    const inbox = await request.get(`${RECEIVER}?limit=200`, { headers: API_HEADERS });
    const kept = ((await inbox.json()) as { data: { headers: Record<string, string>; body: string }[] }).data;
    const order = kept.find(
      (entry) => JSON.parse(entry.body).type === 'order.created' && verify(secret, entry.headers, entry.body),
    );
    expect(order, 'a signed order.created reached the receiver').toBeDefined();
    expect(JSON.parse(order!.body).data).toMatchObject({ status: 'new' });
    expect(verify(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, order!.headers, order!.body)).toBe(false);

    // Filtering by state.
    await endpoint.getByTestId('webhook-deliveries-state').selectOption('failed');
    await expect(endpoint.getByTestId('webhook-deliveries-empty')).toContainText('Немає доставок у цьому стані');

    // 390 px: the log as cards, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 800 });
    await endpoint.getByTestId('webhook-deliveries-state').selectOption('');
    await expect(endpoint.getByTestId('webhook-delivery-card').first()).toBeVisible();
    // Polled: the layout settles after the resize (the menu's transition, the cards replacing the table).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
