/**
 * The products list with a 500-row page (issue 5: "the list screen renders and scrolls a
 * 500-row page without dropped frames"). Starts the built product with a fresh embedded database,
 * tops the demo supplier up to 500 products through the API, then in headless Chromium
 * (playwright-core) opens /products/list?per_page=500 signed in, measures the time to the first
 * row, and scrolls the table's scroll container top → bottom → top over a few seconds while the
 * page records requestAnimationFrame timestamps and long tasks. Prints a table; asserts nothing.
 *
 *   npm run build && npm run bench:list-frames -w @supplier/bench
 *
 * Environment (all optional): BENCH_RUNS (page loads, default 3), BENCH_SCROLL_MS (one scroll
 * down and back, default 5000), BENCH_ROWS (products on the page, default 500, at most 500),
 * CHROMIUM_PATH (default /usr/bin/chromium), BENCH_FIRST_OPEN_ONLY=true (stop after the first-open
 * table), BENCH_TRACE_DIR (writes a Chrome trace of run 1's scroll
 * there, list-frames-trace.json and list-frames.cpuprofile, to open in DevTools).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { apiServer, isMain, repoRoot, webDist } from './lib/paths';
import { freePort, onInterrupt, startServer, stopAll, type RunningServer } from './lib/process';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';
import { percentile } from './lib/timing';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const scrollMs = Math.max(500, Number(process.env.BENCH_SCROLL_MS ?? 5000));
const rows = Math.min(500, Math.max(1, Number(process.env.BENCH_ROWS ?? 500)));
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const traceDir = process.env.BENCH_TRACE_DIR;
/** Only the first-open table, not the 500-row scroll. */
const firstOpenOnly = process.env.BENCH_FIRST_OPEN_ONLY === 'true';
const DEMO = { login: '+380501234567', password: 'demo12345' };
const API = '/api/admin-suppliers/v1';
/** One frame at 60 Hz, and two (an interval above this means at least one frame was not drawn). */
const FRAME_MS = 1000 / 60;
const BUDGET_MS = 16.7;
const DROPPED_MS = 33;
/** Frames recorded with the page left alone before the scroll: the environment's own frame rate. */
const IDLE_MS = 2000;

interface StoredUser {
  data: Record<string, unknown>;
  token: string;
}

interface FrameFigures {
  durationMs: number;
  frames: number;
  fps: number;
  meanMs: number;
  p95Ms: number;
  maxMs: number;
  over16: number;
  over33: number;
  /** Σ (round(interval / 16.67) − 1): vsyncs with no new frame. */
  missedVsyncs: number;
  longTasks: number;
  longTaskMs: number;
}

interface RunFigures {
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

interface Recorded {
  times: number[];
  range: number;
  maxRows: number;
  longTasks: { start: number; duration: number }[];
}

function frameFigures(recorded: Recorded): FrameFigures {
  const intervals = recorded.times.slice(1).map((time, i) => time - recorded.times[i]!);
  const sorted = [...intervals].sort((a, b) => a - b);
  const duration = (recorded.times.at(-1) ?? 0) - (recorded.times[0] ?? 0);
  return {
    durationMs: duration,
    frames: intervals.length,
    fps: duration > 0 ? (intervals.length / duration) * 1000 : 0,
    meanMs: duration / Math.max(1, intervals.length),
    p95Ms: percentile(sorted, 95),
    maxMs: sorted.at(-1) ?? 0,
    over16: intervals.filter((ms) => ms > BUDGET_MS).length,
    over33: intervals.filter((ms) => ms > DROPPED_MS).length,
    missedVsyncs: intervals.reduce((sum, ms) => sum + Math.max(0, Math.round(ms / FRAME_MS) - 1), 0),
    longTasks: recorded.longTasks.length,
    longTaskMs: recorded.longTasks.reduce((sum, task) => sum + task.duration, 0),
  };
}

async function call<T>(server: RunningServer, method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(server.baseUrl + API + path, {
    method,
    headers: {
      'x-session': 'supplier',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

interface ProductDetail {
  store_id: number | null;
  category_id: number;
  name: string;
  description: string;
  brand: string | null;
  price: number;
  stock: number;
  availability: string;
  status: string;
  attributes: { attribute_id: number; value: unknown }[];
}

/**
 * Makes sure the demo supplier has at least `wanted` products: the missing ones are copies of
 * the seeded ones (same category and attribute values, so the category's required attributes are
 * filled) with their own names and SKUs, no barcode, no shelving and no images.
 */
async function topUp(
  server: RunningServer,
  token: string,
  wanted: number,
): Promise<{ before: number; created: number }> {
  type ListAnswer = { data: { id: number }[]; meta: { total: number } };
  const first = await call<ListAnswer>(server, 'GET', '/products?per_page=100', token);
  const before = first.meta.total;
  if (before >= wanted) return { before, created: 0 };
  if (first.data.length === 0) throw new Error('the demo supplier has no product to copy');
  const templates: ProductDetail[] = [];
  for (const { id } of first.data.slice(0, 20)) {
    templates.push((await call<{ data: ProductDetail }>(server, 'GET', `/products/${id}`, token)).data);
  }
  const stamp = Date.now().toString(36).toUpperCase();
  const missing = wanted - before;
  let created = 0;
  const worker = async () => {
    while (created < missing) {
      const index = created++;
      const template = templates[index % templates.length]!;
      await call(server, 'POST', '/products', token, {
        store_id: template.store_id,
        category_id: template.category_id,
        name: `${template.name.slice(0, 200)} (bench ${index + 1})`,
        description: template.description,
        sku: `BENCH-${stamp}-${index + 1}`,
        brand: template.brand,
        price: Math.max(1, template.price + (index % 97)),
        stock: (index * 7) % 500,
        availability: template.availability,
        status: template.status,
        attributes: template.attributes.map(({ attribute_id, value }) => ({ attribute_id, value })),
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { before, created: missing };
}

/** Installed before the app's scripts: first product row time, long tasks. Plain JS (runs in the page). */
const INIT_SCRIPT = `
(() => {
  sessionStorage.setItem('telegramPromptDismissed', '1');
  const bench = (window.__bench = { firstRow: null, skeleton: null, longTasks: [] });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const seen = () => {
    if (bench.skeleton === null && document.querySelector('[aria-busy="true"], [data-slot="skeleton"]')) {
      bench.skeleton = performance.now();
    }
    if (bench.firstRow === null && document.querySelector('[data-testid="product-row"]')) {
      bench.firstRow = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(seen);
  observer.observe(document, { childList: true, subtree: true });
})();
`;

/**
 * Records frames for `durationMs`; with `move`, scrolls the table's scroller down and back
 * meanwhile (a cosine ease each way, positioned by elapsed time, so a slow frame jumps further as
 * a user's fling would). Plain JS (runs in the page).
 */
const recordScript = (durationMs: number, move: boolean) => `
new Promise((resolve) => {
  const scroller = document.querySelector('[data-testid="products-table-scroll"]');
  const range = scroller.scrollHeight - scroller.clientHeight;
  const bench = window.__bench;
  const times = [];
  let maxRows = 0;
  let start = null;
  const half = ${durationMs} / 2;
  const step = (now) => {
    if (start === null) start = now;
    times.push(now);
    const t = now - start;
    const phase = t < half ? t / half : 2 - t / half;
    if (${move}) scroller.scrollTop = Math.round(range * (1 - Math.cos(Math.PI * Math.min(1, Math.max(0, phase)))) / 2);
    maxRows = Math.max(maxRows, scroller.querySelectorAll('[data-testid="product-row"]').length);
    if (t < ${durationMs}) requestAnimationFrame(step);
    else {
      const end = now;
      // long task entries reach the observer a little after the task
      setTimeout(() => resolve({
        times,
        range,
        maxRows,
        longTasks: bench.longTasks.filter((task) => task.start + task.duration >= start && task.start <= end),
      }), 300);
    }
  };
  requestAnimationFrame(step);
})
`;

/**
 * A static page with a scroller of the same height holding `count` one-line text rows of the same
 * height, no script: what this browser drops on the same scroll with next to nothing to draw.
 */
async function measureReference(browser: Browser, count: number): Promise<FrameFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const rowsHtml = Array.from(
      { length: count },
      (_, i) => `<div class="row">Продукт ${i + 1} · SKU-${100000 + i} · ${(i * 37) % 9999} ₴</div>`,
    ).join('');
    await page.setContent(
      `<!doctype html><html lang="uk"><head><meta charset="utf-8"><style>
        body { margin: 0; font: 14px system-ui, sans-serif; }
        .scroll { height: 70vh; overflow: auto; background: #fff; }
        .row { height: 56px; border-bottom: 1px solid #e4e4e7; padding: 0 12px; display: flex; align-items: center; }
      </style></head><body><div class="scroll" data-testid="products-table-scroll">${rowsHtml}</div></body></html>`,
    );
    await page.evaluate('window.__bench = { longTasks: [] }');
    await page.waitForTimeout(500);
    return frameFigures((await page.evaluate(recordScript(scrollMs, true))) as Recorded);
  } finally {
    await context.close();
  }
}

interface FirstOpen {
  visit: 'first' | 'return' | 'menu';
  skeletonMs: number | null;
  scriptsMs: number;
  /** When the products request was sent and when it was answered. */
  apiStartMs: number | null;
  apiMs: number | null;
  firstRowMs: number;
}

/**
 * Issue 10, item 12: a supplier opening the panel on the demo catalogue (default page size) sees a
 * skeleton, then rows. `first` is a fresh browser profile (nothing cached), `return` the same
 * profile opening the list again (scripts from the HTTP cache, as on every later visit).
 */
async function firstOpen(browser: Browser, baseUrl: string, user: StoredUser): Promise<FirstOpen[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'uk-UA' });
  try {
    await context.addInitScript(
      ({ stored }) => {
        (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
          'user',
          JSON.stringify(stored),
        );
      },
      { stored: user },
    );
    await context.addInitScript({ content: INIT_SCRIPT });
    const page = await context.newPage();
    const visits: FirstOpen[] = [];
    for (const visit of ['first', 'return'] as const) {
      await page.goto(`${baseUrl}/products/list`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="product-row"]', { timeout: 60_000 });
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

async function measure(
  browser: Browser,
  baseUrl: string,
  user: StoredUser,
  run: number,
): Promise<Omit<RunFigures, 'reference'>> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
  });
  try {
    await context.addInitScript(
      ({ stored }) => {
        // Runs in the page: globalThis is the window there.
        (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
          'user',
          JSON.stringify(stored),
        );
      },
      { stored: user },
    );
    await context.addInitScript({ content: INIT_SCRIPT });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/products/list?per_page=500`, { waitUntil: 'domcontentloaded' });
    try {
      await page.waitForSelector('[data-testid="product-row"]', { timeout: 60_000 });
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

export async function main(): Promise<void> {
  if (!existsSync(apiServer) || !existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/api/dist or apps/web/dist is missing: run `npm run build` first');
  }
  console.log(
    `list-frames: ${runs} runs, ${rows}-row page, ${scrollMs} ms scroll; ${cpus().length} CPUs, ` +
      `load ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-list-frames-'));
  let browser: Browser | null = null;
  const interrupt = onInterrupt(async () => {
    await browser?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });
  try {
    const port = await freePort();
    const server = await startServer({
      name: 'product',
      args: [apiServer],
      port,
      cwd: repoRoot,
      readyPath: '/api/health',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_SEED: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '1000000000',
        NODE_ENV: 'production',
        DEV_TOOLS: 'true',
        // blanked, so nothing leaks in from the caller's environment (embedded PGlite, no Redis)
        DATABASE_URL: '',
        REDIS_URL: '',
      },
    });
    const user = await call<StoredUser>(server, 'POST', '/auth/login', null, DEMO);
    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    const opens: FirstOpen[] = [];
    for (let run = 1; run <= runs; run += 1) opens.push(...(await firstOpen(browser, server.baseUrl, user)));
    console.log(
      '\n/products/list on the demo catalogue, default page: ms from navigation start (menu: from the click)',
    );
    printTable(
      ['visit', 'skeleton', 'scripts loaded', 'API asked', 'API done', 'first row'],
      opens.map((o) => [
        o.visit,
        o.skeletonMs === null ? '—' : fmt.ms(Math.round(o.skeletonMs)),
        fmt.ms(Math.round(o.scriptsMs)),
        o.apiStartMs === null ? '—' : fmt.ms(Math.round(o.apiStartMs)),
        o.apiMs === null ? '—' : fmt.ms(Math.round(o.apiMs)),
        fmt.ms(Math.round(o.firstRowMs)),
      ]),
    );

    if (firstOpenOnly) return;
    const topped = await topUp(server, user.token, rows);
    console.log(`demo supplier: ${topped.before} products, ${topped.created} created through the API`);
    const figures: RunFigures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const product = await measure(browser, server.baseUrl, user, run);
      figures.push({ ...product, reference: await measureReference(browser, rows) });
      console.log(`run ${run} done`);
    }

    console.log(
      `\n/products/list?per_page=500: loading (ms from navigation start; long tasks from navigation until 1 s after network idle)`,
    );
    printTable(
      ['run', 'API done ms', 'first row ms', 'rows', 'rows in DOM', 'long tasks', 'long task ms'],
      figures.map((f) => [
        f.run,
        f.apiMs === null ? '—' : fmt.ms(Math.round(f.apiMs)),
        fmt.ms(Math.round(f.firstRowMs)),
        f.rowCount,
        f.rowsInDom,
        f.loadLongTasks,
        fmt.ms(Math.round(f.loadLongTaskMs)),
      ]),
    );
    console.log(
      `\nFrames: ${IDLE_MS} ms with the page left alone (idle), then ${scrollMs} ms scrolling the table ` +
        `down and back (${fmt.int(figures[0]!.scrollPx)} px each way); "static ref" is the same scroll of a ` +
        `static page of ${rows} plain text rows (no script): what this browser drops with next to nothing to draw`,
    );
    printTable(
      [
        'run',
        'phase',
        'frames',
        'fps',
        'mean ms',
        'p95 ms',
        'max ms',
        '>16.7 ms',
        '>33 ms (dropped)',
        'missed vsyncs',
        'long tasks',
        'long task ms',
      ],
      figures.flatMap((f) =>
        (['idle', 'scroll', 'reference'] as const).map((phase) => {
          const p = f[phase];
          return [
            f.run,
            phase === 'reference' ? 'static ref' : phase,
            p.frames,
            p.fps.toFixed(1),
            p.meanMs.toFixed(2),
            p.p95Ms.toFixed(2),
            p.maxMs.toFixed(1),
            p.over16,
            p.over33,
            p.missedVsyncs,
            p.longTasks,
            fmt.ms(Math.round(p.longTaskMs)),
          ];
        }),
      ),
    );
    console.log(
      'Headless Chromium without a GPU on a shared VM: a pessimistic environment; compare runs, not absolutes.',
    );
    console.log(
      `load after: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    saveResults('list-frames', { runs, rows, scrollMs, idleMs: IDLE_MS, cpus: cpus().length, opens, figures });
  } finally {
    await browser?.close().catch(() => undefined);
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
    interrupt.release();
  }
}

if (isMain(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
