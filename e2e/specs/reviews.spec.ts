import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { StorefrontInboxResponse } from '@supplier/contracts/marketplace';
import type { ReviewItem } from '@supplier/contracts/reviews';
import { API_HEADERS, loginViaApi, signInViaApi, type StoredUser } from '../support/auth';

/**
 * `Відгуки` (issue 14) against the built product: a review from the storefront simulator arrives
 * live, the supplier answers it, the side menu's unanswered count drops and the storefront's
 * inbox receives the reply; the phone layout.
 */

let user: StoredUser;
const auth = () => ({ ...API_HEADERS, authorization: `Bearer ${user.token}` });

async function unanswered(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/admin-suppliers/v1/reviews/counts', { headers: auth() });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: { unanswered: number } }).data.unanswered;
}

async function review(request: APIRequestContext, id: number): Promise<ReviewItem> {
  const response = await request.get(`/api/admin-suppliers/v1/reviews/${id}`, { headers: auth() });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: ReviewItem }).data;
}

/** The storefront's buyers post `count` signed reviews for the demo supplier over HTTP. */
async function simulateReviews(request: APIRequestContext, count = 1): Promise<number[]> {
  const response = await request.post('/api/dev/simulate/reviews', { data: { supplier_id: user.data.id, count } });
  expect(response.ok(), `POST /api/dev/simulate/reviews (DEV_TOOLS=true?): ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { ids: number[] }).ids;
}

function reviewsChannelAuthorized(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/broadcasting/auth') &&
      decodeURIComponent(response.request().postData() ?? '').includes(`private-reviews.${user.data.id}`) &&
      response.ok(),
  );
}

const card = (page: Page, id: number) => page.locator(`[data-testid="review-card"][data-review-id="${id}"]`);
const menuCount = (page: Page) =>
  page.getByTestId('side-menu').locator('a[href="/reviews"] [data-testid="menu-count"]');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  user = await loginViaApi(request);
});

test('a simulated review appears live, is answered, the menu count drops and the storefront receives the reply', async ({
  page,
  request,
}) => {
  await signInViaApi(page, request);
  const authorized = reviewsChannelAuthorized(page);
  await page.goto('/reviews');
  await expect(page).toHaveTitle('Постачальники: Відгуки');
  await expect(page.getByTestId('reviews-summary')).toBeVisible();
  await expect(page.getByTestId('review-card').first()).toBeVisible();
  await authorized;
  const loads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()));

  // the subscription is confirmed over the socket just after its authorization: post another if early
  let id = 0;
  await expect(async () => {
    [id] = (await simulateReviews(request)) as [number];
    await expect(card(page, id)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const before = await unanswered(request);
  await expect(menuCount(page)).toHaveText(String(before));
  // unanswered first, newest first: the new review leads the list
  await expect(page.getByTestId('review-card').first()).toHaveAttribute('data-review-id', String(id));

  const target = card(page, id);
  await target.getByTestId('review-reply-text').fill('Дякуємо за відгук! Раді, що ви з нами.');
  await target.getByTestId('review-reply-submit').click();
  await expect(page.getByText('Відповідь опубліковано.', { exact: true })).toBeVisible();
  await expect(menuCount(page)).toHaveText(String(before - 1));
  expect(await unanswered(request)).toBe(before - 1);
  expect((await review(request, id)).reply).toMatchObject({ can_edit: true });
  expect(loads).toEqual([]);

  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/storefront/inbox?type=review.replied');
        const inbox = (await response.json()) as StorefrontInboxResponse;
        return inbox.data.find((event) => event.data.review_id === id)?.data.reply ?? null;
      },
      { timeout: 20_000 },
    )
    .toContain('Дякуємо за відгук!');
});

test('a report with a reason shows as under review', async ({ page, request }) => {
  const [id] = (await simulateReviews(request)) as [number];
  await signInViaApi(page, request);
  await page.goto('/reviews?sort=newest');
  const target = card(page, id);
  await target.getByTestId('review-report').click();
  const dialog = page.getByTestId('review-report-dialog');
  await dialog.getByTestId('review-report-reason').selectOption('spam');
  await dialog.getByTestId('review-report-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(target.getByTestId('review-report-status')).toHaveText('Скарга на розгляді');
  expect((await review(request, id)).report).toMatchObject({ reason: 'spam', status: 'pending' });
});

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the summary, filters and cards fit with no sideways scroll', async ({ page, request }) => {
    await signInViaApi(page, request);
    await page.goto('/reviews');
    await expect(page.getByTestId('reviews-summary')).toBeVisible();
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    await page.getByTestId('reviews-filters-toggle').click();
    await expect(page.getByTestId('reviews-filters')).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
