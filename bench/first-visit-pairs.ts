/**
 * The products list's first row on a first visit, this build against another (issue 36), in pairs:
 * each pair opens the list once in a fresh browser profile on each build, back to back, in
 * alternating order. On a shared 2-core machine the median of a block of first visits drifts by
 * tens of milliseconds from one block to the next and by a factor of two from one session's machine to
 * another's; the difference within a pair does not, so it is what says whether a change made the
 * first row sooner. Prints both builds' figures and the paired difference; asserts nothing.
 *
 *   git worktree add /tmp/base <revision> && (cd /tmp/base && npm ci && npm run build)
 *   npm run build && BENCH_BASE=/tmp/base npm run bench:first-visit-pairs -w @supplier/bench
 *
 * Environment: BENCH_BASE (required: a checkout with apps/api/dist and apps/web/dist built),
 * BENCH_PAIRS (default 30), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startDemoPanel } from './lib/demo-panel';
import type { StoredUser } from './lib/list-frames-api';
import { freshFirstRow } from './lib/list-frames-visits';
import { apiServer, isMain, webDist } from './lib/paths';
import { onInterrupt, stopAll, type RunningServer } from './lib/process';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';
import { percentile } from './lib/timing';

const pairs = Math.max(1, Number(process.env.BENCH_PAIRS ?? 30));
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Build {
  name: string;
  server: string;
  web: string;
}

interface Running extends Build {
  product: RunningServer;
  user: StoredUser;
  firstRows: number[];
}

async function start(build: Build, dataDir: string): Promise<Running> {
  for (const path of [build.server, join(build.web, 'index.html')]) {
    if (!existsSync(path)) throw new Error(`${build.name}: ${path} is missing; build it first (npm run build)`);
  }
  const { server: product, user } = await startDemoPanel(dataDir, build);
  return { ...build, product, user, firstRows: [] };
}

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => percentile(ascending(values), 50);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

export async function main(): Promise<void> {
  const baseDir = process.env.BENCH_BASE;
  if (!baseDir) throw new Error('BENCH_BASE is not set: the checkout of the build to compare with');
  const builds: Build[] = [
    { name: 'this build', server: apiServer, web: webDist },
    { name: 'base', server: resolve(baseDir, 'apps/api/dist/server.js'), web: resolve(baseDir, 'apps/web/dist') },
  ];
  console.log(
    `first-visit-pairs: ${pairs} pairs, base ${baseDir}; ${cpus().length} CPUs, load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const dataDirs = builds.map(() => mkdtempSync(join(tmpdir(), 'bench-first-visit-')));
  let browser: Browser | null = null;
  const interrupt = onInterrupt(async () => {
    await browser?.close().catch(() => undefined);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });
  try {
    const running: Running[] = [];
    for (const [i, build] of builds.entries()) running.push(await start(build, dataDirs[i]!));
    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    // one visit each first, unmeasured: each server's first answers read its files
    for (const build of running) await freshFirstRow(browser, build.product.baseUrl, build.user);
    for (let pair = 0; pair < pairs; pair += 1) {
      for (const build of pair % 2 === 0 ? running : [...running].reverse()) {
        build.firstRows.push(await freshFirstRow(browser, build.product.baseUrl, build.user));
      }
    }
    const [current, base] = running as [Running, Running];
    const differences = current.firstRows.map((ms, i) => ms - base.firstRows[i]!);
    console.log('\n/products/list, first visit in a fresh profile: ms from navigation start to the first row');
    printTable(
      ['build', 'median', 'p25', 'p75', 'mean'],
      running.map((build) => {
        const sorted = ascending(build.firstRows);
        return [
          build.name,
          fmt.ms(Math.round(median(sorted))),
          fmt.ms(Math.round(percentile(sorted, 25))),
          fmt.ms(Math.round(percentile(sorted, 75))),
          fmt.ms(Math.round(mean(sorted))),
        ];
      }),
    );
    console.log(
      `\nthis build − base, pair by pair: median ${Math.round(median(differences))} ms, mean ` +
        `${Math.round(mean(differences))} ms; this build sooner in ${differences.filter((ms) => ms < 0).length} ` +
        `of ${pairs} pairs`,
    );
    saveResults('first-visit-pairs', {
      pairs,
      base: baseDir,
      firstRows: Object.fromEntries(running.map((build) => [build.name, build.firstRows])),
      differences,
    });
  } finally {
    await browser?.close().catch(() => undefined);
    await stopAll();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    interrupt.release();
  }
}

if (isMain(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
