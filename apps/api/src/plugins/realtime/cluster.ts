import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { BusState } from './bus-state';
import type { RealtimeHub, RelayedEvent } from './hub';

/**
 * A publish or ping slower than this counts as one failure. Publishes hold no request (they are
 * not awaited), so the bound only keeps a hung Redis from piling commands up.
 */
const COMMAND_TIMEOUT_MS = 2000;
/** Failures in a row (publishes or pings) that make Redis down; one unanswered ping does at once. */
const FAILURES_FOR_DOWN = 3;
/** Pings answered in a row that make it up again. */
const ANSWERS_FOR_UP = 2;
/** How often each process pings Redis: the health signal that notices a hang with no traffic. */
const PING_MS = 1000;
/** Requests to resync that come this close together send the sockets to reconnect once. */
const RESUME_COALESCE_MS = 250;

export interface RealtimeCluster {
  /**
   * Publishes a probe and waits for it to come back through this process's own subscription:
   * what every other process's delivery depends on. Rejects with the reason when it does not.
   */
  check(timeoutMs: number): Promise<void>;
  close(): void;
}

type Message = RelayedEvent & { origin: string; resync?: true; probe?: string };

/**
 * The embedded server as a cluster of identical processes (as soketi's Redis adapter): each event
 * a process raises (broadcaster, HTTP API, client events) is published on one Redis pub/sub channel
 * per app, and every other process delivers it to its own sockets. Redis is a fan-out, not a
 * dependency: local delivery comes first, and each process decides Redis is down only from a real
 * signal (BusState: several failures in a row, or a ping unanswered within COMMAND_TIMEOUT_MS),
 * never from one slow publish. Sockets stay open meanwhile. Once Redis answers again (two pings in
 * a row), a process whose events reached nobody asks every process to resync, and each tells its
 * sockets to reconnect, so the panels refetch what crossed no process; a subscription that comes
 * back after its connection was lost does the same for its own sockets. ioredis is imported here,
 * so a process without REDIS_URL never loads it (ADR 0053).
 */
export async function startRealtimeCluster(options: {
  redisUrl: string;
  appId: string;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
  /** Called when the subscription comes back after an outage. */
  onResumed: () => void;
}): Promise<RealtimeCluster> {
  const { Redis } = await import('ioredis');
  const { hub, log } = options;
  const topic = `supplier-realtime:${options.appId}`;
  const origin = randomUUID();
  const retryStrategy = (times: number) => Math.min(times * 200, 2000);
  const publisher = new Redis(options.redisUrl, {
    connectTimeout: 2000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy,
  });
  const subscriber = new Redis(options.redisUrl, { connectTimeout: 2000, retryStrategy });
  const state = new BusState({ failuresForDown: FAILURES_FOR_DOWN, answersForUp: ANSWERS_FOR_UP });
  /** Whether an event of this process may have reached no other process: they must resync. */
  let dropped = false;
  let subscribedOnce = false;
  let resuming: NodeJS.Timeout | null = null;
  const probes = new Map<string, () => void>();

  // Not deduplicated beyond a moment: every process whose publishes failed asks once it can publish
  // again, and what it published before that reached nobody else, so each ask may be the one needed.
  const resume = () => {
    resuming ??= setTimeout(() => {
      resuming = null;
      options.onResumed();
    }, RESUME_COALESCE_MS);
  };
  const failed = (error: Error, certain = false) => {
    if (!state.failed(error.message, certain)) return;
    // What was published around the outage reached no other process.
    dropped = true;
    log.warn({ reason: error.message }, 'Redis unavailable: realtime events reach this process only');
  };
  const answered = () => {
    if (state.answered()) log.info('Redis is back: realtime events cross processes again');
    if (!dropped || state.down) return;
    dropped = false;
    publisher.publish(topic, JSON.stringify({ resync: true, origin })).catch((error: Error) => {
      dropped = true;
      failed(error);
    });
    // Its own sockets missed the others' events too, unless its subscriber is still away (its
    // `ready` resumes them then).
    if (subscriber.status === 'ready') resume();
  };
  // Connection errors show in the pings (a command fails at once while disconnected).
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);

  const ping = setInterval(() => {
    publisher.ping().then(answered, (error: Error) => failed(error, true));
  }, PING_MS);
  ping.unref();

  subscriber.on('ready', () => {
    // ioredis subscribes again on its own; `ready` after the first time is a recovery.
    if (subscribedOnce) resume();
  });
  subscriber.subscribe(topic).then(
    () => (subscribedOnce = true),
    (error: Error) => failed(error),
  );
  subscriber.on('message', (_topic: string, text: string) => {
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch {
      return; // not ours
    }
    if (message.probe) {
      if (message.origin === origin) probes.get(message.probe)?.();
      return;
    }
    if (message.origin === origin) return;
    if (message.resync) return resume();
    if (typeof message.channel !== 'string') return;
    hub.deliver(message.channel, message.event, message.data, message.exceptSocketId);
  });

  hub.relayTo((event) => {
    if (state.down || publisher.status !== 'ready') {
      dropped = true;
      if (!state.down) failed(new Error(`Redis connection is ${publisher.status}`));
      return;
    }
    // A publish that timed out most likely reached Redis (a slow one still runs it): counted, not dropped.
    publisher.publish(topic, JSON.stringify({ ...event, origin })).then(
      () => undefined,
      (error: Error) => failed(error),
    );
  });

  return {
    async check(timeoutMs) {
      if (state.down) throw new Error(`Redis unavailable: ${state.reason}`);
      const id = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      try {
        await new Promise<void>((resolve, reject) => {
          probes.set(id, resolve);
          timer = setTimeout(
            () => reject(new Error(`a message through Redis did not come back within ${timeoutMs} ms`)),
            timeoutMs,
          );
          publisher
            .publish(topic, JSON.stringify({ probe: id, origin }))
            .catch((error: Error) => reject(new Error(`Redis unavailable: ${error.message}`)));
        });
      } finally {
        clearTimeout(timer);
        probes.delete(id);
      }
    },
    close() {
      clearInterval(ping);
      if (resuming) clearTimeout(resuming);
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
