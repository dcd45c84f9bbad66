/**
 * Advertising events through the marketplace gateway (issue 15, ADR 0026) on PostgreSQL: the built
 * product with the demo supplier, one campaign over its active products, then BENCH_AD_BATCHES
 * signed calls of `POST /api/marketplace/v1/advertising/events` with 500 events each (about 10 %
 * clicks, each click checked against the budget and the services balance under the services row
 * lock), sent by BENCH_AD_SENDERS at once. Prints events/s; checks that the rollup's impressions,
 * clicks and spend equal the counted events and that `services` never went below zero.
 *
 *   npm run build && npm run bench:advertising -w @supplier/bench
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MARKETPLACE_ADVERTISING_EVENTS_PATH } from '@supplier/contracts/advertising';
import { gatewayHeaders } from './lib/gateway-signature';
import { isMain } from './lib/paths';
import { onInterrupt, stopAll } from './lib/process';
import { adminUrl, databaseUrl, signIn, startProduct } from './lib/product';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';

const batches = Math.max(1, Number(process.env.BENCH_AD_BATCHES ?? 40));
const senders = Math.max(1, Number(process.env.BENCH_AD_SENDERS ?? 4));
const BATCH = 500;
const dbName = 'bench_advertising';
const SECRET = 'bench-marketplace-secret-0123456789abcdef';
const DEMO = { login: '+380501234567', password: 'demo12345' };

export async function benchAdvertising(): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = databaseUrl(dbName);
  const dir = mkdtempSync(join(tmpdir(), 'bench-advertising-'));
  const db = new pg.Client({ connectionString: url });
  const release = async () => {
    await db.end().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  const interrupted = onInterrupt(release);
  try {
    const server = await startProduct({
      databaseUrl: url,
      dataDir: join(dir, 'data'),
      env: { DEMO_SEED: 'true', MARKETPLACE_SECRET: SECRET },
      timeoutMs: 120_000,
    });
    await db.connect();
    const headers = { ...(await signIn(server.baseUrl, DEMO)), 'content-type': 'application/json' };
    const call = async (path: string, body: unknown) => {
      const response = await fetch(`${server.baseUrl}/api${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<{ data: { id: number } }>;
    };
    // Money for the clicks: main → services.
    await call('/v1/customers/balances/balance-transfer', { amount: 2000, transfer_direction: 'transfer_from_main' });
    const products = (
      await db.query(
        `select p.id::int from products p join suppliers s on s.id = p.supplier_id
         where s.telephone = $1 and p.status = 'active' order by p.id limit 20`,
        [DEMO.login],
      )
    ).rows.map((row: { id: number }) => row.id);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Kyiv' });
    const { data: campaign } = await call('/admin-suppliers/v1/advertising/campaigns', {
      name: 'Бенч',
      product_ids: products,
      daily_budget: 100_000,
      bid: 1,
      starts_on: today,
      ends_on: null,
    });

    const body = () =>
      JSON.stringify({
        events: Array.from({ length: BATCH }, (_, i) => ({
          id: `bench-${randomUUID()}`,
          type: i % 10 === 0 ? 'click' : 'impression',
          campaign_id: campaign.id,
          product_id: products[i % products.length],
        })),
      });
    const rows: string[][] = [];
    let next = 0;
    let refused = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: senders }, async () => {
        while (next < batches) {
          const index = (next += 1);
          const raw = body();
          const sent = performance.now();
          const response = await fetch(`${server.baseUrl}${MARKETPLACE_ADVERTISING_EVENTS_PATH}`, {
            method: 'POST',
            headers: gatewayHeaders(SECRET, MARKETPLACE_ADVERTISING_EVENTS_PATH, raw),
            body: raw,
          });
          const answer = (await response.json()) as { data?: { accepted: number; refused: unknown[] } };
          if (!response.ok || !answer.data) throw new Error(`batch ${index}: ${response.status}`);
          refused += answer.data.refused.length;
          const took = (performance.now() - sent) / 1000;
          if (index <= 5 || index === batches) {
            rows.push([String(index), fmt.int(answer.data.accepted), (took * 1000).toFixed(0), fmt.int(BATCH / took)]);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const total = batches * BATCH;

    const [check] = (
      await db.query(
        `select
           (select count(*) filter (where kind = 'impression') from ad_events where counted)::int as impressions,
           (select count(*) filter (where kind = 'click') from ad_events where counted)::int as clicks,
           (select coalesce(sum(cost), 0) from ad_events where counted)::bigint as cost,
           (select sum(impressions) from ad_stats_daily)::int as rolled_impressions,
           (select sum(clicks) from ad_stats_daily)::int as rolled_clicks,
           (select sum(spend) from ad_stats_daily)::bigint as rolled_spend,
           (select min(balance) from ledger_accounts where kind = 'services')::bigint as min_services`,
      )
    ).rows as [Record<string, string | number>];
    const consistent =
      Number(check.impressions) === Number(check.rolled_impressions) &&
      Number(check.clicks) === Number(check.rolled_clicks) &&
      Number(check.cost) === Number(check.rolled_spend) &&
      Number(check.min_services) >= 0;

    printTable(['batch', 'accepted', 'ms', 'events/s'], rows);
    console.log(
      `\n${fmt.int(total)} events in ${batches} signed calls of ${BATCH} by ${senders} senders: ` +
        `${seconds.toFixed(1)} s, ${fmt.int(total / seconds)} events/s; counted clicks ${check.clicks}, ` +
        `refused ${refused}; rollup equals the counted events and services ≥ 0: ${consistent}`,
    );
    saveResults('advertising', { batches, senders, batch: BATCH, seconds, eventsPerSecond: total / seconds, check });
    return consistent;
  } finally {
    await stopAll();
    interrupted.release();
    await release();
  }
}

if (isMain(import.meta.url)) {
  benchAdvertising().then(
    (held) => {
      if (!held) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
