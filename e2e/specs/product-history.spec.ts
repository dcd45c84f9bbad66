import { expect, test } from '@playwright/test';
import type { ProductListItem } from '@supplier/contracts/products';
import { API_HEADERS, loginViaApi, signInViaApi } from '../support/auth';

/**
 * A product's «Історія» (issue 34) against the built product: the owner changes a product's stock
 * on its page, and the history below the form names them and shows the stock before and after.
 */
test('a product’s page shows who changed its stock, from what to what', async ({ page, request }) => {
  const owner = await loginViaApi(request);
  const response = await request.get('/api/admin-suppliers/v1/products?per_page=1&status=active', {
    headers: { ...API_HEADERS, authorization: `Bearer ${owner.token}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const [product] = ((await response.json()) as { data: ProductListItem[] }).data;
  expect(product, 'an active demo product').toBeTruthy();

  await signInViaApi(page, request);
  await page.goto(`/products/edit/${product!.id}`);
  const history = page.getByTestId('product-history');
  await expect(history).toContainText('Історія');
  const stock = page.getByTestId('product-stock');
  const before = Number(await stock.inputValue());
  const after = before + 7;
  await stock.fill(String(after));
  await page.getByTestId('product-save').click();

  const entry = history.getByTestId('product-history-entry').first();
  await expect(entry).toContainText('Змінено товар');
  const change = entry.getByTestId('activity-change').filter({ hasText: 'Залишок' });
  const digits = (value: number) => new RegExp(String(value).split('').join('\\s?'));
  await expect(change.getByTestId('activity-change-from')).toHaveText(digits(before));
  await expect(change.getByTestId('activity-change-to')).toHaveText(digits(after));
  await expect(entry.getByTestId('product-history-who')).not.toBeEmpty();
});
