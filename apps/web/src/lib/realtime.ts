import type Echo from 'laravel-echo';
import { realtimeEndpoints } from '@supplier/contracts/realtime-endpoints';
import { apiHeaders, apiUrl } from './api-client';
import { callEndpoint } from './endpoint-client';
import { firstPageShown } from './first-page-shown';

/**
 * Realtime over the Pusher protocol (SPEC section 7, PRODUCT.md section 5) with laravel-echo and
 * pusher-js. Both load on the first listenPrivate() call, so they stay out of the initial
 * bundle; the server says where to connect (GET /api/realtime/config), and channel
 * subscriptions are authorized at /api/broadcasting/auth with the panel's headers (bearer token,
 * X-SESSION, X-LOCALE) read at the moment of each authorization.
 */

type PusherEcho = Echo<'pusher'>;

interface Connection {
  echo: PusherEcho;
  /** Listeners per channel (Echo form, without `private-`); the channel is left at zero. */
  counts: Map<string, number>;
}

let pending: Promise<Connection> | null = null;
/** Bumped by disconnectRealtime(): listeners of an older connection never attach. */
let generation = 0;

async function connect(): Promise<Connection> {
  // the socket and its client's code come after the first page's own data
  await firstPageShown();
  const [{ default: EchoClass }, { default: Pusher }, config] = await Promise.all([
    import('laravel-echo'),
    import('pusher-js'),
    callEndpoint(realtimeEndpoints.getRealtimeConfig, { toastOnError: false }),
  ]);
  const echo = new EchoClass({
    broadcaster: 'pusher',
    Pusher,
    key: config.key,
    cluster: config.cluster,
    wsHost: config.wsHost,
    wsPort: config.wsPort,
    wssPort: config.wssPort,
    forceTLS: config.forceTLS,
    enabledTransports: config.enabledTransports,
    channelAuthorization: {
      endpoint: apiUrl('broadcasting/auth'),
      transport: 'ajax',
      headersProvider: () => apiHeaders(),
    },
  });
  return { echo, counts: new Map() };
}

function connection(): Promise<Connection> {
  if (!pending) {
    const attempt = connect();
    pending = attempt;
    // A failed start (offline, server down) is tried again by the next listener.
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
  }
  return pending;
}

/**
 * Listens to `event` on the private channel `private-{channel}`; `channel` is given without the
 * prefix, e.g. `customer.${id}`, and `event` as the server names it, e.g. 'customer.change'.
 * Answers the function that stops listening (the channel is left when nobody listens any more).
 */
export function listenPrivate(channel: string, event: string, handler: (payload: unknown) => void): () => void {
  // Echo prefixes names with its namespace unless they start with '.'.
  const eventName = event.startsWith('.') ? event : `.${event}`;
  const callback = (payload: unknown) => handler(payload);
  const started = generation;
  let stop: (() => void) | null = null;
  let stopped = false;

  connection().then(
    ({ echo, counts }) => {
      if (stopped || started !== generation) return;
      echo.private(channel).listen(eventName, callback);
      counts.set(channel, (counts.get(channel) ?? 0) + 1);
      stop = () => {
        if (started !== generation) return;
        echo.private(channel).stopListening(eventName, callback);
        const left = (counts.get(channel) ?? 1) - 1;
        if (left > 0) {
          counts.set(channel, left);
        } else {
          counts.delete(channel);
          echo.leave(channel);
        }
      };
    },
    () => undefined,
  );

  return () => {
    if (stopped) return;
    stopped = true;
    stop?.();
  };
}

/**
 * Calls `handler` each time the connection is back after it was lost (the network dropped, the
 * server restarted or asked clients to reconnect), never on the first connect: events raised
 * meanwhile were not delivered, so the caller refetches what they keep fresh. Answers the function
 * that stops.
 */
export function onReconnected(handler: () => void): () => void {
  const started = generation;
  let stop: (() => void) | null = null;
  let stopped = false;

  connection().then(
    ({ echo }) => {
      if (stopped || started !== generation) return;
      const pusherConnection = echo.connector.pusher.connection;
      let connectedOnce = pusherConnection.state === 'connected';
      let lost = false;
      const listener = ({ current }: { current: string }) => {
        if (current === 'connected') {
          if (lost) handler();
          connectedOnce = true;
          lost = false;
        } else if (connectedOnce) {
          lost = true;
        }
      };
      pusherConnection.bind('state_change', listener);
      stop = () => pusherConnection.unbind('state_change', listener);
    },
    () => undefined,
  );

  return () => {
    if (stopped) return;
    stopped = true;
    stop?.();
  };
}

/** Closes the connection (logout); a later listenPrivate() opens a new one. */
export function disconnectRealtime(): void {
  generation += 1;
  const current = pending;
  pending = null;
  void current?.then(
    ({ echo }) => echo.disconnect(),
    () => undefined,
  );
}
