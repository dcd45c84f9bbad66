import type { FastifyBaseLogger } from 'fastify';
import type { NotificationChannel } from '@supplier/contracts/notifications';
import type { Clock } from '../../drivers';
import { PermanentDeliveryError, type ChannelSender } from './delivery.channels';
import type { ClaimedDelivery, NotificationsRepository } from './notifications.repository';

export interface DeliveryWorkerOptions {
  repository: NotificationsRepository;
  senders: Record<NotificationChannel, ChannelSender>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Tries per delivery before it is marked failed. */
  maxAttempts: number;
  /** Wait before the first retry; every next one waits 4 times longer. */
  retryBaseMs: number;
  /** Deliveries claimed per round. */
  batchSize?: number;
  /** How long a claimed delivery stays reserved: a worker that dies mid-send frees it then. */
  leaseMs?: number;
  /** A send that takes longer is abandoned (and retried). */
  sendTimeoutMs?: number;
  /** Sleep when nothing is due; notify() wakes the worker earlier. */
  idleMs?: number;
}

/** Wait before retry number `attempt` (1-based): base, 4×base, 16×base, … capped at 6 hours. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 4 ** Math.max(0, attempt - 1), 6 * 60 * 60_000);
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const detail = (error as { detail?: unknown }).detail;
    return typeof detail === 'string' ? `${error.name}: ${detail}` : `${error.name}: ${error.message}`;
  }
  return String(error);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`send timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The in-process worker of the notification outbox. Each round claims due deliveries in a short
 * transaction (FOR UPDATE SKIP LOCKED, so several processes can share the table), sends them in
 * parallel outside any transaction, and records each outcome on its own: one failing channel
 * never holds up another. Failures are retried with exponential backoff up to maxAttempts.
 */
export function deliveryWorker(options: DeliveryWorkerOptions) {
  const { repository, senders, clock, log, maxAttempts, retryBaseMs } = options;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 120_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
  const idleMs = options.idleMs ?? 10_000;

  let running = false;
  let loop: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  async function settle(delivery: ClaimedDelivery): Promise<'sent' | 'retry' | 'failed'> {
    try {
      await withTimeout(senders[delivery.channel](delivery), sendTimeoutMs);
      await repository.markSent(delivery.id, clock.now());
      return 'sent';
    } catch (error) {
      const reason = describe(error);
      const final = error instanceof PermanentDeliveryError || delivery.attempts >= maxAttempts;
      const context = { deliveryId: delivery.id, channel: delivery.channel, attempt: delivery.attempts, reason };
      if (final) {
        log.warn(context, 'notification delivery failed');
        await repository.markFailed(delivery.id, reason);
        return 'failed';
      }
      log.info(context, 'notification delivery will be retried');
      const at = new Date(clock.now().getTime() + retryDelayMs(delivery.attempts, retryBaseMs));
      await repository.scheduleRetry(delivery.id, at, reason);
      return 'retry';
    }
  }

  /** One round: claims and processes what is due now; answers how many were claimed. */
  async function runOnce(): Promise<number> {
    const now = clock.now();
    const claimed = await repository.transaction((tx) =>
      tx.claimDue(now, new Date(now.getTime() + leaseMs), batchSize),
    );
    const outcomes = await Promise.allSettled(claimed.map(settle));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') log.error({ err: outcome.reason }, 'notification delivery not recorded');
    }
    return claimed.length;
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (woken || !running) {
        woken = false;
        resolve();
        return;
      }
      wakeUp = () => {
        wakeUp = null;
        clearTimeout(timer);
        resolve();
      };
      timer = setTimeout(() => wakeUp?.(), Math.max(10, ms));
    });
  }

  async function run(): Promise<void> {
    while (running) {
      let pause = idleMs;
      try {
        woken = false;
        const claimed = await runOnce();
        if (claimed >= batchSize) continue;
        const next = await repository.nextDueAt();
        if (next) pause = Math.min(idleMs, next.getTime() - clock.now().getTime());
      } catch (error) {
        if (!running) break;
        log.error({ err: error }, 'notification worker round failed');
      }
      await sleep(pause);
    }
  }

  return {
    runOnce,

    start(): void {
      if (running) return;
      running = true;
      loop = run();
    },

    /** Lets the current round finish, then stops (app.close()). */
    async stop(): Promise<void> {
      running = false;
      wakeUp?.();
      await loop;
      loop = null;
    },

    /** New deliveries are due: run a round now instead of after the sleep. */
    wake(): void {
      woken = true;
      wakeUp?.();
    },
  };
}

export type DeliveryWorker = ReturnType<typeof deliveryWorker>;
