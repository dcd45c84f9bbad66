import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CampaignsResponse, SimulateAdvertisingResponse } from '@supplier/contracts/advertising';
import { API_HEADERS, loginViaApi, signInViaApi, type StoredUser } from '../support/auth';

/**
 * `Реклама` (issue 15) against the built product: the demo supplier creates a campaign in the
 * panel, the storefront simulator shows its products and buyers click through the signed
 * gateway, and the page's clicks and spend move; pause; the phone layout. Products are chosen
 * with the shared picker (server search, SKU, keyboard).
 */

let user: StoredUser;
const auth = () => ({ ...API_HEADERS, authorization: `Bearer ${user.token}` });

async function campaigns(request: APIRequestContext): Promise<CampaignsResponse> {
  const response = await request.get('/api/admin-suppliers/v1/advertising/campaigns', { headers: auth() });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as CampaignsResponse;
}

async function simulate(request: APIRequestContext): Promise<SimulateAdvertisingResponse> {
  const response = await request.post('/api/dev/simulate/advertising', {
    data: { supplier_id: user.data.id, impressions: 120, click_rate: 0.25 },
  });
  expect(response.ok(), `POST /api/dev/simulate/advertising (DEV_TOOLS=true?): ${await response.text()}`).toBeTruthy();
  return (await response.json()) as SimulateAdvertisingResponse;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  user = await loginViaApi(request);
  // Campaigns of earlier runs stay paused, so the simulated clicks land on this run's campaign.
  for (const campaign of (await campaigns(request)).data.filter((c) => c.status === 'active')) {
    await request.post(`/api/admin-suppliers/v1/advertising/campaigns/${campaign.id}/pause`, { headers: auth() });
  }
});

test('a campaign is created, the simulator shows and clicks it, and clicks and spend move on the page', async ({
  page,
  request,
}) => {
  await signInViaApi(page, request);
  await page.goto('/dashboard/advertising');
  await expect(page).toHaveTitle('Постачальники: Реклама');
  await expect(page.getByTestId('dashboard-tabs').getByRole('link', { name: 'Реклама' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const name = `Хіти тижня ${Date.now().toString(36)}`;
  await page.getByTestId('campaign-create').first().click();
  const dialog = page.getByTestId('campaign-dialog');
  await expect(dialog).toBeVisible();
  // Validation in Ukrainian, before anything is sent.
  await dialog.getByTestId('campaign-bid').fill('0,5');
  await dialog.getByTestId('campaign-save').click();
  await expect(dialog.getByText('Ставка за клік — щонайменше 1 грн.')).toBeVisible();
  await expect(dialog.getByText('Вкажіть назву кампанії.')).toBeVisible();
  await expect(dialog.getByText('Оберіть хоча б один товар.')).toBeVisible();

  await dialog.getByTestId('campaign-name').fill(name);
  // The picker searches the supplier's products on the server and tells them apart by SKU.
  const search = dialog.getByTestId('campaign-product');
  await search.click();
  const sku = dialog.getByTestId('campaign-product-option').first().getByTestId('product-picker-sku');
  await expect(sku).toHaveText(/^Арт\. \S/);
  const chosenSku = (await sku.innerText()).replace('Арт. ', '');
  await search.fill(chosenSku);
  await expect(search).not.toHaveAttribute('aria-busy', 'true');
  await expect(dialog.getByTestId('campaign-product-option').first()).toContainText(chosenSku);
  await search.press('Enter');
  await expect(dialog.getByTestId('campaign-product-chosen')).toContainText(`Арт. ${chosenSku}`);
  // Escape closes the picker's list, not the dialog.
  await search.press('Escape');
  await expect(dialog.getByRole('listbox')).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('campaign-bid').fill('2');
  await dialog.getByTestId('campaign-budget').fill('500');
  await dialog.getByTestId('campaign-save').click();
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('campaign-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('campaign-status')).toHaveText('Активна');
  await expect(card.getByTestId('campaign-clicks')).toHaveText('0');
  await expect(card.getByTestId('campaign-spend')).toHaveText('0 грн');

  const result = await simulate(request);
  expect(result.impressions).toBeGreaterThan(0);
  expect(result.clicks).toBeGreaterThan(0);
  const mine = (await campaigns(request)).data.find((c) => c.name === name)!;
  expect(mine.totals.clicks).toBe(result.clicks);
  expect(mine.totals.spend).toBe(result.clicks * 2);

  // The open page reads the figures again by itself (every 10 s).
  await expect(card.getByTestId('campaign-clicks')).toHaveText(String(result.clicks), { timeout: 20_000 });
  await expect(card.getByTestId('campaign-spend')).toHaveText(mine.totals.spend_format);
  const stats = page.getByTestId('campaign-stats');
  await expect(stats.getByTestId('campaign-stats-totals').locator('[data-figure="clicks"] dd')).toHaveText(
    String(result.clicks),
    { timeout: 20_000 },
  );
  await expect(stats.getByTestId('campaign-clicks-chart')).toBeVisible();

  // Another round moves them again.
  const second = await simulate(request);
  await expect(card.getByTestId('campaign-clicks')).toHaveText(String(result.clicks + second.clicks), {
    timeout: 20_000,
  });

  await card.getByTestId('campaign-pause').click();
  await expect(card.getByTestId('campaign-status')).toHaveText('На паузі');
  await expect(card.getByTestId('campaign-resume')).toBeVisible();
});

test('the advertising page fits a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, request);
  await page.goto('/dashboard/advertising');
  await expect(page.getByTestId('advertising-page')).toBeVisible();
  await expect(page.getByTestId('campaign-card').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
