/** The list-frames bench's page visits in Chromium: the first opens of the list and the measured 500-row page. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { API, type StoredUser } from './list-frames-api';
import {
  FIRST_ROW_SIGNAL,
  frameFigures,
  IDLE_MS,
  INIT_SCRIPT,
  recordScript,
  type FrameFigures,
  type Recorded,
} from './list-frames-recording';

export interface RunFigures {
  run: number;
  /** From navigation start: the products API answered, and the first row was in the DOM. */
  apiMs: number | null;
  firstRowMs: number;
  rowCount: number;
  rowsInDom: number;
  scrollPx: number;
  loadLongTasks: number;
  loadLongTaskMs: number;
  /** The page left alone (the environment's own frame rate), then the scroll. */
  idle: FrameFigures;
  scroll: FrameFigures;
  /** The same scroll of a static page of 500 plain text rows: the environment's own floor. */
  reference: FrameFigures;
}

export interface FirstOpen {
  visit: 'first' | 'return' | 'menu';
  skeletonMs: number | null;
  scriptsMs: number;
  /** When the products request was sent and when it was answered. */
  apiStartMs: number | null;
  apiMs: number | null;
  firstRowMs: number;
}

/**
 * Signs `user` in (the session the panel keeps in localStorage), keeps the Telegram prompt closed
 * for them (a «Пізніше» that has not run out, as the e2e sign-in sets it) and installs INIT_SCRIPT on
 * every page of `context`.
 */
async function prepare(context: BrowserContext, user: StoredUser): Promise<void> {
  await context.addInitScript(
    ({ stored }) => {
      // Runs in the page: globalThis is the window there.
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
      localStorage.setItem('user', JSON.stringify(stored));
      localStorage.setItem('telegramPromptDismissed', JSON.stringify({ [String(stored.data.id)]: Date.now() + 864e6 }));
    },
    { stored: user },
  );
  await context.addInitScript({ content: INIT_SCRIPT });
}

/**
 * Opens `url` and waits for the first product row, by INIT_SCRIPT's console message rather than a
 * selector: Playwright's selector engine, injected into the page for a wait, compiles and runs on the
 * page's main thread while the list loads (50–200 ms in a trace of a first visit), which a
 * supplier's browser does not do.
 */
async function openUntilFirstRow(page: Page, url: string): Promise<void> {
  const firstRow = page.waitForEvent('console', { predicate: (m) => m.text() === FIRST_ROW_SIGNAL, timeout: 60_000 });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await firstRow;
}

/**
 * Issue 10, item 12: a supplier opening the panel on the demo catalogue (default page size) sees a
 * skeleton, then rows. `first` is a fresh browser profile (nothing cached), `return` the same
 * profile opening the list again (scripts from the HTTP cache, as on every later visit).
 */
export async function firstOpen(browser: Browser, baseUrl: string, user: StoredUser): Promise<FirstOpen[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'uk-UA' });
  try {
    await prepare(context, user);
    const page = await context.newPage();
    const visits: FirstOpen[] = [];
    for (const visit of ['first', 'return'] as const) {
      await openUntilFirstRow(page, `${baseUrl}/products/list`);
      visits.push(
        (await page.evaluate(`(() => {
          const entries = performance.getEntriesByType('resource');
          const end = (test) => {
            const found = entries.filter((entry) => test(entry.name)).map((entry) => entry.responseEnd);
            return found.length > 0 ? Math.max(...found) : null;
          };
          return {
            visit: '${visit}',
            skeletonMs: window.__bench.skeleton,
            scriptsMs: end((name) => name.endsWith('.js')) ?? 0,
            apiStartMs: (entries.find((entry) => entry.name.includes('${API}/products?')) ?? {}).startTime ?? null,
            apiMs: end((name) => name.includes('${API}/products?')),
            firstRowMs: window.__bench.firstRow,
          };
        })()`)) as FirstOpen,
      );
      await page.waitForLoadState('networkidle').catch(() => undefined);
    }
    visits.push(await openFromMenu(page, baseUrl));
    return visits;
  } finally {
    await context.close();
  }
}

/**
 * One first visit in a fresh browser profile (nothing cached): ms from navigation start to the first
 * product row of `/products/list`. Waits for the network to go quiet before closing, so the next
 * visit does not share the machine with this one's images.
 */
export async function freshFirstRow(browser: Browser, baseUrl: string, user: StoredUser): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'uk-UA' });
  try {
    await prepare(context, user);
    const page = await context.newPage();
    await openUntilFirstRow(page, `${baseUrl}/products/list`);
    const firstRow = (await page.evaluate('window.__bench.firstRow')) as number;
    await page.waitForLoadState('networkidle').catch(() => undefined);
    return firstRow;
  } finally {
    await context.close();
  }
}

/**
 * `menu`: the supplier is already in the panel (the statistics page, scripts cached) and opens the
 * list from the side menu. Times are from the click.
 */
async function openFromMenu(page: Page, baseUrl: string): Promise<FirstOpen> {
  await page.goto(`${baseUrl}/dashboard/statistics`, { waitUntil: 'networkidle' });
  await page.locator('nav button[aria-expanded="false"]', { hasText: 'Продукти' }).click();
  await page.locator('nav a[href="/products/list"]').waitFor();
  return (await page.evaluate(`new Promise((resolve) => {
    const clickAt = performance.now();
    let skeleton = null;
    const observer = new MutationObserver(() => {
      if (skeleton === null && document.querySelector('[aria-busy="true"], [data-slot="skeleton"]')) {
        skeleton = performance.now();
      }
      if (!document.querySelector('[data-testid="product-row"]')) return;
      observer.disconnect();
      const firstRow = performance.now();
      const api = performance
        .getEntriesByType('resource')
        .find((entry) => entry.startTime >= clickAt && entry.name.includes('${API}/products?'));
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= clickAt && entry.name.endsWith('.js'))
        .map((entry) => entry.responseEnd - clickAt);
      resolve({
        visit: 'menu',
        skeletonMs: skeleton === null ? null : skeleton - clickAt,
        scriptsMs: scripts.length > 0 ? Math.max(...scripts) : 0,
        apiStartMs: api ? api.startTime - clickAt : null,
        apiMs: api ? api.responseEnd - clickAt : null,
        firstRowMs: firstRow - clickAt,
      });
    });
    observer.observe(document, { childList: true, subtree: true });
    document.querySelector('nav a[href="/products/list"]').click();
  })`)) as FirstOpen;
}

/** One run on the `rows`-row page: loading, then frames idle and during a scroll (traced on run 1 with `traceDir`). */
export async function measure(
  browser: Browser,
  baseUrl: string,
  user: StoredUser,
  run: number,
  { rows, scrollMs, traceDir }: { rows: number; scrollMs: number; traceDir: string | undefined },
): Promise<Omit<RunFigures, 'reference'>> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
  });
  try {
    await prepare(context, user);
    const page = await context.newPage();
    try {
      await openUntilFirstRow(page, `${baseUrl}/products/list?per_page=500`);
    } catch (error) {
      const text = await page.evaluate('document.body.innerText').catch(() => '');
      throw new Error(`no product row at ${page.url()}: ${String(text).slice(0, 400)}`, { cause: error });
    }
    const rowCount = Number(await page.getAttribute('[data-testid="products-table"]', 'aria-rowcount')) - 1;
    if (rowCount < rows) throw new Error(`the list shows ${rowCount} rows, expected ${rows}`);
    const load = (await page.evaluate(`(() => {
      const api = performance.getEntriesByType('resource')
        .filter((entry) => entry.name.includes('${API}/products?'))
        .map((entry) => entry.responseEnd);
      return {
        firstRow: window.__bench.firstRow,
        api: api.length > 0 ? Math.max(...api) : null,
        rowsInDom: document.querySelectorAll('[data-testid="product-row"]').length,
      };
    })()`)) as {
      firstRow: number;
      api: number | null;
      rowsInDom: number;
    };
    // let images, fonts and late effects settle before scrolling
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(1000);
    const loadTasks = (await page.evaluate('window.__bench.longTasks.slice()')) as Recorded['longTasks'];

    const idle = (await page.evaluate(recordScript(IDLE_MS, false))) as Recorded;
    const tracing = traceDir !== undefined && run === 1;
    const profiler = tracing ? await context.newCDPSession(page) : null;
    if (tracing && profiler) {
      await browser.startTracing(page, { path: join(traceDir, 'list-frames-trace.json'), screenshots: false });
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.start');
    }
    const scroll = (await page.evaluate(recordScript(scrollMs, true))) as Recorded;
    if (tracing && profiler) {
      const { profile } = await profiler.send('Profiler.stop');
      writeFileSync(join(traceDir, 'list-frames.cpuprofile'), JSON.stringify(profile));
      await browser.stopTracing();
    }
    if (scroll.range <= 0) throw new Error('the table does not scroll (scrollHeight ≤ clientHeight)');
    return {
      run,
      apiMs: load.api,
      firstRowMs: load.firstRow,
      rowCount,
      rowsInDom: Math.max(load.rowsInDom, scroll.maxRows),
      scrollPx: scroll.range,
      loadLongTasks: loadTasks.length,
      loadLongTaskMs: loadTasks.reduce((sum, task) => sum + task.duration, 0),
      idle: frameFigures(idle),
      scroll: frameFigures(scroll),
    };
  } finally {
    await context.close();
  }
}
