import { expect, test } from '@playwright/test';

test('an unauthenticated visitor is sent to the auth screen', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});
