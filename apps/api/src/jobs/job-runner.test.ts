import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { TestClock } from '../modules/identity/testing';
import { anotherProcessOn, createTestDatabase } from '../test/database';
import { jobRunner, PermanentJobError, retryDelayMs, type JobHandler, type JobRunner } from './job-runner';
import { enqueueJobs, jobsRepository, type JobsRepository } from './jobs.repository';
import { jobs } from './jobs.table';

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const never = new Promise<void>(() => undefined);

let database: Database;
let other: Database;
const clock = new TestClock();
const runners: JobRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  other = await anotherProcessOn(database);
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await other?.close();
  await database?.close();
});

let kinds = 0;
/** A kind of job of its own per test, so runners of one test never take another's jobs. */
function newKind(): string {
  kinds += 1;
  return `test.kind${kinds}`;
}

function runner(
  db: Database,
  kind: string,
  handler: JobHandler,
  options: {
    concurrency?: number;
    idleMs?: number;
    leaseMs?: number;
    heartbeatMs?: number;
    repository?: JobsRepository;
  } = {},
) {
  const made = jobRunner({
    repository: options.repository ?? jobsRepository(db.db),
    clock,
    log: silent,
    listenNotify: db.listenNotify,
    concurrency: options.concurrency ?? 2,
    leaseMs: options.leaseMs ?? 60_000,
    heartbeatMs: options.heartbeatMs,
    idleMs: options.idleMs,
  });
  made.register(kind, handler);
  return made;
}

async function rowsOf(kind: string) {
  return database.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
}

async function drain(r: JobRunner): Promise<void> {
  while ((await r.runOnce()) > 0);
}

describe('the job runner', () => {
  it('retries with exponential backoff, then gives up and says so once', async () => {
    const kind = newKind();
    const failedWith: string[] = [];
    let runs = 0;
    const r = runner(database, kind, {
      maxAttempts: 3,
      retryBaseMs: 1000,
      run: async () => {
        runs += 1;
        throw new Error('provider is down');
      },
      failed: async (_payload, reason) => void failedWith.push(reason),
    });
    await enqueueJobs(database.db, [{ kind, payload: { n: 1 }, runAt: clock.now() }]);

    await drain(r);
    let [row] = await rowsOf(kind);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: provider is down' });
    expect(row!.runAt.getTime() - clock.now().getTime()).toBeGreaterThan(retryDelayMs(1, 1000) - 1000);
    expect(await r.runOnce()).toBe(0); // not due before its backoff

    clock.advance(retryDelayMs(1, 1000));
    await drain(r);
    [row] = await rowsOf(kind);
    expect(row!.attempts).toBe(2);
    expect(row!.runAt.getTime() - clock.now().getTime()).toBeGreaterThan(retryDelayMs(2, 1000) - 1000);
    expect(retryDelayMs(2, 1000)).toBe(4000);

    clock.advance(retryDelayMs(2, 1000));
    await drain(r);
    [row] = await rowsOf(kind);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(runs).toBe(3);
    expect(failedWith).toEqual(['Error: provider is down']);
  });

  it('gives up at once on a permanent error, and deletes a job once done', async () => {
    const kind = newKind();
    const r = runner(database, kind, {
      run: async ({ ok }) => {
        if (!ok) throw new PermanentJobError('no address');
      },
    });
    await enqueueJobs(database.db, [
      { kind, payload: { ok: false }, runAt: clock.now() },
      { kind, payload: { ok: true }, runAt: clock.now() },
    ]);
    await drain(r);
    expect(await rowsOf(kind)).toMatchObject([
      { status: 'failed', attempts: 1, lastError: 'PermanentJobError: no address', payload: { ok: false } },
    ]);
  });

  it('repeats only the job in flight when a worker dies, after its lease', async () => {
    const kind = newKind();
    const runs = new Map<number, number>();
    let dying = true;
    const handler: JobHandler = {
      timeoutMs: 10 * 60_000,
      run: async ({ n }) => {
        runs.set(n as number, (runs.get(n as number) ?? 0) + 1);
        if (n === 3 && dying) await never; // the process is killed in the middle of this one
      },
    };
    await enqueueJobs(
      database.db,
      [1, 2, 3, 4, 5, 6].map((n) => ({ kind, payload: { n }, runAt: clock.now() })),
    );
    // Never stopped, and no heartbeat: it hangs on job 3 as a killed process would.
    const dead = runner(database, kind, handler, { concurrency: 1, heartbeatMs: 60 * 60_000 });
    dead.start();
    await expect.poll(() => runs.get(3), { timeout: 10_000, interval: 20 }).toBe(1);
    dying = false;

    const survivor = runner(database, kind, handler);
    await drain(survivor);
    expect((await rowsOf(kind)).map((row) => row.payload.n)).toEqual([3]); // still leased
    clock.advance(60_001);
    await drain(survivor);
    expect(await rowsOf(kind)).toEqual([]);
    expect(Object.fromEntries(runs)).toEqual({ 1: 1, 2: 1, 3: 2, 4: 1, 5: 1, 6: 1 });
  });

  it("extends a running job's lease by heartbeats, and a worker that stops beating loses the job after its lease (issue 35)", async () => {
    const kind = newKind();
    const runs: string[] = [];
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    // The first worker's process is "killed" by making its heartbeats stop reaching the database.
    let killed = false;
    const repository = jobsRepository(database.db);
    const beats: Date[] = [];
    const first = runner(
      database,
      kind,
      {
        timeoutMs: 10 * 60_000,
        run: async () => {
          runs.push('first');
          await finished;
        },
      },
      {
        concurrency: 1,
        leaseMs: 12_000,
        heartbeatMs: 20,
        repository: {
          ...repository,
          extend: async (job, until) => {
            if (killed) return new Promise<boolean>(() => undefined);
            beats.push(until);
            return repository.extend(job, until);
          },
        },
      },
    );
    runners.push(first);
    await enqueueJobs(database.db, [{ kind, payload: {}, runAt: clock.now() }]);
    first.start();
    await expect.poll(() => runs, { timeout: 10_000, interval: 20 }).toEqual(['first']);

    const second = runner(database, kind, { run: async () => void runs.push('second') }, { leaseMs: 12_000 });
    // Well past the first lease, but the heartbeats keep it: nobody else takes the job.
    clock.advance(60_000);
    const beatsBefore = beats.length;
    await expect.poll(() => beats.length, { timeout: 5_000, interval: 20 }).toBeGreaterThan(beatsBefore + 1);
    await drain(second);
    expect(runs).toEqual(['first']);
    const [row] = await rowsOf(kind);
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(clock.now().getTime());

    // The process dies: within one lease (12 s) of its last heartbeat another worker resumes the job.
    killed = true;
    await new Promise((resolve) => setTimeout(resolve, 100));
    clock.advance(11_000);
    await drain(second);
    expect(runs).toEqual(['first']);
    clock.advance(1_001);
    await drain(second);
    expect(runs).toEqual(['first', 'second']);
    expect(await rowsOf(kind)).toEqual([]);
    finish();
  });

  it('never runs again a job whose every attempt ended with its process, and says so once', async () => {
    const kind = newKind();
    const failedWith: string[] = [];
    let runs = 0;
    const r = runner(database, kind, {
      maxAttempts: 2,
      run: async () => void (runs += 1),
      failed: async (_payload, reason) => void failedWith.push(reason),
    });
    await enqueueJobs(database.db, [{ kind, payload: { n: 1 }, runAt: clock.now() }]);
    // Two processes claimed it and died running it (out of memory, say): each left its lease to run out.
    const repository = jobsRepository(database.db);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(await repository.claim([kind], clock.now(), clock.now())).toMatchObject({ attempts: attempt });
    }

    await drain(r);
    expect(runs).toBe(0);
    expect(failedWith).toEqual(['attempt 2 of 2 left no outcome: its process ended while running it']);
    expect(await rowsOf(kind)).toMatchObject([{ status: 'failed', attempts: 3, lastError: failedWith[0] }]);
    await drain(r);
    expect(failedWith).toHaveLength(1);
  });

  it('never runs a job twice with two workers in two processes', async () => {
    const kind = newKind();
    const seen: number[] = [];
    const handler: JobHandler = {
      run: async ({ n }) => {
        seen.push(n as number);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const count = 40;
    await enqueueJobs(
      database.db,
      Array.from({ length: count }, (_, n) => ({ kind, payload: { n }, runAt: clock.now() })),
    );
    const a = runner(database, kind, handler, { concurrency: 3 });
    const b = runner(other, kind, handler, { concurrency: 3 });
    runners.push(a, b);
    a.start();
    b.start();
    await expect.poll(() => seen.length, { timeout: 15_000, interval: 50 }).toBe(count);
    await Promise.all([a.stop(), b.stop()]);
    expect([...seen].sort((x, y) => x - y)).toEqual(Array.from({ length: count }, (_, n) => n));
    expect(await rowsOf(kind)).toEqual([]);
  });

  it('wakes a sleeping worker when another process queues a job', async () => {
    const kind = newKind();
    const seen: unknown[] = [];
    const r = runner(database, kind, { run: async (payload) => void seen.push(payload) }, { idleMs: 10 * 60_000 });
    runners.push(r);
    r.start();
    await new Promise((resolve) => setTimeout(resolve, 200)); // asleep for ten minutes now
    await other.db.transaction((tx) => enqueueJobs(tx, [{ kind, payload: { from: 'another process' } }]));
    await expect.poll(() => seen, { timeout: 10_000, interval: 20 }).toEqual([{ from: 'another process' }]);
    await r.stop();
  });

  it('runs a recurring job again after its interval', async () => {
    const kind = newKind();
    let runs = 0;
    const r = runner(database, kind, { everyMs: 60 * 60_000, run: async () => void (runs += 1) });
    await enqueueJobs(database.db, r.recurring());
    await enqueueJobs(database.db, r.recurring()); // a second process starting: still one row
    await drain(r);
    expect(runs).toBe(1);
    const [row] = await rowsOf(kind);
    expect(row).toMatchObject({ key: `every:${kind}`, status: 'pending', attempts: 0 });
    expect(row!.runAt.getTime() - clock.now().getTime()).toBeGreaterThan(59 * 60_000);
    clock.advance(60 * 60_000);
    await drain(r);
    expect(runs).toBe(2);
  });
});
