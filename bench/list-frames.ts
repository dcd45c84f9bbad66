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
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { topUp } from './lib/list-frames-api';
import { startDemoPanel } from './lib/demo-panel';
import { IDLE_MS, measureReference } from './lib/list-frames-recording';
import { firstOpen, measure, type FirstOpen, type RunFigures } from './lib/list-frames-visits';
import { apiServer, isMain, webDist } from './lib/paths';
import { onInterrupt, stopAll } from './lib/process';
import { saveResults } from './lib/results';
import { percentile } from './lib/timing';
import { fmt, printTable } from './lib/table';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const scrollMs = Math.max(500, Number(process.env.BENCH_SCROLL_MS ?? 5000));
const rows = Math.min(500, Math.max(1, Number(process.env.BENCH_ROWS ?? 500)));
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const traceDir = process.env.BENCH_TRACE_DIR;
/** Only the first-open table, not the 500-row scroll. */
const firstOpenOnly = process.env.BENCH_FIRST_OPEN_ONLY === 'true';

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
    const { server, user } = await startDemoPanel(dataDir);
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
    // one first visit varies by ±20% on a shared 2-core machine: compare medians of many (BENCH_RUNS=20)
    for (const visit of ['first', 'return', 'menu'] as const) {
      const rows = opens
        .filter((o) => o.visit === visit)
        .map((o) => o.firstRowMs)
        .sort((a, b) => a - b);
      console.log(
        `${visit}: first row median ${fmt.ms(Math.round(percentile(rows, 50)))} ms ` +
          `(p25 ${fmt.ms(Math.round(percentile(rows, 25)))}, p75 ${fmt.ms(Math.round(percentile(rows, 75)))}) of ${rows.length}`,
      );
    }

    if (firstOpenOnly) return;
    const topped = await topUp(server, user.token, rows);
    console.log(`demo supplier: ${topped.before} products, ${topped.created} created through the API`);
    const figures: RunFigures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const product = await measure(browser, server.baseUrl, user, run, { rows, scrollMs, traceDir });
      figures.push({ ...product, reference: await measureReference(browser, rows, scrollMs) });
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
