import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { API_HEADERS, loginViaApi, signInViaApi } from '../support/auth';

/**
 * A feed URL kept in sync on its schedule (issue 13): the supplier's shop serves a YML feed with
 * an ETag; the supplier adds its link on `Список імпортів`, sees the first run, and then each
 * time the hour passes (the local mode's POST /api/dev/import-sources/{id}/due: the source is due
 * now and the schedule's round runs at once, its check in the job runner) a changed feed is run
 * «За розкладом» with its counts and an unchanged one answers 304 and runs nothing.
 */

const run = Date.now().toString(36).toUpperCase();

function feed(offers: { id: number; name: string; price: number }[]): Buffer {
  const items = offers.map(
    (o) =>
      `<offer id="${o.id}" available="true"><name_ua>${o.name}</name_ua><price>${o.price}</price><categoryId>8</categoryId><vendorCode>SCH-${run}-${o.id}</vendorCode></offer>`,
  );
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-11-26 06:00"><shop><name>Лавка</name>
<categories><category id="7">Побутова техніка</category><category id="8" parentId="7">Електрочайники</category></categories>
<offers>
${items.join('\n')}
</offers></shop></yml_catalog>`);
}

/** The minutes of a «dd.MM.yyyy HH:mm» time the page shows (the same zone for both it is compared with). */
function minutesOf(text: string): number {
  const [, day, month, year, hours, minutes] = /(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})/.exec(text) ?? [];
  expect(day, `a date and time in «${text}»`).toBeDefined();
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes)) / 60_000;
}

async function sourceId(request: APIRequestContext, token: string, url: string): Promise<number> {
  const found = await request.get('/api/admin-suppliers/v1/product-import-sources', {
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
  });
  expect(found.ok()).toBeTruthy();
  return ((await found.json()) as { data: { id: number; url: string }[] }).data.find((s) => s.url === url)!.id;
}

/** The next check the card shows comes an hour after the check it shows. */
async function nextCheckAnHourOn(source: Locator) {
  await expect(async () => {
    const checked = await source.getByTestId('import-source-result').innerText();
    const next = await source.getByTestId('import-source-next').innerText();
    expect(next).toMatch(/^Наступна перевірка: /);
    expect(minutesOf(next) - minutesOf(checked)).toBe(60);
  }).toPass({ timeout: 20_000 });
}

test('a feed URL checked hourly: each hour a changed feed runs on schedule with its counts, an unchanged one (304) runs nothing', async ({
  page,
  request,
}) => {
  // Four checks, three of them runs through the job runner, on two shared cores: twice a long flow.
  test.setTimeout(120_000);
  const user = await loginViaApi(request);
  let body = feed([
    { id: 1, name: `Чайник за розкладом ${run}`, price: 700 },
    { id: 2, name: `Чайник за розкладом ${run} 2`, price: 720 },
  ]);
  const answers: { status: number; conditional: boolean }[] = [];
  const shop: Server = createServer((incoming, response) => {
    const tag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    const status = incoming.headers['if-none-match'] === tag ? 304 : 200;
    answers.push({ status, conditional: incoming.headers['if-none-match'] !== undefined });
    response.writeHead(status, { etag: tag, 'content-type': 'application/xml' }).end(status === 200 ? body : '');
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/schedule-${run}.xml`;
  try {
    await signInViaApi(page, request);
    await page.goto('/products/imports');
    // The first page a fresh server serves, on a loaded machine.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Список імпортів', { timeout: 30_000 });
    const sources = page.getByTestId('import-sources');
    await sources.getByTestId('import-source-add').click();
    const dialog = page.getByTestId('import-source-dialog');
    await dialog.getByTestId('import-source-url-input').fill(url);
    await dialog.getByTestId('import-source-schedule').selectOption('hourly');
    await dialog.getByTestId('import-source-save').click();
    await expect(dialog).toBeHidden();

    // The first run: the supplier's own check on adding the link.
    const source = sources.getByTestId('import-source').filter({ hasText: url });
    await expect(source).toContainText('Щогодини');
    const result = source.getByTestId('import-source-result');
    await expect(result).toHaveAttribute('data-result', 'started', { timeout: 20_000 });
    const runs = page.getByTestId('import-run').filter({ hasText: `schedule-${run}.xml` });
    await expect(runs).toHaveCount(1);
    await expect(runs.first()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(runs.first().getByTestId('import-run-trigger')).toHaveText('Перевірка вручну');
    await expect(runs.first().getByTestId('import-run-counts')).toHaveText(
      'Створено: 2, оновлено: 0, без змін: 0, пропущено: 0',
    );
    await nextCheckAnHourOn(source);

    const id = await sourceId(request, user.token, url);
    /** The hour passes: the schedule checks the feed; the supplier comes back to the list. */
    const hourPasses = async () => {
      const due = await request.post(`/api/dev/import-sources/${id}/due`);
      expect(due.ok(), await due.text()).toBeTruthy();
      await page.reload();
    };

    // The shop changes a price: the schedule's check runs it.
    body = feed([
      { id: 1, name: `Чайник за розкладом ${run}`, price: 650 },
      { id: 2, name: `Чайник за розкладом ${run} 2`, price: 720 },
    ]);
    await hourPasses();
    await expect(runs).toHaveCount(2, { timeout: 20_000 });
    const scheduled = runs.first();
    await expect(scheduled).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(scheduled.getByTestId('import-run-trigger')).toHaveText('За розкладом');
    await expect(scheduled.getByTestId('import-run-counts')).toHaveText(
      'Створено: 0, оновлено: 1, без змін: 1, пропущено: 0',
    );
    await expect(runs.nth(1).getByTestId('import-run-trigger')).toHaveText('Перевірка вручну');
    await expect(result).toHaveAttribute('data-result', 'started');
    await expect(result).toContainText('фід змінився, розпочато імпорт');
    await nextCheckAnHourOn(source);

    // A new offer in the shop: the next hour's check picks it up.
    body = feed([
      { id: 1, name: `Чайник за розкладом ${run}`, price: 650 },
      { id: 2, name: `Чайник за розкладом ${run} 2`, price: 720 },
      { id: 3, name: `Чайник за розкладом ${run} 3`, price: 990 },
    ]);
    await hourPasses();
    await expect(runs).toHaveCount(3, { timeout: 20_000 });
    await expect(runs.first()).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
    await expect(runs.first().getByTestId('import-run-trigger')).toHaveText('За розкладом');
    await expect(runs.first().getByTestId('import-run-counts')).toHaveText(
      'Створено: 1, оновлено: 0, без змін: 2, пропущено: 0',
    );

    // Nothing changed by the next hour: the conditional request answers 304, «без змін», no run.
    await hourPasses();
    await expect(result).toHaveAttribute('data-result', 'unchanged', { timeout: 20_000 });
    await expect(result).toContainText('без змін');
    await nextCheckAnHourOn(source);
    await expect(runs).toHaveCount(3);
    expect(answers).toEqual([
      { status: 200, conditional: false },
      { status: 200, conditional: true },
      { status: 200, conditional: true },
      { status: 304, conditional: true },
    ]);
  } finally {
    shop.closeAllConnections();
    await new Promise((resolve) => shop.close(resolve));
  }
});
