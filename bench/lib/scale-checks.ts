/**
 * The checks of the scale-out bench once its load and faults are over: what the database, the
 * outboxes, the realtime clients and the uploads hold, printed per phase and per check (with the
 * 5xx seen), saved as results/scale-out.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { ordersOutcome } from './gateway-orders';
import { saveResults } from './results';
import { REDIS_SLOW_MS, type FaultsOutcome } from './scale-faults';
import { balances, waitForImport } from './scale-http';
import { realtimeOutcome, type RealtimeWatcher } from './scale-realtime';
import { fmt, printTable } from './table';
import { percentile } from './timing';
import type { UploadsCheck } from './uploads';

/** A killed worker's jobs must be taken again within this (a 12 s lease and its heartbeat). */
const RESUME_TARGET_MS = 15_000;

export interface Sample {
  at: number;
  op: string;
  status: number;
  ms: number;
  /** The start of the answer of a 5xx, to tell what failed. */
  error?: string;
}

function p95(samples: Sample[]): number {
  return percentile(
    samples.map((s) => s.ms).sort((a, b) => a - b),
    95,
  );
}

type Balances = Awaited<ReturnType<typeof balances>>;

export interface ScaleOutRun {
  seconds: number;
  clients: number;
  adminPgUrl: string;
  /** The bench's directory: the processes' DATA_DIRs and nginx's error.log. */
  dir: string;
  /** nginx. */
  base: string;
  demo: { id: number; token: string };
  db: pg.Client;
  apiPorts: number[];
  importOffers: number;
  jobsConcurrency: number;
  /** The start of the load (ms since epoch) and its end (ms after the start). */
  t0: number;
  end: number;
  startup: number;
  one: number;
  three: number;
  samples: Sample[];
  /** Each fault's span in ms after `t0`. */
  phases: { name: string; from: number; to: number }[];
  faults: FaultsOutcome;
  watchers: RealtimeWatcher[];
  before: Balances;
  funded: Balances;
  transfersOk: number;
  notificationsCreated: number;
  uploads: UploadsCheck;
  orderPrefix: string;
  ordersAccepted: Set<string>;
  stockBefore: Map<number, number>;
}

/** Prints the figures and the checks; answers whether every check holds. */
export async function checkScaleOut(run: ScaleOutRun): Promise<boolean> {
  const { seconds, clients, adminPgUrl, dir, base, demo, db, apiPorts, importOffers, jobsConcurrency } = run;
  const { t0, end, startup, one, three, samples, phases, faults, watchers, before, funded } = run;
  const { transfersOk, notificationsCreated, uploads, orderPrefix, ordersAccepted, stockBefore } = run;
  const { heldAtKill, restarts } = faults;
  const slowUntil = t0 + REDIS_SLOW_MS;
  const resumeMs = await faults.resumed;
  const importRun = await waitForImport(base, demo.token, faults.importId);
  const imported = (
    await db.query(
      `select count(*)::int as n, count(distinct sku)::int as skus from products where supplier_id = $1 and sku like 'BENCH-IMP-%'`,
      [demo.id],
    )
  ).rows[0] as { n: number; skus: number };

  // --- checks ------------------------------------------------------------------------------
  // The killed worker's jobs in flight are claimed again once their lease (12 s) ends.
  const pendingDeadline = Math.max(Date.now() + 30_000, faults.workerKilledAt + 12_000 + 30_000);
  let pending = 1;
  while (Date.now() < pendingDeadline) {
    pending = Number(
      (await db.query(`select count(*) from notification_deliveries where status = 'pending'`)).rows[0].count,
    );
    if (pending === 0) break;
    await sleep(500);
  }
  const deliveries = (await db.query(`select status, count(*)::int as n from notification_deliveries group by status`))
    .rows as { status: string; n: number }[];
  const messageIds = ['worker', 'worker2'].flatMap((name) => {
    const outbox = join(dir, name, 'mail-outbox');
    return (existsSync(outbox) ? readdirSync(outbox) : []).map(
      (file) => /^Message-ID:\s*(\S+)/im.exec(readFileSync(join(outbox, file), 'utf8'))?.[1] ?? file,
    );
  });
  const duplicates = messageIds.length - new Set(messageIds).size;

  await sleep(2000); // the last events on their way
  const raised = (
    await db.query(
      `select id::int, (extract(epoch from created_at) * 1000)::float8 as at from notifications
       where supplier_id = $1 and created_at >= to_timestamp($2 / 1000.0)`,
      [demo.id, t0],
    )
  ).rows as { id: number; at: number }[];
  const realtime = realtimeOutcome(watchers, raised);
  const realtimeLost = realtime.reduce((sum, watcher) => sum + watcher.lost, 0);
  const liveShare = (list: { id: number }[]) =>
    list.length === 0
      ? 1
      : watchers.reduce((sum, w) => sum + list.filter((e) => w.seen.has(e.id)).length, 0) /
        (list.length * watchers.length);
  // The slow-Redis phase: no socket sent away, every event live on every process.
  const raisedSlow = raised.filter((event) => event.at < slowUntil);
  const dropsSlow = watchers.reduce((sum, w) => sum + w.closedAt.filter((at) => at >= t0 && at < slowUntil).length, 0);
  const slowLive = liveShare(raisedSlow);
  const slowHolds = dropsSlow === 0 && slowLive === 1 && raisedSlow.length > 0;
  const restartsHold = restarts.length === apiPorts.length && restarts.every((r) => r.exitCode === 0);
  const resumeHolds = resumeMs !== null && (heldAtKill.size === 0 || resumeMs <= RESUME_TARGET_MS);
  const importHolds = importRun === 'done' && imported.n === importOffers && imported.skus === imported.n;

  const after = await balances(base, demo.token);
  const uploadReads = await uploads.readEverywhere(apiPorts.map((port) => `http://127.0.0.1:${port}`));
  const uploadsHold = uploadReads.uploads > 0 && uploadReads.failed.length === 0;
  const orders = await ordersOutcome(db, demo.id, orderPrefix, ordersAccepted, stockBefore);
  const ordersHold =
    orders.accepted > 0 &&
    orders.stored === orders.accepted &&
    orders.duplicates === 0 &&
    orders.stockTaken === orders.unitsOrdered &&
    orders.countersMatch;
  const conserved =
    Math.round((after.main + after.services) * 100) === Math.round((funded.main + funded.services) * 100);
  const keysStored = Number(
    (await db.query(`select count(*) from idempotency_keys where key like $1 and status_code = 200`, [`scale-${t0}-%`]))
      .rows[0].count,
  );

  const windows = [
    { name: 'before the faults', from: 0, to: phases[0]?.from ?? end },
    ...phases,
    { name: 'after the faults', from: phases.at(-1)?.to ?? 0, to: end },
  ];
  const inWindow = (w: { from: number; to: number }) => samples.filter((s) => s.at >= w.from && s.at < w.to);
  const apiKill = phases.find((p) => p.name === 'api2 killed')!;

  printTable(
    ['phase', 'seconds', 'requests', 'p95 ms', '5xx', 'no answer'],
    windows.map((w) => {
      const list = inWindow(w);
      return [
        w.name,
        ((w.to - w.from) / 1000).toFixed(1),
        String(list.length),
        String(p95(list)),
        String(list.filter((s) => s.status >= 500).length),
        String(list.filter((s) => s.status === 0).length),
      ];
    }),
  );
  const fiveHundreds = samples.filter((s) => s.status >= 500 || s.status === 0);
  // In flight on api2 when it was killed (nginx answers 502 for those), or begun in the 2 s after.
  const inKill = (s: Sample) => s.at <= apiKill.from + 2000 && s.at + s.ms >= apiKill.from;
  const outsideKill = fiveHundreds.filter((s) => !inKill(s));
  const rolling = phases.find((p) => p.name.startsWith('rolling'))!;
  const inRolling = samples.filter((s) => s.at >= rolling.from && s.at < rolling.to);
  const failedRolling = inRolling.filter((s) => s.status >= 500 || s.status === 0);
  for (const s of fiveHundreds) {
    console.log(`  ${(s.at / 1000).toFixed(1)} s  ${s.op}  ${s.status}  ${s.ms} ms  ${s.error ?? ''}`);
  }
  printTable(
    ['check', 'figure', 'holds'],
    [
      [
        '4 processes started at once on an empty database (migrations + seed)',
        `${(startup / 1000).toFixed(1)} s`,
        'yes',
      ],
      ['settings req/s: one process direct', fmt.int(one), ''],
      ['settings req/s: three processes behind nginx', `${fmt.int(three)} (×${(three / one).toFixed(2)})`, ''],
      ['5xx or no answer, all', String(fiveHundreds.length), ''],
      [
        `Redis slow: sockets sent away / events live on all ${watchers.length} processes`,
        `${dropsSlow} / ${(slowLive * 100).toFixed(1)} % of ${raisedSlow.length}`,
        slowHolds ? 'yes' : 'NO',
      ],
      ['events live over the whole run (every client, every event)', `${(liveShare(raised) * 100).toFixed(1)} %`, ''],
      [
        'rolling restart: requests / failed (5xx or no answer) / exit codes',
        `${inRolling.length} (${inRolling.filter((s) => s.op.startsWith('transfer')).length} transfers, ${inRolling.filter((s) => s.op === 'export').length} exports) / ${failedRolling.length} / ${restarts.map((r) => `${r.name} ${r.exitCode} in ${(r.drainMs / 1000).toFixed(1)} s`).join(', ')}`,
        restartsHold && failedRolling.length === 0 ? 'yes' : 'NO',
      ],
      [
        `worker kill -9: jobs leased at the kill / all held by a live worker again within (target ${RESUME_TARGET_MS / 1000} s)`,
        `${heldAtKill.size} / ${resumeMs === null ? 'never' : `${(resumeMs / 1000).toFixed(1)} s`}`,
        resumeHolds ? 'yes' : 'NO',
      ],
      [
        `import of ${importOffers} offers across the kill: run / products / distinct SKUs`,
        `${importRun} / ${imported.n} / ${imported.skus}`,
        importHolds ? 'yes' : 'NO',
      ],
      [
        '5xx or no answer other than in flight on api2 at its kill (+2 s)',
        String(outsideKill.length),
        outsideKill.length === 0 ? 'yes' : 'NO',
      ],
      [
        'transfers answered 200 / keys stored with 200 (each applied once)',
        `${transfersOk} / ${keysStored}`,
        transfersOk === keysStored ? 'yes' : 'NO',
      ],
      ['main + services unchanged by the transfers', `${after.main} + ${after.services}`, conserved ? 'yes' : 'NO'],
      ['notifications created', String(notificationsCreated), ''],
      ...realtime.map((r) => [
        `notification.created on a client of ${r.name}: live / caught up after a reconnect / lost`,
        `${r.live} / ${r.caughtUp} / ${r.lost} of ${raised.length} (${r.reconnects} reconnects)`,
        r.lost === 0 ? 'yes' : 'NO',
      ]),
      ['deliveries by status', deliveries.map((d) => `${d.status} ${d.n}`).join(', '), pending === 0 ? 'yes' : 'NO'],
      [
        `duplicate emails (at most ${jobsConcurrency}, the jobs in flight of the killed worker)`,
        String(duplicates),
        duplicates <= jobsConcurrency ? 'yes' : 'NO',
      ],
      [
        `uploads (2 variants each) read through each of the ${apiPorts.length} API processes`,
        `${uploadReads.uploads} uploads, ${uploadReads.reads} / ${uploadReads.uploads * 2 * apiPorts.length} reads`,
        uploadsHold ? 'yes' : 'NO',
      ],
      [
        'orders through the gateway: accepted / stored (each once) / duplicates',
        `${orders.accepted} / ${orders.stored} / ${orders.duplicates}`,
        orders.stored === orders.accepted && orders.duplicates === 0 && orders.accepted > 0 ? 'yes' : 'NO',
      ],
      [
        'stock taken by those orders / units they hold; tab counters equal the orders',
        `${orders.stockTaken} / ${orders.unitsOrdered}; ${orders.countersMatch ? 'equal' : 'differ'}`,
        orders.stockTaken === orders.unitsOrdered && orders.countersMatch ? 'yes' : 'NO',
      ],
    ],
  );
  for (const line of uploadReads.failed.slice(0, 10)) console.log(`  unreadable: ${line}`);
  const sinceStart = (at: number) => `${((at - t0) / 1000).toFixed(2)} s`;
  for (const r of realtime.filter((r) => r.lost > 0)) {
    console.log(
      `  ${r.name} lost ${r.lostEvents.map((e) => `#${e.id} at ${sinceStart(e.at)}`).join(', ')}; resubscribed at ${r.resubscribedAt.map(sinceStart).join(', ')}`,
    );
  }
  console.log(
    `\n${clients} clients, ${seconds} s, on ${process.env.BENCH_PG_URL ? 'BENCH_PG_URL' : adminPgUrl}; demo main before ${before.main}`,
  );
  const nginxErrors = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8').trim() : '';
  if (nginxErrors) console.log(`\nnginx error.log (last lines):\n${nginxErrors.split('\n').slice(-15).join('\n')}`);
  saveResults('scale-out', {
    seconds,
    clients,
    startupMs: startup,
    throughput: { one, three },
    windows: windows.map((w) => ({ ...w, requests: inWindow(w).length, p95: p95(inWindow(w)) })),
    fiveHundreds: fiveHundreds.length,
    outsideKill: outsideKill.length,
    transfersOk,
    keysStored,
    conserved,
    notificationsCreated,
    realtime,
    deliveries,
    duplicates,
    uploads: { uploaded: uploadReads.uploads, reads: uploadReads.reads, failed: uploadReads.failed.length },
    orders,
    slow: { drops: dropsSlow, live: slowLive, events: raisedSlow.length },
    live: liveShare(raised),
    restarts,
    rolling: { requests: inRolling.length, failed: failedRolling.length },
    resume: { held: heldAtKill.size, ms: resumeMs },
    import: { run: importRun, ...imported },
  });
  return !(
    outsideKill.length > 0 ||
    !slowHolds ||
    !restartsHold ||
    failedRolling.length > 0 ||
    !resumeHolds ||
    !importHolds ||
    transfersOk !== keysStored ||
    !conserved ||
    pending !== 0 ||
    realtimeLost > 0 ||
    duplicates > jobsConcurrency ||
    !uploadsHold ||
    !ordersHold
  );
}
