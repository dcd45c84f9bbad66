import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Database notifications (LISTEN/NOTIFY), sent at commit by triggers: `supplier_changed` and
 * `token_revoked` invalidate per-process caches (migration 0011, docs/adr/0007-settings-cache.md);
 * `job_due` wakes the job runners of every process (docs/adr/0009-job-runner.md).
 */
export const LISTEN_CHANNELS = ['supplier_changed', 'token_revoked', 'job_due'] as const;
export type ListenChannel = (typeof LISTEN_CHANNELS)[number];

export interface ListenNotify {
  /**
   * Calls `handler` with the payload of every notification on `channel`, from any process. A
   * write of this process is announced before its query (or COMMIT) resolves: every connection
   * of this process listens, and PostgreSQL delivers a session's own notifications before it
   * reports the command done. Returns the unsubscribe function.
   */
  onNotification(channel: ListenChannel, handler: (payload: string) => void): () => void;
  /**
   * Calls `handler` whenever listening starts (true) or stops (false). While not listening,
   * notifications may be missed: a cache must then be bypassed, and cleared once listening again.
   */
  onListening(handler: (listening: boolean) => void): () => void;
  readonly listening: boolean;
  close(): Promise<void>;
}

function hub() {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const listeners = new Set<(listening: boolean) => void>();
  const state = { listening: false };
  return {
    state,
    dispatch(channel: string, payload: string | undefined) {
      for (const handler of handlers.get(channel) ?? []) handler(payload ?? '');
    },
    setListening(listening: boolean) {
      if (state.listening === listening) return;
      state.listening = listening;
      for (const listener of listeners) listener(listening);
    },
    onNotification(channel: ListenChannel, handler: (payload: string) => void) {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      return () => void set.delete(handler);
    },
    onListening(handler: (listening: boolean) => void) {
      listeners.add(handler);
      return () => void listeners.delete(handler);
    },
  };
}

const LISTEN_ALL = LISTEN_CHANNELS.map((channel) => `LISTEN ${channel}`).join('; ');

/** PGlite: one in-process connection, so its own `listen` sees every notification. */
export function pgliteListenNotify(client: PGlite): ListenNotify {
  const h = hub();
  let closed = false;
  const started = Promise.all(
    LISTEN_CHANNELS.map((channel) => client.listen(channel, (payload) => h.dispatch(channel, payload))),
  ).then(
    () => !closed && h.setListening(true),
    (error: unknown) => console.error('PGlite LISTEN failed; caches stay off:', error),
  );
  return {
    onNotification: h.onNotification,
    onListening: h.onListening,
    get listening() {
      return h.state.listening;
    },
    async close() {
      closed = true;
      h.setListening(false);
      await started;
    },
  };
}

/**
 * PostgreSQL: every pool connection listens (so this process's own writes are announced before
 * they resolve), and one dedicated connection, reconnected with backoff, tells whether no
 * notification can have been missed (`listening`).
 */
export function postgresListenNotify(
  url: string,
  Client: typeof pg.Client,
): ListenNotify & {
  /** The pool's `onConnect`: makes each new pool connection listen before it is used. */
  attach(client: pg.ClientBase): Promise<void>;
} {
  const h = hub();
  let closed = false;
  let started = false;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let backoffMs = 100;

  function lost(client: pg.Client) {
    if (listener !== client) return;
    listener = null;
    h.setListening(false);
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, backoffMs);
      retry.unref();
      backoffMs = Math.min(backoffMs * 2, 5000);
    }
  }

  async function connect() {
    if (closed || listener) return;
    const client = new Client({ connectionString: url });
    listener = client;
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => h.dispatch(message.channel, message.payload));
    try {
      await client.connect();
      await client.query(LISTEN_ALL);
      if (listener !== client || closed) return;
      backoffMs = 100;
      h.setListening(true);
    } catch (error) {
      if (!closed) console.error('PostgreSQL LISTEN failed, retrying:', (error as Error).message);
      lost(client);
    }
  }

  return {
    async attach(client) {
      client.on('notification', (message) => h.dispatch(message.channel, message.payload));
      // A failure only costs read-your-writes on this connection (the dedicated listener still
      // delivers moments later); the query itself then reports a broken connection.
      await client.query(LISTEN_ALL).catch(() => undefined);
    },
    onNotification(channel, handler) {
      if (!started) {
        started = true;
        void connect();
      }
      return h.onNotification(channel, handler);
    },
    onListening: h.onListening,
    get listening() {
      return h.state.listening;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = null;
      h.setListening(false);
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * A bounded (LRU) cache with a TTL, kept correct by invalidations: a value computed while its key
 * was invalidated is never stored. Read `ticket()` before computing and pass it to `set()`.
 * Disabled (every get misses, nothing is stored) until `setEnabled(true)`.
 */
/** How stale a cache's least-recently-used order may be. */
const REORDER_MS = 1000;

export class InvalidatedCache<K, V> {
  /** In least recently used order, to within REORDER_MS. */
  readonly #entries = new Map<K, { value: V; expires: number; usedAt: number }>();
  /** When each key was last invalidated (sequence numbers); bounded, see invalidate(). */
  readonly #changed = new Map<K, number>();
  #seq = 0;
  /** Computations that began before this sequence number are never stored. */
  #floor = 0;
  #enabled = false;

  constructor(private readonly options: { max: number; ttlMs: number; now?: () => number }) {}

  get enabled(): boolean {
    return this.#enabled;
  }

  get size(): number {
    return this.#entries.size;
  }

  #now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Turning it on or off drops everything, including computations in flight. */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    this.clear();
  }

  get(key: K): V | undefined {
    if (!this.#enabled) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = this.#now();
    if (entry.expires <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    // Most recently used last, moved at most once a REORDER_MS: a hot key is not moved on every
    // call (issue 36), and the order only decides which entry leaves when the cache is full.
    if (now - entry.usedAt >= REORDER_MS) {
      entry.usedAt = now;
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry.value;
  }

  ticket(): number {
    return this.#seq;
  }

  /** Stores `value` unless `key` (or everything) was invalidated since `ticket`. */
  set(key: K, value: V, ticket: number): boolean {
    if (!this.#enabled || ticket < this.#floor || (this.#changed.get(key) ?? -1) > ticket) return false;
    this.#entries.delete(key);
    const now = this.#now();
    this.#entries.set(key, { value, expires: now + this.options.ttlMs, usedAt: now });
    if (this.#entries.size > this.options.max) this.#entries.delete(this.#entries.keys().next().value as K);
    return true;
  }

  invalidate(key: K): void {
    this.#seq += 1;
    this.#entries.delete(key);
    this.#changed.set(key, this.#seq);
    if (this.#changed.size > this.options.max) {
      // Forget per-key history: computations begun before now are refused as a whole instead.
      this.#changed.clear();
      this.#floor = this.#seq;
    }
  }

  clear(): void {
    this.#seq += 1;
    this.#floor = this.#seq;
    this.#entries.clear();
    this.#changed.clear();
  }
}

/** Connects a cache to notifications: on while listening, one key dropped per notification. */
export function invalidateOn<K, V>(
  listenNotify: ListenNotify | undefined,
  channel: ListenChannel,
  cache: InvalidatedCache<K, V>,
  key: (payload: string) => K,
): () => void {
  if (!listenNotify) return () => undefined;
  const offNotification = listenNotify.onNotification(channel, (payload) => cache.invalidate(key(payload)));
  const offListening = listenNotify.onListening((listening) => cache.setEnabled(listening));
  cache.setEnabled(listenNotify.listening);
  return () => {
    offNotification();
    offListening();
    cache.setEnabled(false);
  };
}
