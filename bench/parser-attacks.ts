/**
 * The worst parser inputs of issue 29, one by one, against the built product with its memory
 * bounds: for each, the HTTP status, the seconds to the answer, the API process's peak resident
 * memory during it, and whether the process stayed up (the health check answers after it).
 *
 * 1. A zip bomb: an XLSX whose sheet (stored before the shared strings) inflates to 1 GiB, zipped
 *    to ~1 MB, to the dry run.
 * 2. A YML of one refused offer repeated 150,000 times, to the dry run, then as a run (started and
 *    waited for until it ends).
 * 3. A 210 MiB feed upload, streamed (never held in memory): the limit is 200 MB; once as offers,
 *    once as one text of spaces (what an XML reader may gather into one string).
 * 4. A multipart body without its closing boundary.
 * 5. A YML of 3,000,000 distinct minimal offers (~160 MB): what the plan keeps per offer id and SKU.
 *
 * On PGlite; with `--pg` (or DATABASE_URL set) on PostgreSQL: DATABASE_URL itself, else a
 * throwaway database on the server of BENCH_PG_URL.
 *
 *   npm run build -w @supplier/api && npm run bench:parser-attacks -w @supplier/bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { deflated, filled, zip } from '../apps/api/src/test/handmade-zip';
import { isMain } from './lib/paths';
import { onInterrupt, procStatusKib, resetPeak, stopAll, type RunningServer } from './lib/process';
import { adminUrl, databaseUrl, signIn, startProduct } from './lib/product';
import { saveResults } from './lib/results';
import { printTable } from './lib/table';

const DEMO = { login: '+380501234567', password: 'demo12345' };
const API = '/api/admin-suppliers/v1';
const MIB = 1024 * 1024;
/** How long a case may take before it counts as no answer. */
const ANSWER_TIMEOUT_MS = 120_000;
const RUN_TIMEOUT_MS = 600_000;

/** The zip bomb: a 1 GiB sheet stored before the shared strings. */
const zipBomb = () =>
  zip([
    filled('xl/worksheets/sheet1.xml', 1024),
    deflated('xl/sharedStrings.xml', '<sst><si><t>Артикул</t></si></sst>'),
  ]);

const YML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog><shop><offers>\n';
/** An offer the import refuses (no category; repeated, its id and SKU again). */
const REFUSED_OFFER = '<offer id="B"><name>big</name><price>1</price><vendorCode>B</vendorCode></offer>\n';

/** A YML feed of the refused offer repeated `count` times, made as it streams. */
function repeatedOffer(count: number): { stream: () => Readable; bytes: number } {
  const tail = '</offers></shop></yml_catalog>\n';
  const perChunk = 10_000;
  return {
    bytes: Buffer.byteLength(YML_HEAD) + count * Buffer.byteLength(REFUSED_OFFER) + Buffer.byteLength(tail),
    stream: () =>
      Readable.from(
        (function* () {
          yield Buffer.from(YML_HEAD);
          const chunk = Buffer.from(REFUSED_OFFER.repeat(perChunk));
          for (let left = count; left > 0; left -= perChunk) {
            yield left >= perChunk ? chunk : Buffer.from(REFUSED_OFFER.repeat(left));
          }
          yield Buffer.from(tail);
        })(),
      ),
  };
}

/** `count` offers, each with its own id and SKU and nothing else (refused: no name, no price), made as it streams. */
function distinctOffers(count: number): () => Readable {
  return () =>
    Readable.from(
      (function* () {
        yield Buffer.from(YML_HEAD);
        for (let n = 0; n < count; n += 10_000) {
          const parts: string[] = [];
          for (let i = n; i < Math.min(count, n + 10_000); i += 1) {
            parts.push(`<offer id="offer-${i}"><vendorCode>SKU-${i}</vendorCode></offer>`);
          }
          yield Buffer.from(parts.join(''));
        }
        yield Buffer.from('</offers></shop></yml_catalog>');
      })(),
    );
}

/** A feed of `bytes`: an XML head, then `unit` repeated (cut to size), made as it streams. */
function oversized(bytes: number, unit: string): () => Readable {
  const head = Buffer.from(YML_HEAD);
  const block = Buffer.from(unit.repeat(Math.ceil(MIB / unit.length)));
  return () =>
    Readable.from(
      (function* () {
        yield head;
        for (let left = bytes - head.length; left > 0; left -= block.length) {
          yield left >= block.length ? block : block.subarray(0, left);
        }
      })(),
    );
}

interface Answer {
  status: number | null;
  seconds: number;
  body: string;
  /** Why there was no status: a timeout or the connection's error. */
  failure?: string;
}

/**
 * A multipart POST with the file in field `file`, streamed with `http` (fetch would buffer a
 * stream it cannot retry); `closed: false` leaves out the closing boundary. The answer may come
 * before the body is sent (a 413): writing then stops.
 */
function upload(
  server: RunningServer,
  path: string,
  headers: Record<string, string>,
  file: { name: string; stream: () => Readable; closed?: boolean },
): Promise<Answer> {
  const boundary = `----attack${Date.now()}`;
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(answer);
    };
    const req = request(`${server.baseUrl}${API}${path}`, {
      method: 'POST',
      agent: false, // a connection of its own: one left mid-body by an early answer is never reused
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const timer = setTimeout(
      () =>
        settle({ status: null, seconds: seconds(), body: '', failure: `no answer in ${ANSWER_TIMEOUT_MS / 1000} s` }),
      ANSWER_TIMEOUT_MS,
    );
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        settle({ status: response.statusCode ?? null, seconds: seconds(), body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', () =>
        settle({ status: response.statusCode ?? null, seconds: seconds(), body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', (error) => settle({ status: null, seconds: seconds(), body: '', failure: error.message }));
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const body = file.stream();
    body.on('data', (chunk: Buffer) => {
      if (settled) return body.destroy();
      if (!req.write(chunk)) {
        body.pause();
        req.once('drain', () => body.resume());
      }
    });
    body.on('end', () => {
      if (!settled) req.end(file.closed === false ? '\r\n' : `\r\n--${boundary}--\r\n`);
    });
  });
}

/** Whether the process is alive and its health check answers. */
async function up(server: RunningServer): Promise<boolean> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return false;
  const health = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  return health?.ok ?? false;
}

interface Figure {
  input: string;
  status: string;
  seconds: number;
  beforeMb: number;
  peakMb: number;
  up: boolean;
  note: string;
}

const mb = (kib: number | null) => (kib === null ? NaN : kib / 1024);
const short = (text: string) => text.replace(/\s+/g, ' ').slice(0, 140);
/** An answer in brief: its message, or what a dry run counted. */
const messageOf = (body: string) => {
  try {
    const answer = JSON.parse(body) as { message?: string; data?: { offers?: number; problems_total?: number } };
    if (answer.message) return answer.message;
    if (answer.data?.offers !== undefined)
      return `offers ${answer.data.offers}, problems ${answer.data.problems_total}`;
  } catch {
    // not JSON: shown as it is
  }
  return short(body);
};

export async function benchParserAttacks(): Promise<void> {
  const onPostgres = process.argv.includes('--pg') || Boolean(process.env.DATABASE_URL);
  const dir = mkdtempSync(join(tmpdir(), 'bench-parser-attacks-'));
  const dbName = `bench_parser_attacks_${process.pid}`;
  let url = process.env.DATABASE_URL ?? '';
  const throwaway = onPostgres && !url;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  const release = async () => {
    if (throwaway) await admin(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  const interrupted = onInterrupt(release);
  try {
    if (throwaway) {
      await admin(`create database ${dbName}`);
      url = databaseUrl(dbName);
    }
    const start = () =>
      startProduct({
        databaseUrl: url,
        dataDir: join(dir, 'data'),
        env: { DEMO_SEED: 'true', JOBS_WORKER: 'true' },
        timeoutMs: 180_000,
      });
    let server = await start();
    let headers = await signIn(server.baseUrl, DEMO);
    console.log(`API on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, pid ${server.pid}`);

    const figures: Figure[] = [];
    /** Runs one case with the peak reset before it; a process that went down is started again for the next. */
    const measure = async (input: string, run: () => Promise<{ status: string; note: string }>) => {
      const pid = server.pid;
      const beforeKib = procStatusKib(pid, 'VmRSS');
      resetPeak(pid);
      let peakKib = beforeKib ?? 0;
      const logged = server.output().length;
      const sampler = setInterval(() => {
        peakKib = Math.max(peakKib, procStatusKib(pid, 'VmHWM') ?? 0);
      }, 100);
      const started = performance.now();
      const outcome = await run().catch((error: unknown) => ({ status: 'error', note: (error as Error).message }));
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peakKib = Math.max(peakKib, procStatusKib(pid, 'VmHWM') ?? 0);
      const stayedUp = await up(server);
      figures.push({ input, ...outcome, seconds, beforeMb: mb(beforeKib), peakMb: mb(peakKib), up: stayedUp });
      console.log(
        `${input}: ${outcome.status} in ${seconds.toFixed(1)} s, RSS ${mb(beforeKib).toFixed(0)} → peak ${mb(peakKib).toFixed(0)} MB, ${stayedUp ? 'up' : 'DOWN'}`,
      );
      // What the API logged meanwhile (warnings and errors): why a case failed or the process ended.
      const log = server.output().slice(logged).trim();
      if (log) console.log(`  API log: ${log.slice(-1500)}`);
      if (!stayedUp) {
        await server.stop();
        server = await start();
        headers = await signIn(server.baseUrl, DEMO);
      }
    };
    const asked = (answer: Answer) => ({
      status: answer.status === null ? `none (${answer.failure})` : String(answer.status),
      note: messageOf(answer.body),
    });

    const bomb = zipBomb();
    await measure(`1. zip bomb (${(bomb.length / MIB).toFixed(1)} MB → 1 GiB sheet), dry run`, async () =>
      asked(
        await upload(server, '/product-imports/check', headers, {
          name: 'bomb.xlsx',
          stream: () => Readable.from([bomb]),
        }),
      ),
    );

    const offers = repeatedOffer(150_000);
    const yml = `2. YML, one refused offer ×150,000 (${(offers.bytes / MIB).toFixed(1)} MB)`;
    await measure(`${yml}, dry run`, async () =>
      asked(await upload(server, '/product-imports/check', headers, { name: 'big.yml', stream: offers.stream })),
    );
    await measure(`${yml}, run (upload → end)`, async () => {
      const answer = await upload(server, '/product-imports', headers, { name: 'big.yml', stream: offers.stream });
      if (answer.status !== 201) return asked(answer);
      const { id } = (JSON.parse(answer.body) as { data: { id: number } }).data;
      const deadline = performance.now() + RUN_TIMEOUT_MS;
      let unanswered = 0;
      while (performance.now() < deadline) {
        await sleep(250);
        const response = await fetch(`${server.baseUrl}${API}/product-imports/${id}`, {
          headers,
          signal: AbortSignal.timeout(30_000),
        }).catch((error: unknown) => (error as Error).message);
        if (typeof response === 'string' || !response.ok) {
          // A process busy reading a feed may answer late; one that is gone does not answer again.
          unanswered += 1;
          if (unanswered < 5) continue;
          const failure = typeof response === 'string' ? response : String(response.status);
          return { status: `201, then ${failure} on the run`, note: '' };
        }
        unanswered = 0;
        const run = (
          (await response.json()) as {
            data: { status: string; error: string | null; problems_total: number; counts: Record<string, number> };
          }
        ).data;
        if (run.status !== 'queued' && run.status !== 'running') {
          return {
            status: `201, run ${run.status}`,
            note: run.error ? short(run.error) : `problems ${run.problems_total}, ${JSON.stringify(run.counts)}`,
          };
        }
      }
      return { status: '201, run still open', note: `after ${RUN_TIMEOUT_MS / 1000} s` };
    });

    const big = 210 * MIB;
    await measure('3a. 210 MiB feed upload (offers, streamed), run', async () =>
      asked(
        await upload(server, '/product-imports', headers, {
          name: 'huge.yml',
          stream: oversized(big, REFUSED_OFFER),
        }),
      ),
    );
    await measure('3b. 210 MiB feed upload (one text of spaces, streamed), dry run', async () =>
      asked(await upload(server, '/product-imports/check', headers, { name: 'huge.yml', stream: oversized(big, ' ') })),
    );

    const distinct = 3_000_000;
    await measure(`5. YML of ${distinct.toLocaleString('en')} distinct minimal offers (~160 MB), dry run`, async () =>
      asked(
        await upload(server, '/product-imports/check', headers, { name: 'many.yml', stream: distinctOffers(distinct) }),
      ),
    );

    await measure('4. multipart without its closing boundary, dry run', async () =>
      asked(
        await upload(server, '/product-imports/check', headers, {
          name: 'open.yml',
          stream: repeatedOffer(10).stream,
          closed: false,
        }),
      ),
    );

    await server.stop();
    printTable(
      ['input', 'HTTP status', 'seconds', 'RSS before MB', 'peak RSS MB', 'process up', 'answer'],
      figures.map((f) => [
        f.input,
        f.status,
        f.seconds.toFixed(1),
        f.beforeMb.toFixed(0),
        f.peakMb.toFixed(0),
        f.up ? 'yes' : 'NO',
        f.note,
      ]),
    );
    saveResults('parser-attacks', { database: onPostgres ? 'postgresql' : 'pglite', figures });
  } finally {
    await stopAll();
    interrupted.release();
    await release();
  }
}

if (isMain(import.meta.url)) {
  benchParserAttacks().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
