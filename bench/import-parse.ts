/**
 * The memory of reading a product feed in one process, without HTTP or the database: a YML feed of
 * BENCH_IMPORT_OFFERS offers (100,000 by default) read by the streaming reader alone, then through
 * the import plan (rows, duplicate checks, category matching). Prints resident memory at the start,
 * its peak, and the live heap after a full collection (run with --expose-gc, as the script does).
 *
 *   npm run bench:import-parse -w @supplier/bench
 */
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FeedPlan } from '../apps/api/src/modules/imports/import-plan';
import { readYmlFeed } from '../apps/api/src/modules/imports/yml-feed.reader';
import { writeFeed } from './imports';
import { isMain } from './lib/paths';
import { printTable } from './lib/table';

const offers = Math.max(1, Number(process.env.BENCH_IMPORT_OFFERS ?? 100_000));
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

async function measure(name: string, read: () => Promise<number>) {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const rows = await read();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  (globalThis as { gc?: () => void }).gc?.();
  return [name, String(rows), seconds.toFixed(1), mb(start), mb(peak), mb(process.memoryUsage().heapUsed)];
}

export async function benchImportParse(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-parse-'));
  try {
    const path = join(dir, 'feed.yml');
    writeFeed(path, offers);
    const results = [
      await measure('reader alone', async () => {
        let n = 0;
        for await (const item of readYmlFeed(createReadStream(path), 'uk')) if (item.kind === 'offer') n += 1;
        return n;
      }),
    ];
    // The plan is kept until measured, as a run keeps it to its end.
    const plan = new FeedPlan([], 'uk');
    results.push(
      await measure('reader + import plan', async () => {
        let n = 0;
        for await (const batch of plan.batches(readYmlFeed(createReadStream(path), 'uk'))) n += batch.rows.length;
        return n;
      }),
    );
    printTable(['pass', 'rows', 'seconds', 'RSS start MB', 'RSS peak MB', 'live heap after MB'], results);
    console.log(`\n${plan.categories.size} categories and ${plan.params.size} params kept by the plan`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  benchImportParse().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
