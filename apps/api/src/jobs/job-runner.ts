import type { FastifyBaseLogger } from 'fastify';
import type { ListenNotify } from '../db/listen-notify';
import type { Clock } from '../drivers';
import type { JobsRepository } from './jobs.repository';
import type { JobRow } from './jobs.table';

/** A failure that retrying cannot fix: the job is marked failed at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export interface JobContext {
  /** 1 on the first try. */
  attempt: number;
  /** Stable across retries of this job: pass it to providers that deduplicate by a key. */
  idempotencyKey: string;
}

export interface JobHandler<P = Record<string, unknown>> {
  run(payload: P, context: JobContext): Promise<void>;
  /** Called once when the job will not be tried again (the last attempt or a PermanentJobError). */
  failed?(payload: P, reason: string): Promise<void>;
  /** Tries before the job is marked failed (5 by default). */
  maxAttempts?: number;
  /** Wait before the first retry; every next one waits 4 times longer (30 s by default). */
  retryBaseMs?: number;
  /** A run that takes longer is abandoned and retried (30 s by default). */
  timeoutMs?: number;
  /** A recurring job: runs every `everyMs`, the first time when a worker starts. */
  everyMs?: number;
}

/**
 * How long a claimed job stays reserved without a heartbeat: a killed worker's jobs are claimed
 * again within this. A running job's lease is extended every JOB_HEARTBEAT_MS, so a run may take
 * longer than the lease; four heartbeats per lease let three be late (a busy machine) before
 * another worker takes the job.
 */
export const JOB_LEASE_MS = 12_000;
export const JOB_HEARTBEAT_MS = 3_000;

export interface JobRunnerOptions {
  repository: JobsRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Jobs run at the same time in this process; a crash repeats at most these. */
  concurrency: number;
  /** How long a claimed job stays reserved without a heartbeat: a worker that dies frees it then. */
  leaseMs?: number;
  /** How often a running job's lease is extended by `leaseMs`. */
  heartbeatMs?: number;
  /** Sleep when nothing is due and nobody wakes the runner. */
  idleMs?: number;
  /** While started, `job_due` from any process wakes the runner. */
  listenNotify?: ListenNotify;
}

/** Wait before retry number `attempt` (1-based): base, 4×base, 16×base, … capped at 6 hours. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 4 ** Math.max(0, attempt - 1), 6 * 60 * 60_000);
}

export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const detail = (error as { detail?: unknown }).detail;
    return typeof detail === 'string' ? `${error.name}: ${detail}` : `${error.name}: ${error.message}`;
  }
  return String(error);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`job timed out after ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The product's one job runner (docs/adr/0009-job-runner.md). `concurrency` slots each claim one
 * due job at a time, run it outside any transaction and record its outcome at once, so a crash
 * repeats only the jobs in flight. The `job_due` notification of any process ends the slots'
 * sleep; otherwise they sleep until the next job is due, at most `idleMs`.
 */
export function jobRunner(options: JobRunnerOptions) {
  const { repository, clock, log, concurrency } = options;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const heartbeatMs = options.heartbeatMs ?? JOB_HEARTBEAT_MS;
  const idleMs = options.idleMs ?? 10_000;
  const handlers = new Map<string, JobHandler>();

  let running = false;
  let slots: Promise<void>[] = [];
  let unlisten: (() => void) | undefined;
  let generation = 0;
  const sleepers = new Set<() => void>();
  /** Why the last round of a slot failed (the database, mostly); null once one succeeds. */
  let failing: string | null = null;

  /** Extends the job's lease while it runs; a lease found taken means another worker runs it now. */
  function heartbeat(job: JobRow): () => void {
    let beating = false;
    const timer = setInterval(() => {
      if (beating) return;
      beating = true;
      repository
        .extend(job, new Date(clock.now().getTime() + leaseMs))
        .then(
          (held) => {
            if (!held)
              log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job lease lost while running');
          },
          (error: unknown) => log.warn({ jobId: job.id, err: error }, 'job heartbeat failed'),
        )
        .finally(() => (beating = false));
    }, heartbeatMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  async function settle(job: JobRow, handler: JobHandler): Promise<void> {
    const context = { attempt: job.attempts, idempotencyKey: `job-${job.id}` };
    const now = () => clock.now();
    const stopHeartbeat = heartbeat(job);
    try {
      try {
        await withTimeout(handler.run(job.payload, context), handler.timeoutMs ?? 30_000);
      } finally {
        stopHeartbeat();
      }
      if (handler.everyMs) await repository.reschedule(job, new Date(now().getTime() + handler.everyMs), null);
      else await repository.done(job);
      return;
    } catch (error) {
      const reason = describeError(error).slice(0, 1000);
      const final = error instanceof PermanentJobError || job.attempts >= (handler.maxAttempts ?? 5);
      const where = { jobId: job.id, kind: job.kind, attempt: job.attempts, reason };
      if (!final) {
        log.info(where, 'job will be retried');
        const at = new Date(now().getTime() + retryDelayMs(job.attempts, handler.retryBaseMs ?? 30_000));
        await repository.retry(job, at, reason);
        return;
      }
      await giveUp(job, handler, reason);
    }
  }

  /** The job will not be tried again: its handler hears why, then it is marked failed (a recurring one waits for its next run). */
  async function giveUp(job: JobRow, handler: JobHandler, reason: string): Promise<void> {
    log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, reason }, 'job failed');
    await handler.failed?.(job.payload, reason);
    if (handler.everyMs) await repository.reschedule(job, new Date(clock.now().getTime() + handler.everyMs), reason);
    else await repository.fail(job, reason);
  }

  /**
   * Claims one due job and runs it; answers whether there was one. An attempt is counted when it is
   * claimed, so a job claimed past its last attempt is one whose attempts all ended with their
   * process (out of memory, killed): it is not run again, or it would take down every process
   * that claims it.
   */
  async function runOne(): Promise<boolean> {
    const now = clock.now();
    const job = await repository.claim([...handlers.keys()], now, new Date(now.getTime() + leaseMs));
    if (!job) return false;
    const handler = handlers.get(job.kind)!;
    const maxAttempts = handler.maxAttempts ?? 5;
    if (job.attempts > maxAttempts) {
      const reason = `attempt ${job.attempts - 1} of ${maxAttempts} left no outcome: its process ended while running it`;
      await giveUp(job, handler, reason);
    } else await settle(job, handler);
    return true;
  }

  function sleep(ms: number, seen: number): Promise<void> {
    return new Promise((resolve) => {
      if (!running || generation !== seen) return resolve();
      const done = () => {
        sleepers.delete(done);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, Math.max(10, ms));
      sleepers.add(done);
    });
  }

  async function slot(): Promise<void> {
    while (running) {
      const seen = generation;
      let pause = idleMs;
      try {
        if (await runOne()) {
          failing = null;
          continue;
        }
        const next = await repository.nextDueAt([...handlers.keys()]);
        failing = null;
        if (next) pause = Math.min(idleMs, next.getTime() - clock.now().getTime());
      } catch (error) {
        if (!running) break;
        failing = describeError(error);
        log.error({ err: error }, 'job runner round failed');
      }
      await sleep(pause, seen);
    }
  }

  function wake(): void {
    generation += 1;
    for (const wakeUp of [...sleepers]) wakeUp();
  }

  return {
    /** Registers the handler of a kind of job (before start). */
    register<P extends Record<string, unknown>>(kind: string, handler: JobHandler<P>): void {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
      handlers.set(kind, handler as unknown as JobHandler);
    },

    /** The recurring jobs' rows, each once (key `every:<kind>`), due now when new. */
    recurring(): { kind: string; key: string }[] {
      return [...handlers].filter(([, handler]) => handler.everyMs).map(([kind]) => ({ kind, key: `every:${kind}` }));
    },

    /** For the health check: whether the slots run, and why their last round failed. */
    state(): { running: boolean; failing: string | null } {
      return { running, failing };
    },

    /** One job per slot, in parallel; answers how many ran (tests and scripts). */
    async runOnce(): Promise<number> {
      const ran = await Promise.all(Array.from({ length: concurrency }, () => runOne()));
      return ran.filter(Boolean).length;
    },

    start(): void {
      if (running) return;
      running = true;
      unlisten = options.listenNotify?.onNotification('job_due', wake);
      slots = Array.from({ length: concurrency }, () => slot());
    },

    /** Lets the jobs in flight finish, then stops (app.close()). */
    async stop(): Promise<void> {
      running = false;
      unlisten?.();
      for (const wakeUp of [...sleepers]) wakeUp();
      await Promise.all(slots);
      slots = [];
    },
  };
}

export type JobRunner = ReturnType<typeof jobRunner>;
