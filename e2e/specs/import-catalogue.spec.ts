import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInViaApi } from '../support/auth';
import { catalogueFeed } from '../support/catalogue-feed';

/**
 * A real seller's catalogue gets in (issue 31), the way a seller does it: a Rozetka-style feed of
 * 283 offers in 64 categories dropped on the import page, the sure suggestions accepted with one
 * action, a few categories mapped by hand (the search starts with the feed category's name), the
 * counts following every pick, then imported; the products are in the catalogue. The seller's
 * clicks and the time from upload to products are printed.
 */

const run = Date.now().toString(36).toUpperCase();
/** The categories mapped by hand at most: the rest of the unmatched ones are left out of this import. */
const BY_HAND = 3;

/** The number shown in a count of the dry run. */
async function countOf(page: Page, key: 'create' | 'skip'): Promise<number> {
  const text = await page.getByTestId(`import-count-${key}`).locator('dd').innerText();
  return Number(text.replace(/\D/g, ''));
}

/** The number in «Імпортувати N товарів». */
async function applyCount(page: Page): Promise<number> {
  return Number((await page.getByTestId('import-apply').innerText()).replace(/\D/g, ''));
}

/** Drops `xml` on the drop zone as a file, as a seller drags it from the desktop. */
async function dropFile(zone: Locator, name: string, xml: string) {
  const dataTransfer = await zone.page().evaluateHandle(
    ({ name, xml }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([xml], name, { type: 'application/xml' }));
      return transfer;
    },
    { name, xml },
  );
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

test('a feed of 283 offers goes from upload to products in a few clicks', async ({ page, request }) => {
  test.setTimeout(5 * 60_000);
  // A feed the matcher was not tuned on (the import-quality bench's are its training ground).
  const feed = catalogueFeed(run);
  expect([feed.offers, feed.categories]).toEqual([283, 64]);
  let clicks = 0;
  /** A seller's action: a click, a drop or a choice in a list. */
  const act = async (action: () => Promise<unknown>) => {
    clicks += 1;
    await action();
  };

  await signInViaApi(page, request);
  await page.goto('/products/import');
  const started = Date.now();

  // The drop zone: Ukrainian, no browser «Choose File», the dropped file's name and size.
  const zone = page.getByTestId('import-drop-zone');
  await expect(zone).toContainText('Перетягніть файл фіду сюди');
  await expect(page.getByText('Choose File')).toHaveCount(0);
  await act(() => dropFile(zone, 'rozetka-283.xml', feed.xml));
  await expect(zone).toContainText(/rozetka-283\.xml \(\d+(,\d)? кБ\)/);
  await act(() => page.getByTestId('import-check-submit').click());
  await expect(page.getByTestId('import-check')).toContainText('rozetka-283.xml: 283 товари у фіді.', {
    timeout: 30_000,
  });

  const rows = page.getByTestId('import-category');
  await expect(rows).toHaveCount(64);
  const suggested = await rows.filter({ has: page.locator('[data-state="suggested"]') }).count();
  console.log(
    `Suggested at upload: ${suggested} of 64 feed categories; ${await countOf(page, 'create')} offers to create`,
  );

  // At 390 px the mapping fits: no sideways scroll, a row's actions on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect.poll(overflow).toBeLessThanOrEqual(0);
  const change = rows.first().getByTestId('import-category-change');
  await change.scrollIntoViewIfNeeded();
  const box = (await change.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // One action accepts every suggestion from 70 %; the counts and the button follow at once.
  const accept = page.getByTestId('import-accept');
  if (await accept.isVisible()) {
    await act(() => accept.getByTestId('import-accept-all').click());
    await expect(accept.getByTestId('import-accept-hint')).toContainText('Буде прийнято 0 пропозицій');
  }
  const own = rows.filter({ has: page.locator('[data-state="own"]') });
  console.log(`Accepted with one action: ${await own.count()} feed categories`);

  // A few of the unmatched ones by hand: the search is already filled with the feed category's name.
  const unmapped = page
    .locator('[data-testid="import-category"]:not([data-offers="0"])')
    .filter({ hasText: 'Не зіставлено' });
  let byHand = 0;
  for (let tried = 0; byHand < BY_HAND && tried < (await unmapped.count());) {
    const row = unmapped.nth(tried);
    const key = (await row.getAttribute('data-key'))!;
    const name = (await row.locator('p').first().innerText()).split(' / ').at(-1)!;
    const before = await countOf(page, 'create');
    await act(() => row.getByTestId('import-category-change').click());
    const dialog = page.getByTestId('import-category-dialog');
    const search = dialog.getByTestId('category-search');
    await expect(search).toHaveValue(name);
    // The search's results (each with its path), or none found.
    const found = async () => {
      await expect(
        dialog.getByTestId('category-path').first().or(dialog.getByTestId('categories-empty')),
      ).toBeVisible();
      return dialog.getByRole('button', { name: /^Обрати категорію / });
    };
    let choices = await found();
    if ((await choices.count()) === 0) {
      // Nothing by the whole name: the seller shortens it to its first word.
      await act(() => search.fill(name.split(/\s+/)[0]!));
      choices = await found();
    }
    if ((await choices.count()) === 0) {
      await page.keyboard.press('Escape');
      tried += 1;
      continue;
    }
    console.log(
      `By hand: «${name}» → ${(await choices.first().getAttribute('aria-label'))!.replace('Обрати категорію ', '')}`,
    );
    await act(() => choices.first().click());
    await expect(dialog).toBeHidden();
    byHand += 1;
    // Recounted live, without saving: the row is the seller's own and its offers are to be created.
    const mapped = page.locator(`[data-testid="import-category"][data-key="${key}"]`);
    await expect(mapped.getByTestId('import-category-state')).toHaveText('Ваш вибір');
    await expect.poll(() => countOf(page, 'create')).toBeGreaterThan(before);
  }
  console.log(`Mapped by hand: ${byHand}`);

  const toImport = await applyCount(page);
  expect(toImport).toBe(await countOf(page, 'create'));
  expect(toImport).toBeGreaterThan(0);
  await act(() => page.getByTestId('import-apply').click());
  await expect(page).toHaveURL(/\/products\/imports$/);
  const latest = page.getByTestId('import-run').first();
  await expect(latest).toContainText('rozetka-283.xml');
  await expect(latest).toHaveAttribute('data-status', 'done', { timeout: 120_000 });
  await expect(latest.getByTestId('import-run-counts')).toContainText(`Створено: ${toImport},`);

  // The products are in the catalogue.
  await page.goto('/products/list');
  await page.getByTestId('products-search').fill(`CAT-${run}`);
  await expect(page.locator(`[data-testid="product-row"][data-sku^="CAT-${run}-"]`).first()).toBeVisible();

  // Drop, check, accept all, up to three actions per category by hand, import.
  expect(clicks).toBeLessThanOrEqual(4 + 3 * BY_HAND);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `Catalogue import: 283 offers in 64 categories, ${toImport} created; ` +
      `${clicks} seller's clicks (accept all + ${byHand} by hand), ${seconds} s from upload to products`,
  );
});
