/**
 * Lighthouse's performance score and metrics (issue 36) of the built product: the sign-in page,
 * and the products list signed in as the demo supplier, each with Lighthouse's mobile preset
 * (simulated slow 4G, 4× CPU slowdown), its desktop preset, and `phone-4g`: the mobile preset's
 * phone (4× CPU slowdown, its screen) over Chrome DevTools' «Fast 4G» instead of its «Slow 4G»
 * (9 Mbps, 60 ms round trips), for issue 36's «a mid-range Android phone over 4G opens the panel in
 * under 2 s» (the LCP: when the page's main content shows). Every run is a first visit: a fresh
 * Chromium profile, nothing cached. Prints the median of BENCH_RUNS runs and each run's score;
 * asserts nothing.
 *
 *   npm run build && npm run bench:lighthouse -w @supplier/bench
 *
 * Environment (all optional): BENCH_RUNS (runs per page and preset, default 3), CHROMIUM_PATH
 * (default /usr/bin/chromium), BENCH_PAGES (default "sign-in,products"), BENCH_PRESETS (default
 * "mobile,desktop,phone-4g"), BENCH_REPORT_DIR (writes each run's Lighthouse report there as JSON, to open
 * in the Lighthouse viewer), BENCH_LCP_GRAPH=true (prints each run's simulated LCP graph: which
 * requests and tasks the LCP waited for, and when, lib/lcp-simulation.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { startDemoPanel } from './lib/demo-panel';
import type { StoredUser } from './lib/list-frames-api';
import { apiServer, isMain, webDist } from './lib/paths';
import { onInterrupt, stopAll, type RunningServer } from './lib/process';
import { printLcpSimulation } from './lib/lcp-simulation';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PAGES = {
  'sign-in': { path: '/auth/login', signedIn: false },
  products: { path: '/products/list', signedIn: true },
};
type PageName = keyof typeof PAGES;
type Preset = 'mobile' | 'desktop' | 'phone-4g';

/** Chrome DevTools' «Fast 4G» (puppeteer's PredefinedNetworkConditions): 9 Mbps down, 60 ms round trips. */
const FAST_4G = { rttMs: 60, throughputKbps: 9000 };
/** Lighthouse's settings per preset: mobile is its default; desktop and phone-4g extend it. */
const PRESET_CONFIGS: Record<Preset, Parameters<typeof lighthouse>[2]> = {
  mobile: undefined,
  desktop: desktopConfig,
  'phone-4g': {
    extends: 'lighthouse:default',
    // only rttMs, throughputKbps and the CPU slowdown count in the simulation (throttlingMethod «simulate»)
    settings: { throttling: { ...FAST_4G, cpuSlowdownMultiplier: 4 } },
  },
};
const pages = (process.env.BENCH_PAGES ?? 'sign-in,products').split(',') as PageName[];
const presets = (process.env.BENCH_PRESETS ?? 'mobile,desktop,phone-4g').split(',') as Preset[];
const reportDir = process.env.BENCH_REPORT_DIR;
const lcpGraph = process.env.BENCH_LCP_GRAPH === 'true';

interface RunFigures {
  page: PageName;
  preset: Preset;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  siMs: number;
  clsx1000: number;
  /** Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`): its CPU slowdown is relative to it. */
  benchmarkIndex: number;
  /** The element Lighthouse took for the largest contentful paint (its selector). */
  lcpElement: string;
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Lighthouse's «bad trace recording» errors: Chromium's trace of the load missed an event Lighthouse
 * needs (seen on the loaded VM as NO_NAVSTART). The page is not at fault, so the run is made again.
 */
const TRACE_ERRORS = new Set(['NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST', 'NO_NAVSTART', 'NO_DCL', 'NO_FMP']);
/** Runs made again after a trace error, at most, before the bench gives up. */
const TRACE_RETRIES = 2;

/** A trace error's code: from the report's runtimeError (rethrown by audit) or thrown by Lighthouse itself. */
const traceErrorCode = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRACE_ERRORS.has(code) ? code : undefined;
};

/** The LCP element's selector from the report's «largest-contentful-paint-element» audit. */
function lcpElementOf(lhr: Report): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.selector ?? '—';
}

/** Chromium with its DevTools port on loopback and a profile of its own (a first visit). */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const child: ChildProcess = spawn(
    executablePath,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // A process group of its own, so that stop() ends Chromium's helper processes with it.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    }
    await sleep(500);
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  const port = await new Promise<number>((resolvePort, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolvePort(Number(match[1]));
    });
    child.once('exit', () => reject(new Error(`Chromium exited before listening:\n${output.slice(-2000)}`)));
  });
  return { port, stop };
}

/** Puts the demo supplier's session in localStorage, from a page (the health check) that loads no script. */
async function signInBrowser(port: number, baseUrl: string, user: StoredUser): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(
    ({ stored }) => {
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
      localStorage.setItem('user', JSON.stringify(stored));
      localStorage.setItem('telegramPromptDismissed', JSON.stringify({ [String(stored.data.id)]: Date.now() + 864e6 }));
    },
    { stored: user },
  );
  await page.close();
  // Leaves Chromium running: for a browser it connected to, close() only disconnects.
  await browser.close();
}

async function audit(
  server: RunningServer,
  user: StoredUser,
  page: PageName,
  preset: Preset,
  run: number,
): Promise<RunFigures> {
  const chromium = await launchChromium();
  try {
    if (PAGES[page].signedIn) await signInBrowser(chromium.port, server.baseUrl, user);
    const result = await lighthouse(
      server.baseUrl + PAGES[page].path,
      {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The profile is fresh (nothing cached); a reset would also drop the session put in localStorage.
        disableStorageReset: true,
      },
      PRESET_CONFIGS[preset],
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${page} (${preset})`);
    if (lcpGraph) printLcpSimulation(`run ${run} ${page} ${preset}`);
    if (lhr.runtimeError) {
      const { code, message } = lhr.runtimeError;
      throw Object.assign(new Error(`Lighthouse: ${code} ${message}`), { code });
    }
    const shown = new URL(lhr.finalDisplayedUrl).pathname;
    if (shown !== PAGES[page].path) throw new Error(`${page}: the browser ended on ${shown}, not ${PAGES[page].path}`);
    if (reportDir) writeFileSync(join(reportDir, `lighthouse-${page}-${preset}-${run}.json`), JSON.stringify(lhr));
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      page,
      preset,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      siMs: metric('speed-index'),
      clsx1000: metric('cumulative-layout-shift') * 1000,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcpElement: lcpElementOf(lhr),
    };
  } finally {
    await chromium.stop();
  }
}

/** audit(), made again (at most TRACE_RETRIES times) when Lighthouse's trace of the load was bad. */
async function auditRetryingTraceErrors(...args: Parameters<typeof audit>): Promise<RunFigures> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await audit(...args);
    } catch (error) {
      const code = traceErrorCode(error);
      if (code === undefined || attempt >= TRACE_RETRIES) throw error;
      const [, , page, preset, run] = args;
      console.log(
        `  run ${run} ${page} ${preset}: Lighthouse trace error ${code}; running it again (retry ${attempt + 1} of ${TRACE_RETRIES})`,
      );
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function main(): Promise<void> {
  if (!existsSync(apiServer) || !existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/api/dist or apps/web/dist is missing: run `npm run build` first');
  }
  const loadBefore = loadavg();
  console.log(
    `lighthouse: ${runs} runs per page and preset; ${cpus().length} CPUs, load ${loadBefore.map((v) => v.toFixed(2)).join(' ')}`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-data-'));
  const interrupt = onInterrupt(async () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    const { server, user } = await startDemoPanel(dataDir);
    const all: RunFigures[] = [];
    // Runs interleaved (page × preset, then again) so that other work on the machine weighs on all alike.
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        for (const preset of presets) {
          const figures = await auditRetryingTraceErrors(server, user, page, preset, run);
          all.push(figures);
          console.log(
            `  run ${run} ${page} ${preset}: score ${figures.score}, LCP ${Math.round(figures.lcpMs)} ms on ${figures.lcpElement}`,
          );
        }
      }
    }
    console.log(
      `\nLighthouse ${runs}-run medians (first visit; mobile: simulated slow 4G and 4× CPU; phone-4g: ` +
        `the same phone over fast 4G, ${FAST_4G.throughputKbps / 1000} Mbps and ${FAST_4G.rttMs} ms round trips)`,
    );
    printTable(
      ['page', 'preset', 'score', 'scores', 'FCP ms', 'LCP ms', 'TBT ms', 'SI ms', 'CLS ×1000', 'host index'],
      pages.flatMap((page) =>
        presets.map((preset) => {
          const mine = all.filter((f) => f.page === page && f.preset === preset);
          const med = (key: keyof Omit<RunFigures, 'page' | 'preset' | 'lcpElement'>) =>
            median(mine.map((f) => f[key]));
          return [
            page,
            preset,
            med('score'),
            mine.map((f) => f.score).join(' '),
            fmt.ms(Math.round(med('fcpMs'))),
            fmt.ms(Math.round(med('lcpMs'))),
            fmt.ms(Math.round(med('tbtMs'))),
            fmt.ms(Math.round(med('siMs'))),
            Math.round(med('clsx1000')),
            Math.round(med('benchmarkIndex')),
          ];
        }),
      ),
    );
    console.log(
      `host index: Lighthouse's benchmarkIndex of this machine (median ${Math.round(median(all.map((f) => f.benchmarkIndex)))}); ` +
        "the mobile preset's 4× CPU slowdown is meant for a host of 1,500–2,000 (docs/throttling.md in Lighthouse's repository)",
    );
    console.log(
      `load after: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
    saveResults('lighthouse', { runs, cpus: cpus().length, loadBefore, loadAfter: loadavg(), runsFigures: all });
  } finally {
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
