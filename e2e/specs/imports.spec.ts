import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_HEADERS, loginViaApi, signInViaApi, type StoredUser } from '../support/auth';

/**
 * Product imports (issue 13) against the built product: the demo supplier opens the import from
 * `Додавання продуктів`, uploads a Prom-style YML feed and reads the dry run: the counts, the
 * feed's categories with their marketplace match, and each problem; a damaged feed says where.
 */

let user: StoredUser;
const run = Date.now().toString(36).toUpperCase();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  user = await loginViaApi(request);
});

const KETTLES = 'Побутова техніка / Техніка для кухні / Електрочайники';

/** A kettle of the demo supplier made for this run (the feed then updates it). */
async function ownKettle(request: APIRequestContext) {
  const headers = { ...API_HEADERS, authorization: `Bearer ${user.token}` };
  const found = await request.get(
    `/api/admin-suppliers/v1/categories/search?q=${encodeURIComponent('Електрочайники')}`,
    {
      headers,
    },
  );
  const category = ((await found.json()) as { data: { id: number; path: string }[] }).data.find(
    (c) => c.path === KETTLES,
  )!;
  const product = {
    category_id: category.id,
    name: `Чайник ${run}`,
    sku: `IMP-${run}-0`,
    price: 500,
    stock: 2,
    status: 'active',
  };
  const created = await request.post('/api/admin-suppliers/v1/products', { headers, data: product });
  expect(created.ok(), await created.text()).toBeTruthy();
  return product;
}

async function productsFound(request: APIRequestContext, q: string) {
  const found = await request.get(`/api/admin-suppliers/v1/products?q=${encodeURIComponent(q)}`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${user.token}` },
  });
  expect(found.ok()).toBeTruthy();
  return ((await found.json()) as { data: { name: string }[] }).data;
}

function feed(offers: string[]): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-11-25 09:00"><shop><name>Лавка</name>
<currencies><currency id="UAH" rate="1"/></currencies>
<categories>
<category id="7">Побутова техніка</category>
<category id="8" parentId="7">Електрочайники</category>
<category id="9" parentId="7">Всяка всячина</category>
</categories>
<offers>
${offers.join('\n')}
</offers></shop></yml_catalog>`);
}

test('upload a feed and read what importing it would do, before anything changes', async ({ page, request }) => {
  const known = await ownKettle(request);
  await signInViaApi(page, request);
  await page.goto('/products/panel');
  await page.getByTestId('panel-import').click();
  await expect(page).toHaveURL(/\/products\/import$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Імпорт продуктів');

  await page.getByTestId('import-file').setInputFiles({
    name: 'prom-feed.xml',
    mimeType: 'application/xml',
    buffer: feed([
      `<offer id="1" available="true"><name_ua>${known.name}</name_ua><price>${known.price + 1}</price><categoryId>8</categoryId><vendorCode>${known.sku}</vendorCode></offer>`,
      `<offer id="2.0" available=""><name>Чайник ${run}</name><name_ua>Електрочайник ${run}</name_ua><price>799,90</price><categoryId>8</categoryId><vendorCode>IMP-${run}-1</vendorCode><stock_quantity>4</stock_quantity></offer>`,
      `<offer id="3"><name_ua>Штукенція ${run}</name_ua><price>3000</price><categoryId>9</categoryId><vendorCode>IMP-${run}-2</vendorCode></offer>`,
      `<offer id="4"><name_ua>Без ціни ${run}</name_ua><categoryId>8</categoryId><vendorCode>IMP-${run}-3</vendorCode></offer>`,
    ]),
  });
  await page.getByTestId('import-check-submit').click();

  const result = page.getByTestId('import-check');
  await expect(result).toContainText('prom-feed.xml: 4 товари у фіді.');
  await expect(page.getByTestId('import-count-update')).toContainText('1');
  await expect(page.getByTestId('import-count-create')).toContainText('1');
  await expect(page.getByTestId('import-count-skip')).toContainText('2');
  const categories = page.getByTestId('import-categories');
  await expect(
    categories.getByTestId('import-category').filter({ hasText: /^Побутова техніка \/ Електрочайники/ }),
  ).toContainText('Побутова техніка / Техніка для кухні / Електрочайники');
  await expect(categories.getByTestId('import-category').filter({ hasText: /Всяка всячина/ })).toContainText(
    'Не зіставлено',
  );
  const problems = page.getByTestId('import-problem');
  await expect(problems).toHaveCount(3);
  await expect(problems.filter({ hasText: 'Немає ціни (price).' })).toHaveAttribute('data-severity', 'error');
  // The new kettle has no photo: it comes in as a draft, with the reason.
  await expect(problems.filter({ hasText: 'Немає фото' })).toHaveAttribute('data-severity', 'warning');

  // Nothing was written: the new SKU is not in the catalogue.
  expect(await productsFound(request, `IMP-${run}-1`)).toEqual([]);

  // Apply it: the run shows in `Список імпортів` and finishes live.
  await page.getByTestId('import-apply').click();
  await expect(page).toHaveURL(/\/products\/imports$/);
  const latest = page.getByTestId('import-run').first();
  await expect(latest).toContainText('prom-feed.xml');
  await expect(latest).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(latest.getByTestId('import-run-counts')).toHaveText(
    'Створено: 1, оновлено: 1, без змін: 0, пропущено: 2',
  );
  expect((await productsFound(request, `IMP-${run}-1`)).map((p) => p.name)).toEqual([`Електрочайник ${run}`]);
  await latest.getByTestId('import-run-report').click();
  await expect(page.getByTestId('import-report').getByTestId('import-problem')).toHaveCount(3);
});

test('a damaged feed says at which line, and nothing of it would be imported', async ({ page, request }) => {
  await signInViaApi(page, request);
  await page.goto('/products/import');
  await page.getByTestId('import-file').setInputFiles({
    name: 'broken.yml',
    mimeType: 'application/xml',
    buffer: feed([
      `<offer id="1"><name_ua>Чайник</name_ua><price>100</price><categoryId>8</categoryId><vendorCode>B-${run}</vendorCode></ofer>`,
    ]),
  });
  await page.getByTestId('import-check-submit').click();
  await expect(page.getByTestId('import-broken')).toContainText('Файл пошкоджено в рядку 10');

  await page.getByTestId('import-file').setInputFiles({
    name: 'page.html',
    mimeType: 'text/html',
    buffer: Buffer.from('<html><body>Не фід</body></html>'),
  });
  await page.getByTestId('import-check-submit').click();
  await expect(page.getByTestId('import-error')).toHaveText(
    'Файл не схожий на фід: потрібен YML/XML з товарами (offer) або таблиця XLSX чи CSV з колонками Prom або нашого шаблону.',
  );
});

test('our spreadsheet template downloads and checks as one product to create', async ({ page, request }) => {
  await signInViaApi(page, request);
  await page.goto('/products/import');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('import-template-xlsx').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^import-template-[\d-]+\.xlsx$/);
  await page.getByTestId('import-file').setInputFiles(await download.path());
  await page.getByTestId('import-check-submit').click();
  await expect(page.getByTestId('import-check')).toContainText('1 товар у фіді.');
  await expect(page.getByTestId('import-count-create')).toContainText('1');
  await expect(page.getByTestId('import-no-problems')).toBeVisible();
});

test('a feed URL: added and checked at once, «check now» of an unchanged feed runs nothing, a changed one runs', async ({
  page,
  request,
}) => {
  // The supplier's shop: a small YML with an ETag, 304 to a matching If-None-Match (the e2e
  // server runs in the local mode, so a loopback address is allowed).
  let body = feed([
    `<offer id="1"><name_ua>Чайник з фіду ${run}</name_ua><price>610</price><categoryId>8</categoryId><vendorCode>URL-${run}-1</vendorCode></offer>`,
    `<offer id="2"><name_ua>Чайник з фіду ${run} 2</name_ua><price>620</price><categoryId>8</categoryId><vendorCode>URL-${run}-2</vendorCode></offer>`,
  ]);
  const answers: number[] = [];
  const shop: Server = createServer((incoming, response) => {
    const tag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    const status = incoming.headers['if-none-match'] === tag ? 304 : 200;
    answers.push(status);
    response.writeHead(status, { etag: tag, 'content-type': 'application/xml' }).end(status === 200 ? body : '');
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/feed-${run}.xml`;
  try {
    await signInViaApi(page, request);
    await page.goto('/products/imports');
    const sources = page.getByTestId('import-sources');
    await expect(sources.getByRole('heading', { name: 'Джерела' })).toBeVisible();
    await sources.getByTestId('import-source-add').click();
    const dialog = page.getByTestId('import-source-dialog');
    await dialog.getByTestId('import-source-url-input').fill(url);
    await dialog.getByTestId('import-source-schedule').selectOption('hourly');
    await dialog.getByTestId('import-source-save').click();
    await expect(dialog).toBeHidden();

    const source = sources.getByTestId('import-source').filter({ hasText: url });
    await expect(source).toContainText('Щогодини');
    // Checked at once: the feed changed (it is new), so a run started and shows in the list.
    await expect(source.getByTestId('import-source-result')).toHaveAttribute('data-result', 'started', {
      timeout: 20_000,
    });
    const runs = page.getByTestId('import-run').filter({ hasText: `feed-${run}.xml` });
    await expect(runs).toHaveCount(1);
    await expect(runs.first()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(runs.first().getByTestId('import-run-counts')).toHaveText(
      'Створено: 2, оновлено: 0, без змін: 0, пропущено: 0',
    );

    // «Check now»: the same feed answers 304, shown as «без змін», and no run starts.
    await source.getByTestId('import-source-check').click();
    await expect(source.getByTestId('import-source-result')).toHaveAttribute('data-result', 'unchanged', {
      timeout: 20_000,
    });
    await expect(source.getByTestId('import-source-result')).toContainText('без змін');
    expect(answers).toEqual([200, 304]);
    await expect(runs).toHaveCount(1);

    // The shop changes a price: the next check runs it.
    body = feed([
      `<offer id="1"><name_ua>Чайник з фіду ${run}</name_ua><price>599</price><categoryId>8</categoryId><vendorCode>URL-${run}-1</vendorCode></offer>`,
      `<offer id="2"><name_ua>Чайник з фіду ${run} 2</name_ua><price>620</price><categoryId>8</categoryId><vendorCode>URL-${run}-2</vendorCode></offer>`,
    ]);
    await source.getByTestId('import-source-check').click();
    await expect(runs).toHaveCount(2, { timeout: 20_000 });
    await expect(runs.first()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(runs.first().getByTestId('import-run-counts')).toHaveText(
      'Створено: 0, оновлено: 1, без змін: 1, пропущено: 0',
    );
    await expect(source.getByTestId('import-source-result')).toHaveAttribute('data-result', 'started');

    // At 390 px (once the layout has followed the resize) the section and its form fit without sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await expect.poll(fits).toBe(true);
    await source.getByTestId('import-source-edit').click();
    await expect(dialog.getByTestId('import-source-url-input')).toHaveValue(url);
    await expect.poll(fits).toBe(true);
    await page.screenshot({ path: test.info().outputPath('sources-390.png') });
    await page.keyboard.press('Escape');
    await source.screenshot({ path: test.info().outputPath('source-card-390.png') });
  } finally {
    shop.closeAllConnections();
    await new Promise((resolve) => shop.close(resolve));
  }
});

test('map a feed: confirm a category, see the params, apply; pictures arrive in the background and one that fails is on its row and in the error file', async ({
  page,
  request,
}) => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWM4Y2xMEmIY1WA8GkpnhmvSAABHizIQeUoJ2gAAAABJRU5ErkJggg==',
    'base64',
  );
  const pictures: Server = createServer((incoming, response) => {
    if (incoming.url === '/kettle.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
  try {
    // A shop tree of its own for this run: its mapping is remembered for the demo supplier.
    const shop = `Кухня ${run}`;
    const sku = `MAP-${run}-1`;
    const xml = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-11-26 09:00"><shop><name>Лавка</name>
<categories><category id="50">${shop}</category><category id="51" parentId="50">Самовари</category></categories>
<offers>
<offer id="1" available="true"><name_ua>Самовар ${run}</name_ua><price>1500</price><categoryId>51</categoryId><vendorCode>${sku}</vendorCode>
<picture>${origin}/kettle.png</picture><picture>${origin}/gone.png</picture>
<param name="Об'єм ${run}" unit="л">3</param></offer>
</offers></shop></yml_catalog>`);
    await signInViaApi(page, request);
    await page.goto('/products/import');
    const upload = async () => {
      await page
        .getByTestId('import-file')
        .setInputFiles({ name: 'samovary.xml', mimeType: 'application/xml', buffer: xml });
      await page.getByTestId('import-check-submit').click();
      await expect(page.getByTestId('import-check')).toContainText('samovary.xml: 1 товар у фіді.');
    };
    await upload();
    const row = page.getByTestId('import-category').filter({ hasText: `${shop} / Самовари` });
    await expect(row).toContainText('Не зіставлено');
    await expect(page.getByTestId('import-count-skip')).toContainText('1');
    await expect(page.getByTestId('import-param')).toContainText(`Об'єм ${run} (л)`);
    await expect(page.getByTestId('import-param').getByTestId('import-param-choice')).toHaveValue('new');

    // The supplier picks the marketplace category and confirms: the dry run now creates it.
    await row.getByTestId('import-category-change').click();
    const dialog = page.getByTestId('import-category-dialog');
    await dialog.getByTestId('category-search').fill('Електрочайники');
    await dialog.getByRole('button', { name: `Обрати категорію ${KETTLES}` }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(KETTLES);
    await expect(row.getByTestId('import-category-state')).toHaveText('Ваш вибір');
    await page.getByTestId('import-mappings-save').click();
    await expect(page.getByText('Відповідність категорій і характеристик збережено').first()).toBeVisible();
    await expect(row.getByTestId('import-category-state')).toHaveText('Підтверджено');
    await expect(page.getByTestId('import-count-create')).toContainText('1');

    // Remembered: the same file checked again later shows the confirmed choice.
    await page.reload();
    await upload();
    await expect(row.getByTestId('import-category-state')).toHaveText('Підтверджено');
    await expect(row).toContainText(KETTLES);

    await page.getByTestId('import-apply').click();
    await expect(page).toHaveURL(/\/products\/imports$/);
    const latest = page.getByTestId('import-run').first();
    await expect(latest).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(latest.getByTestId('import-run-counts')).toHaveText(
      'Створено: 1, оновлено: 0, без змін: 0, пропущено: 0',
    );

    // The pictures come in the background: the good one is stored, the missing one is on the row.
    const headers = { ...API_HEADERS, authorization: `Bearer ${user.token}` };
    await expect(async () => {
      const found = await request.get(`/api/admin-suppliers/v1/products?q=${sku}`, { headers });
      const [product] = ((await found.json()) as { data: { id: number }[] }).data;
      const detail = await request.get(`/api/admin-suppliers/v1/products/${product!.id}`, { headers });
      expect(((await detail.json()) as { data: { images: unknown[] } }).data.images).toHaveLength(1);
    }).toPass({ timeout: 45_000 });
    await expect(async () => {
      await latest.getByTestId('import-run-report').click();
      await expect(page.getByTestId('import-report')).toContainText(`Фото «${origin}/gone.png» не завантажено`, {
        timeout: 2000,
      });
    }).toPass({ timeout: 45_000 });
    const download = page.waitForEvent('download');
    await page.getByTestId('import-report').getByTestId('import-report-csv').click();
    const file = await download;
    const text = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(text).toString('utf8')).toContain(`${origin}/gone.png» не завантажено`);
  } finally {
    pictures.close();
  }
});
