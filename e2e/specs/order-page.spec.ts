import { expect, test } from '@playwright/test';
import { signInViaApi } from '../support/auth';

/**
 * The order page (issue 32) against the built product with the demo supplier: the breadcrumb
 * names the order, the buyer's other orders show, «Написати покупцю» opens the one chat of the
 * order, «До замовлень» returns to the tab and place left, and a phone shows the buyer first.
 */

test('the order page: breadcrumb, the buyer’s orders, one chat per order, back to the same tab and place', async ({
  page,
  request,
}) => {
  await signInViaApi(page, request);
  await page.goto('/orders?tab=completed');
  const rows = page.getByTestId('orders-page').getByTestId('order-row');
  await expect(rows.nth(10)).toBeVisible();
  await rows.nth(10).scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(0);
  const number = (await rows.nth(10).getAttribute('data-number'))!;
  await rows.nth(10).getByTestId('order-link').click();

  await expect(page.getByTestId('breadcrumb').getByRole('listitem')).toHaveText([
    'Головна',
    'Замовлення',
    `Замовлення № ${number}`,
  ]);
  await expect(page.getByTestId('buyer-orders')).toBeVisible();

  await page.getByTestId('order-back').click();
  await expect(page).toHaveURL(/\/orders\?tab=completed/);
  await expect(rows.first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

  await page.locator(`[data-testid="order-row"][data-number="${number}"]`).getByTestId('order-link').click();
  await page.getByRole('button', { name: 'Написати покупцю' }).click();
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  const chat = page.url();
  await page.goBack();
  await page.getByRole('button', { name: 'Написати покупцю' }).click();
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  expect(page.url()).toBe(chat);
});

test('on a 390 px phone the buyer and delivery come before the items and the history', async ({ page, request }) => {
  await signInViaApi(page, request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/orders?tab=completed');
  await page.getByTestId('orders-page').getByTestId('order-row').first().getByTestId('order-link').click();
  const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.y;
  await expect(page.getByTestId('order-items')).toBeVisible();
  expect(await top('order-buyer')).toBeLessThan(await top('order-delivery'));
  expect(await top('order-delivery')).toBeLessThan(await top('order-items'));
  expect(await top('order-items')).toBeLessThan(await top('order-history'));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
