/**
 * Webhook deliveries per second (issue 15) on PostgreSQL: the built product (demo supplier) with
 * one webhook endpoint made through the panel API, pointing at a local receiver in this process
 * that answers 500 to 1 % of requests at random and checks every signature by the documented
 * recipe (docs/webhooks.md). BENCH_WEBHOOKS_EVENTS deliveries (5,000 by default) are queued at
 * once as `emitWebhookEvent` queues them (a `webhook_deliveries` row and a `webhooks.deliver` job
 * each, in one transaction), and the product's job runner (JOBS_CONCURRENCY slots, 4 by default)
 * delivers them. Prints first tries per second, how many failed and were retried 5 s later, the
 * time until every one was delivered, and the latency from queueing to delivery.
 *
 *   npm run build && npm run bench:webhooks -w @supplier/bench
 *
 * Environment (all optional): BENCH_PG_URL, BENCH_WEBHOOKS_EVENTS (5000), BENCH_WEBHOOKS_FAIL
 * (0.01), BENCH_WEBHOOKS_CONCURRENCY (JOBS_CONCURRENCY, 4).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { isMain } from './lib/paths';
import { onInterrupt, stopAll } from './lib/process';
import { adminUrl, databaseUrl, signIn, startProduct } from './lib/product';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';

const events = Math.max(1, Number(process.env.BENCH_WEBHOOKS_EVENTS ?? 5_000));
const failShare = Math.min(0.5, Math.max(0, Number(process.env.BENCH_WEBHOOKS_FAIL ?? 0.01)));
const concurrency = Math.max(1, Number(process.env.BENCH_WEBHOOKS_CONCURRENCY ?? 4));
const dbName = 'bench_webhooks';
const DEMO = { login: '+380501234567', password: 'demo12345' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** docs/webhooks.md: HMAC-SHA256 with the bytes after `whsec_`, over `id.timestamp.body`. */
function verified(secret: string, headers: Record<string, string | string[] | undefined>, body: string): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signed = `${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`;
  const expected = Buffer.from(`v1,${createHmac('sha256', key).update(signed).digest('base64')}`);
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((entry) => {
      const given = Buffer.from(entry);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export async function benchWebhooks(): Promise<boolean> {
  console.log(
    `\n# Webhook deliveries to a local receiver, ${fmt.pct(failShare)} failing (${cpus().length} CPUs, load ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')})\n`,
  );
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = databaseUrl(dbName);
  const dir = mkdtempSync(join(tmpdir(), 'bench-webhooks-'));
  const db = new pg.Client({ connectionString: url });

  let secret = '';
  const seen = { requests: 0, refused: 0, badSignature: 0 };
  const receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      seen.requests += 1;
      if (!verified(secret, request.headers, body)) seen.badSignature += 1;
      const fail = Math.random() < failShare;
      if (fail) seen.refused += 1;
      response.writeHead(fail ? 500 : 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  const release = async () => {
    receiver.close();
    await db.end().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  const interrupted = onInterrupt(release);
  try {
    const server = await startProduct({
      databaseUrl: url,
      dataDir: join(dir, 'data'),
      env: { DEMO_SEED: 'true', JOBS_CONCURRENCY: String(concurrency) },
      timeoutMs: 180_000,
    });
    await db.connect();
    const headers = { ...(await signIn(server.baseUrl, DEMO)), 'content-type': 'application/json' };
    const api = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(`${server.baseUrl}/api/admin-suppliers/v1${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const integration = await api<{ data: { id: number } }>('/integrations', {
      name: 'Бенч вебхуків',
      scopes: ['orders:read'],
    });
    const endpoint = await api<{ data: { id: number; integration_id: number }; secret: string }>(
      `/integrations/${integration.data.id}/webhooks`,
      { url: receiverUrl, events: ['order.created'] },
    );
    secret = endpoint.secret;
    const [{ id: supplierId }] = (await db.query(`select id::int from suppliers where telephone = $1`, [DEMO.login]))
      .rows as [{ id: number }];

    // Queued as emitWebhookEvent queues them: a delivery and its job, in one transaction.
    await db.query('begin');
    const inserted = await db.query(
      `insert into webhook_deliveries (endpoint_id, supplier_id, event_type, event_id, payload, next_attempt_at)
       select $1, $2, 'order.created', 'msg_bench_' || g,
         jsonb_build_object('type', 'order.created', 'timestamp', now(), 'data', jsonb_build_object(
           'order_id', g, 'number', (100000 + g)::text, 'external_id', 'sf-bench-' || g, 'status', 'new',
           'total', 1580, 'payment', jsonb_build_object('method', 'cod', 'status', 'pending'),
           'delivery', jsonb_build_object('carrier', 'novaposhta', 'city', 'Київ', 'branch', 'Відділення №12'),
           'items', jsonb_build_array(jsonb_build_object('product_id', 1, 'sku', 'SKU-1', 'name', 'Смартфон',
             'price', 1500, 'quantity', 1)))),
         now()
       from generate_series(1, $3::int) g
       returning id`,
      [endpoint.data.id, supplierId, events],
    );
    const ids = inserted.rows.map((row: { id: string }) => Number(row.id));
    await db.query(
      `insert into jobs (kind, payload) select 'webhooks.deliver', jsonb_build_object('deliveryId', id)
       from unnest($1::bigint[]) id`,
      [ids],
    );
    const started = performance.now();
    await db.query('commit');

    const progress = async () =>
      (
        await db.query(
          `select count(*) filter (where attempts > 0)::int as tried,
                  count(*) filter (where state = 'delivered')::int as delivered,
                  count(*) filter (where state = 'failed')::int as failed
           from webhook_deliveries where endpoint_id = $1`,
          [endpoint.data.id],
        )
      ).rows[0] as { tried: number; delivered: number; failed: number };

    let firstTries = 0;
    let allDelivered = 0;
    const deadline = started + 10 * 60_000;
    for (;;) {
      const now = await progress();
      if (!firstTries && now.tried >= events) firstTries = (performance.now() - started) / 1000;
      if (now.delivered + now.failed >= events) {
        allDelivered = (performance.now() - started) / 1000;
        break;
      }
      if (performance.now() > deadline) throw new Error(`not all delivered in 10 minutes: ${JSON.stringify(now)}`);
      await sleep(100);
    }
    const latency = (
      await db.query(
        `select extract(epoch from delivered_at - created_at) * 1000 as ms from webhook_deliveries
         where endpoint_id = $1 and state = 'delivered' order by 1`,
        [endpoint.data.id],
      )
    ).rows.map((row: { ms: string }) => Number(row.ms));
    const retried = (
      await db.query(`select count(*)::int as n from webhook_deliveries where endpoint_id = $1 and attempts > 1`, [
        endpoint.data.id,
      ])
    ).rows[0] as { n: number };
    const final = await progress();
    await server.stop();

    const firstTried = latency.filter((ms) => ms < 5_000);
    const figures = {
      events,
      concurrency,
      failShare,
      firstTriesSeconds: firstTries,
      deliveriesPerSecond: events / firstTries,
      refusedByReceiver: seen.refused,
      retried: retried.n,
      delivered: final.delivered,
      failed: final.failed,
      allDeliveredSeconds: allDelivered,
      requests: seen.requests,
      badSignatures: seen.badSignature,
      p50Ms: quantile(latency, 0.5),
      p99Ms: quantile(latency, 0.99),
      p50FirstTryMs: quantile(firstTried, 0.5),
    };
    printTable(
      [
        'events',
        'slots',
        'first tries s',
        'deliveries/s',
        'refused',
        'retried',
        'delivered',
        'all in s',
        'p50 ms',
        'p99 ms',
      ],
      [
        [
          fmt.int(events),
          String(concurrency),
          firstTries.toFixed(2),
          fmt.int(figures.deliveriesPerSecond),
          fmt.int(seen.refused),
          fmt.int(retried.n),
          fmt.int(final.delivered),
          allDelivered.toFixed(1),
          fmt.int(figures.p50Ms),
          fmt.int(figures.p99Ms),
        ],
      ],
    );
    console.log(
      `\nRequests received: ${fmt.int(seen.requests)}, signatures that did not verify by the documented recipe: ${seen.badSignature}.` +
        '\nLatency is from queueing to delivered (it includes the queue ahead of each event and, for the retried ones, the 5 s wait).',
    );
    saveResults('webhooks', figures);
    return seen.badSignature === 0 && final.delivered === events;
  } finally {
    interrupted.release();
    await stopAll();
    await release();
  }
}

if (isMain(import.meta.url)) {
  benchWebhooks().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
