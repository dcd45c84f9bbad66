import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RealtimeHub, RelayedEvent } from './hub';

/** How long a relay publish waits for Redis before the event stays in this process. */
const PUBLISH_TIMEOUT_MS = 100;
/** How often a process that lost a publish asks Redis whether it answers again. */
const PROBE_MS = 500;
/** Requests to resync that come this close together send the sockets to reconnect once. */
const RESUME_COALESCE_MS = 250;

export interface RealtimeCluster {
  close(): void;
}

/**
 * The embedded server as a cluster of identical processes (as soketi's Redis adapter): each event
 * a process raises (broadcaster, HTTP API, client events) is published on one Redis pub/sub channel
 * per app, and every other process delivers it to its own sockets. Redis is a fan-out, not a
 * dependency: while it is down or hung each process still serves its own sockets, the outage is
 * logged once, and once Redis answers again every socket is told to reconnect, so the panels
 * refetch what crossed no process meanwhile. A stopped Redis is noticed by each subscriber's
 * reconnection; a hung one (the connection stays open, commands time out) only by the process whose
 * publish timed out, which probes Redis until it answers and then asks every process to resync.
 */
export function startRealtimeCluster(options: {
  redisUrl: string;
  appId: string;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
  /** Called when the subscription comes back after an outage. */
  onResumed: () => void;
}): RealtimeCluster {
  const { hub, log } = options;
  const topic = `supplier-realtime:${options.appId}`;
  const origin = randomUUID();
  const retryStrategy = (times: number) => Math.min(times * 200, 2000);
  const publisher = new Redis(options.redisUrl, {
    connectTimeout: 2000,
    commandTimeout: PUBLISH_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy,
  });
  const subscriber = new Redis(options.redisUrl, { connectTimeout: 2000, retryStrategy });
  /** Whether the outage has been logged (and its end is still to be). */
  let down = false;
  /** Whether an event of this process reached no other process: they must resync. */
  let dropped = false;
  let subscribedOnce = false;
  let probe: NodeJS.Timeout | null = null;
  let resuming: NodeJS.Timeout | null = null;

  // Not deduplicated beyond a moment: every process whose publishes failed asks once it can publish
  // again, and what it published before that reached nobody else, so each ask may be the one needed.
  const resume = () => {
    resuming ??= setTimeout(() => {
      resuming = null;
      options.onResumed();
    }, RESUME_COALESCE_MS);
  };
  // Only a publish that Redis answered ends the probe: a subscriber back before the publisher (they
  // reconnect on their own schedules) must not forget the events dropped meanwhile.
  const probeUntilPublished = () => {
    probe ??= setInterval(() => {
      if (publisher.status !== 'ready') return;
      publisher.ping().then(
        () => {
          if (probe) clearInterval(probe);
          probe = null;
          if (down) log.info('Redis is back: realtime events cross processes again');
          down = false;
          if (!dropped) return;
          dropped = false;
          publisher.publish(topic, JSON.stringify({ resync: true, origin })).catch(relayFailed);
          // Its own sockets missed the others' events too, unless its subscriber is still away
          // (its `ready` resumes them then).
          if (subscriber.status === 'ready') resume();
        },
        () => undefined,
      );
    }, PROBE_MS);
    probe.unref();
  };
  const failed = (error: Error) => {
    probeUntilPublished();
    if (down) return;
    down = true;
    log.warn({ reason: error.message }, 'Redis unavailable: realtime events reach this process only');
  };
  const relayFailed = (error: Error) => {
    dropped = true;
    failed(error);
  };
  publisher.on('error', failed);
  subscriber.on('error', failed);

  subscriber.on('ready', () => {
    // ioredis subscribes again on its own; `ready` after the first time is a recovery.
    if (subscribedOnce) resume();
  });
  subscriber.subscribe(topic).then(
    () => (subscribedOnce = true),
    (error: Error) => failed(error),
  );
  subscriber.on('message', (_topic: string, text: string) => {
    let message: RelayedEvent & { origin: string; resync?: true };
    try {
      message = JSON.parse(text) as RelayedEvent & { origin: string; resync?: true };
    } catch {
      return; // not ours
    }
    if (message.origin === origin) return;
    if (message.resync) return resume();
    if (typeof message.channel !== 'string') return;
    hub.deliver(message.channel, message.event, message.data, message.exceptSocketId);
  });

  hub.relayTo((event) => {
    if (publisher.status !== 'ready') return relayFailed(new Error(`Redis connection is ${publisher.status}`));
    publisher.publish(topic, JSON.stringify({ ...event, origin })).catch(relayFailed);
  });

  return {
    close() {
      if (probe) clearInterval(probe);
      if (resuming) clearTimeout(resuming);
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
