/**
 * The realtime part of the scale-out bench: one Pusher-protocol client per API process, each
 * connected to its process directly (not through the balancer), subscribed to the demo supplier's
 * owners' bell channel (ADR 0052). Every `notification.created` raised on any process (or the worker) must reach
 * every client, or, if the client was cut off meanwhile (its process killed, Redis stopped and the
 * process asking its sockets to reconnect), the client must have reconnected after the event: the
 * panel refetches on reconnect (issue 18, items 3 and 4).
 */
import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { notificationChannelName } from '@supplier/contracts/notification-permissions';

const APP_KEY = 'supplier-panel-key';

export interface RealtimeWatcher {
  name: string;
  /** notification ids seen live */
  seen: Set<number>;
  /** times (ms since epoch) the client was subscribed again after losing its connection */
  resubscribedAt: number[];
  /** times its connection closed (the server sent it away, or its process went) */
  closedAt: number[];
  stop(): void;
}

/** A client that keeps reconnecting to `port` (as pusher-js does) until stopped. */
export function watchRealtime(name: string, port: number, secret: string, supplierId: number): RealtimeWatcher {
  const channel = `private-${notificationChannelName('owner', supplierId)}`;
  const watcher: RealtimeWatcher = { name, seen: new Set(), resubscribedAt: [], closedAt: [], stop: () => undefined };
  let stopped = false;
  let everSubscribed = false;
  let socket: WebSocket | null = null;

  const open = () => {
    if (stopped) return;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${APP_KEY}?protocol=7`);
    socket = ws;
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as { event: string; data?: unknown };
      if (frame.event === 'pusher:connection_established') {
        const socketId = (JSON.parse(String(frame.data)) as { socket_id: string }).socket_id;
        const signature = createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: `${APP_KEY}:${signature}` } }));
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        if (everSubscribed) watcher.resubscribedAt.push(Date.now());
        everSubscribed = true;
      } else if (frame.event === 'pusher:ping') {
        ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      } else if (frame.event === 'notification.created') {
        const data = JSON.parse(String(frame.data)) as { notification: { id: number } };
        watcher.seen.add(data.notification.id);
      }
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (!stopped) watcher.closedAt.push(Date.now());
      void sleep(500).then(open);
    });
  };
  open();
  watcher.stop = () => {
    stopped = true;
    socket?.close();
  };
  return watcher;
}

/** Whether each raised event reached each client live, or before a reconnect of that client. */
export function realtimeOutcome(watchers: RealtimeWatcher[], raised: { id: number; at: number }[]) {
  return watchers.map((watcher) => {
    const missed = raised.filter((event) => !watcher.seen.has(event.id));
    const caughtUp = missed.filter((event) => watcher.resubscribedAt.some((at) => at >= event.at));
    return {
      name: watcher.name,
      live: raised.length - missed.length,
      caughtUp: caughtUp.length,
      lost: missed.length - caughtUp.length,
      reconnects: watcher.resubscribedAt.length,
      lostEvents: missed.filter((event) => !caughtUp.includes(event)),
      resubscribedAt: watcher.resubscribedAt,
    };
  });
}
