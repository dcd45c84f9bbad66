import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_HEADERS, registerViaApi, signInViaApi, type StoredUser } from '../support/auth';

/** A toast (SPEC section 4) showing `text`. */
const toastWith = (page: Page, text: string) =>
  page.locator('[data-slot="toast-description"]').filter({ hasText: text });

/**
 * `Сповіщення` (SPEC sections 2, 4, 7, 8) against the built product. Notifications are made on the
 * server through POST /api/dev/notifications (the dev tools must be on: DEV_TOOLS=true).
 */

type NotificationType = 'order' | 'ttn_added' | 'shipment_sent' | 'remind_after_3_days' | 'product' | 'system';

async function createNotification(
  request: APIRequestContext,
  supplierId: number,
  {
    type = 'order',
    title = 'Нове замовлення №20001',
    body = 'Покупець оформив замовлення.',
  }: {
    type?: NotificationType;
    title?: string;
    body?: string;
  } = {},
): Promise<void> {
  const response = await request.post('/api/dev/notifications', {
    data: { supplier_id: supplierId, type, title, body, data: { link: '/orders' } },
  });
  expect(response.status(), `POST /api/dev/notifications (is DEV_TOOLS=true?): ${await response.text()}`).toBe(201);
}

const auth = (user: StoredUser) => ({ ...API_HEADERS, authorization: `Bearer ${user.token}` });

/** Resolves once the bell's channel (the owners', ADR 0052) is authorized (realtime is listening). */
function bellChannelAuthorized(page: Page, userId: number) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/broadcasting/auth') &&
      decodeURIComponent(response.request().postData() ?? '').includes(`private-notifications-owner.${userId}`) &&
      response.ok(),
  );
}

test('a notification created on the server lights the bell dot without a reload', async ({ page, request }) => {
  const user = await signInViaApi(page, request);
  await request.delete('/api/v2/notifications', { headers: auth(user) });
  const authorized = bellChannelAuthorized(page, user.data.id);
  await page.goto('/dashboard');
  const bell = page.getByTestId('notifications-bell');
  await expect(bell).toBeVisible();
  await authorized;
  await expect(page.getByTestId('notifications-dot')).toHaveCount(0);

  const loads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));
  // the subscription is confirmed over the socket just after its authorization: try again if early
  await expect(async () => {
    await createNotification(request, user.data.id, { title: 'Нове замовлення №20417' });
    await expect(page.getByTestId('notifications-dot')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  expect(loads).toEqual([]);
  await expect(bell).toHaveAccessibleName(/Сповіщення: нових \d+/);

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByTestId('notification-item').first()).toContainText('Нове замовлення №20417');

  // the open list takes a new one live too
  await createNotification(request, user.data.id, { type: 'system', title: 'Технічні роботи вночі' });
  await expect(page.getByTestId('notification-item').first()).toContainText('Технічні роботи вночі');
});

test('clear all empties the list, resets the bell and shows `Усі сповіщення успішно видалено!`', async ({
  page,
  request,
}) => {
  const user = await signInViaApi(page, request);
  await createNotification(request, user.data.id, { title: 'Перше' });
  await createNotification(request, user.data.id, { type: 'product', title: 'Друге' });
  await page.goto('/notifications');
  await expect(page).toHaveTitle('Постачальники: Сповіщення');
  await expect(page.getByRole('heading', { level: 1, name: 'Сповіщення' })).toBeVisible();
  await expect(page.getByTestId('notification-item').first()).toBeVisible();
  await expect(page.getByTestId('notifications-dot')).toBeVisible();

  await page.getByRole('button', { name: 'Очистити всі' }).click();
  await page.getByTestId('notifications-clear-confirm').click();
  await expect(toastWith(page, 'Усі сповіщення успішно видалено!')).toBeVisible();
  await expect(page.getByTestId('notifications-empty')).toBeVisible();
  await expect(page.getByTestId('notification-item')).toHaveCount(0);
  await expect(page.getByTestId('notifications-dot')).toHaveCount(0);
});

test('pages append with `Показати ще`, the type filter, reading and deleting one', async ({ page, request }) => {
  const supplier = await registerViaApi(request);
  await signInViaApi(page, request, { login: supplier.data.telephone, password: supplier.password });
  for (let i = 1; i <= 6; i += 1) {
    await createNotification(request, supplier.data.id, {
      type: i % 3 === 0 ? 'system' : 'order',
      title: `Подія ${i}`,
    });
  }
  await page.goto('/notifications');
  const items = page.getByTestId('notification-item');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText('Подія 6');
  await expect(page.locator('[data-unread="true"]')).toHaveCount(5);

  await page.getByRole('button', { name: 'Показати ще' }).click();
  await expect(items).toHaveCount(6);
  await expect(items.last()).toContainText('Подія 1');
  await expect(page.getByRole('button', { name: 'Показати ще' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Системні' }).click();
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Подія 6');

  await items.first().getByRole('button', { name: 'Позначити як прочитане' }).click();
  await expect(items.first()).toHaveAttribute('data-unread', 'false');
  await expect(page.getByText('5 нових сповіщень')).toBeVisible();

  await items.first().getByRole('button', { name: 'Видалити сповіщення' }).click();
  await expect(toastWith(page, 'Видалення пройшло успішно!')).toBeVisible();
  await expect(items).toHaveCount(1);

  await page.getByRole('tab', { name: 'Усі' }).click();
  await expect(items).toHaveCount(5);
  await page.getByRole('button', { name: 'Позначити всі як прочитані' }).click();
  await expect(page.locator('[data-unread="true"]')).toHaveCount(0);
  await expect(page.getByText('Нових сповіщень немає')).toBeVisible();
  await expect(page.getByTestId('notifications-dot')).toHaveCount(0);

  const { violations } = await new AxeBuilder({ page }).include('[data-testid="notifications-page"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
