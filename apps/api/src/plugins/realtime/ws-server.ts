import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { PusherConnection } from './connection';
import type { RealtimeHub } from './hub';
import {
  CLOSE,
  LIMITS,
  MIN_PROTOCOL_VERSION,
  PROTOCOL_VERSION,
  encodeFrame,
  type RealtimeCredentials,
} from './protocol';

export interface RealtimeServerOptions {
  server: Server;
  hub: RealtimeHub;
  credentials: RealtimeCredentials;
  log: FastifyBaseLogger;
  /** Silence after which the server sends pusher:ping. */
  pingIntervalMs: number;
  /** Time a pinged socket has to show any traffic before it is closed with 4201. */
  pongTimeoutMs: number;
}

export interface RealtimeServer {
  connectionCount(): number;
  /** Tells every client 4200 (reconnect now), so panels refetch what they may have missed. */
  reconnectAll(reason: string): void;
  /**
   * Tells every client 4200 (reconnect now) and closes them; connections arriving until the HTTP
   * server stops listening get the same 4200.
   */
  close(): Promise<void>;
  /** Stops answering upgrades (once the HTTP server is closed). */
  detach(): void;
}

const APP_PATH = /^\/app\/([^/]+)$/;
/** How long a closing socket may take for the closing handshake before it is cut. */
const CLOSE_GRACE_MS = 1000;

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The Pusher protocol endpoint `/app/{key}` on the API's own HTTP server (the `upgrade` event),
 * with the server-side heartbeat of PROTOCOLS.md 1.3.
 */
export function startRealtimeServer(options: RealtimeServerOptions): RealtimeServer {
  const { server, hub, credentials, log } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: LIMITS.maxFrameBytes, clientTracking: false });
  const sockets = new Map<PusherConnection, WebSocket>();
  let closing = false;

  const closeSocket = (ws: WebSocket, code: number, reason: string) => {
    ws.close(code, reason);
    setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
  };

  const accept = (ws: WebSocket, request: IncomingMessage, appKey: string) => {
    const connection = new PusherConnection(
      {
        send: (text) => {
          if (ws.readyState === ws.OPEN) ws.send(text);
        },
        close: (code, reason) => closeSocket(ws, code, reason),
      },
      { hub, credentials },
    );
    sockets.set(connection, ws);
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        connection.touch();
        return;
      }
      connection.handleMessage(
        Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString(),
      );
    });
    ws.on('pong', () => connection.touch());
    ws.on('ping', () => connection.touch());
    ws.on('error', (error) => log.debug({ err: error }, 'realtime socket error'));
    ws.on('close', () => {
      connection.dispose();
      sockets.delete(connection);
    });

    if (closing) {
      connection.fail(CLOSE.serverClosing, 'Server is closing. Please reconnect shortly.');
      return;
    }
    if (appKey !== credentials.key) {
      connection.fail(CLOSE.unknownApp, `App key ${appKey} does not exist.`);
      return;
    }
    const protocol = new URL(request.url ?? '/', 'http://localhost').searchParams.get('protocol');
    if (protocol !== null) {
      if (!/^\d+$/.test(protocol)) {
        connection.fail(CLOSE.invalidVersionFormat, 'Invalid version string format.');
        return;
      }
      const version = Number(protocol);
      if (version < MIN_PROTOCOL_VERSION || version > PROTOCOL_VERSION) {
        connection.fail(CLOSE.unsupportedProtocol, `Unsupported protocol version ${version}.`);
        return;
      }
    }
    connection.establish();
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const match = APP_PATH.exec(path);
    if (!match) {
      // Other upgrade handlers (if any) own the other paths.
      if (server.listenerCount('upgrade') === 1) refuseUpgrade(socket, '404 Not Found');
      return;
    }
    const appKey = decodeURIComponent(match[1] ?? '');
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request, appKey));
  };
  server.on('upgrade', onUpgrade);

  const sweep = () => {
    const now = Date.now();
    for (const connection of sockets.keys()) {
      if (!connection.established || connection.closed) continue;
      if (connection.pingSentAt !== null) {
        if (now - connection.pingSentAt >= options.pongTimeoutMs) {
          connection.fail(CLOSE.pongTimeout, 'Pong reply not received in time');
        }
      } else if (now - connection.lastActivity >= options.pingIntervalMs) {
        connection.pingSentAt = now;
        connection.send(encodeFrame({ event: 'pusher:ping', data: {} }));
      }
    }
  };
  const tick = Math.max(50, Math.min(options.pingIntervalMs, options.pongTimeoutMs) / 2);
  const timer = setInterval(sweep, tick);
  timer.unref();

  return {
    connectionCount: () => sockets.size,
    reconnectAll(reason) {
      for (const connection of sockets.keys()) {
        if (connection.established) connection.fail(CLOSE.serverClosing, reason);
      }
    },
    detach: () => server.off('upgrade', onUpgrade),
    async close() {
      closing = true;
      clearInterval(timer);
      await Promise.all(
        [...sockets].map(
          ([connection, ws]) =>
            new Promise<void>((resolve) => {
              if (ws.readyState === ws.CLOSED) return resolve();
              ws.once('close', () => resolve());
              connection.fail(CLOSE.serverClosing, 'Server closed. Please reconnect shortly.');
            }),
        ),
      );
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
