/**
 * How much of a real seller's catalogue gets in (issue 31): three public-style feeds
 * (fixtures/import-feeds.ts: Rozetka YML, Prom YML with `<category code=…>`, a YML without
 * `vendorCode`) go through the real API in-process (PGlite in memory, the demo seller). For each:
 * the dry run's share of offers whose feed category got a suggested marketplace category with
 * nothing mapped by hand, then «accept all suggestions» (the suggestions saved as the seller's
 * mappings by PUT product-imports/mappings) and the import run's share of offers created.
 * Targets: ≥ 90% suggested, ≥ 95% created. Also the share suggested where a person would put it
 * (each fixture category names the acceptable marketplace leaves), and which feed categories got
 * nothing or a wrong place, so a miss can be read.
 *
 *   npm run bench:import-quality -w @supplier/bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp, type App } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { DEMO_CREDENTIALS, seedDemo } from '../apps/api/src/db/seed';
import { prepareDatabase } from '../apps/api/src/db/startup';
import { IMPORT_FEEDS } from './fixtures/import-feeds';
import { isMain } from './lib/paths';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';

const API = '/api/admin-suppliers/v1';
const SUGGESTED_TARGET = 0.9;
const CREATED_TARGET = 0.95;
const RUN_TIMEOUT_MS = 300_000;

interface FeedCategory {
  key: string;
  name: string;
  path: string;
  offers: number;
  category: { id: number; path: string } | null;
  confirmed: boolean;
  suggestion: { reason: string; confidence: number } | null;
}
interface Check {
  offers: number;
  counts: { create: number; update: number; unchanged: number; skip: number };
  categories: FeedCategory[];
  problems_total: number;
}
interface Run {
  id: number;
  status: string;
  counts: Check['counts'];
  problems_total: number;
  error: string | null;
  problems: { message: string }[];
}

function multipart(fields: Record<string, string>, fileName: string, content: string) {
  const boundary = `----quality${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: application/xml\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return {
    payload: Buffer.from(parts.join('')),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function startApp(dataDir: string): Promise<{ app: App; close: () => Promise<void>; startMs: number }> {
  const started = performance.now();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DEV_TOOLS: 'true',
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    JOBS_WORKER: 'true',
  });
  const database = await openDatabase({ dataDir: 'memory://' });
  await prepareDatabase(database, { seed: () => seedDemo(database.db, config) });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    startMs: performance.now() - started,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function benchImportQuality(): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-quality-'));
  const { app, close, startMs } = await startApp(dir);
  console.log(`API in-process on PGlite with the demo seller: ${fmt.int(startMs)} ms to start`);
  try {
    const login = await app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      headers: { 'x-session': 'supplier' },
      payload: { login: DEMO_CREDENTIALS.telephone, password: DEMO_CREDENTIALS.password },
    });
    if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
    const headers = { 'x-session': 'supplier', 'x-locale': 'uk', authorization: `Bearer ${login.json().token}` };
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object | ReturnType<typeof multipart>) => {
      const form = body && 'payload' in body && Buffer.isBuffer(body.payload) ? body : null;
      const response = await app.inject({
        method,
        url: `${API}${url}`,
        headers: { ...headers, ...(form?.headers ?? {}) },
        payload: (form ? form.payload : body) as never,
      });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json() as { data: unknown };
    };

    const run = String(Date.now() % 100_000);
    const rows: (string | number)[][] = [];
    const figures: Record<string, unknown>[] = [];
    let held = true;
    for (const feed of IMPORT_FEEDS) {
      const xml = feed.build(run);
      const fields = { key_field: feed.keyField };
      const started = performance.now();
      const check = (await call('POST', '/product-imports/check', multipart(fields, feed.name, xml))).data as Check;
      const checkMs = performance.now() - started;
      const offers = check.offers;
      const suggested = check.categories.filter((c) => c.category && !c.confirmed);
      const suggestedOffers = suggested.reduce((sum, c) => sum + c.offers, 0);
      const missed = check.categories.filter((c) => !c.category && c.offers > 0);
      const wrong = suggested.filter((c) => c.offers > 0 && !feed.right(c.name, c.category!.path));
      const rightOffers = suggestedOffers - wrong.reduce((sum, c) => sum + c.offers, 0);

      // «Accept all suggestions»: the suggested categories saved as the seller's own choice.
      await call('PUT', '/product-imports/mappings', {
        categories: suggested.map((c) => ({ key: c.key, category_id: c.category!.id })),
      });
      const started2 = performance.now();
      const startedRun = (await call('POST', '/product-imports', multipart(fields, feed.name, xml))).data as Run;
      let result = startedRun;
      while (result.status === 'queued' || result.status === 'running') {
        if (performance.now() - started2 > RUN_TIMEOUT_MS) throw new Error(`${feed.name}: the run did not finish`);
        await sleep(100);
        result = (await call('GET', `/product-imports/${startedRun.id}`)).data as Run;
      }
      const runMs = performance.now() - started2;
      const created = result.counts.create;
      const suggestedShare = suggestedOffers / Math.max(1, offers);
      const createdShare = created / Math.max(1, offers);
      held &&= suggestedShare >= SUGGESTED_TARGET && createdShare >= CREATED_TARGET;

      console.log(`\n${feed.title} (${feed.name}): ${offers} offers in ${check.categories.length} feed categories`);
      console.log(
        `  dry run: ${suggested.length} categories suggested (${suggestedOffers} offers), ` +
          `would create ${check.counts.create}, skip ${check.counts.skip}; ${check.problems_total} problems`,
      );
      for (const c of missed) console.log(`  nothing suggested: «${c.path}» (${c.offers} offers)`);
      for (const c of wrong)
        console.log(`  not where a person would put it: «${c.path}» → ${c.category!.path} (${c.offers} offers)`);
      if (process.env.BENCH_VERBOSE) {
        for (const c of suggested) {
          console.log(
            `  «${c.path}» → ${c.category!.path} (${c.suggestion?.reason ?? '?'} ${c.suggestion?.confidence ?? ''}%)`,
          );
        }
      }
      const reasons = new Map<string, number>();
      for (const problem of result.problems ?? [])
        reasons.set(problem.message, (reasons.get(problem.message) ?? 0) + 1);
      console.log(
        `  run: ${result.status}, created ${created}, skipped ${result.counts.skip}; ${result.problems_total} problems` +
          (result.error ? `; error: ${result.error}` : ''),
      );
      for (const [message, count] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 5)) {
        console.log(`    ${count} × ${message}`);
      }
      rows.push([
        feed.title,
        offers,
        check.categories.length,
        fmt.pct(suggestedShare),
        fmt.pct(rightOffers / Math.max(1, offers)),
        created,
        fmt.pct(createdShare),
        fmt.int(checkMs),
        fmt.int(runMs),
      ]);
      figures.push({
        feed: feed.name,
        offers,
        feedCategories: check.categories.length,
        suggestedCategories: suggested.length,
        suggestedOffers,
        suggestedShare,
        rightShare: rightOffers / Math.max(1, offers),
        wrong: wrong.map((c) => ({ path: c.path, suggested: c.category!.path, offers: c.offers })),
        missed: missed.map((c) => ({ path: c.path, offers: c.offers })),
        dryRunCreate: check.counts.create,
        created,
        createdShare,
        runStatus: result.status,
        checkMs,
        runMs,
      });
    }
    console.log('');
    printTable(
      [
        'feed',
        'offers',
        'feed categories',
        'suggested',
        'suggested right',
        'created',
        'created share',
        'dry run ms',
        'run ms',
      ],
      rows,
    );
    console.log(
      `\nTargets: ≥ ${fmt.pct(SUGGESTED_TARGET)} of offers suggested a category, ≥ ${fmt.pct(CREATED_TARGET)} created` +
        ` after accepting all suggestions: ${held ? 'held' : 'NOT held'}`,
    );
    saveResults('import-quality', figures);
    return held;
  } finally {
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  benchImportQuality().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
