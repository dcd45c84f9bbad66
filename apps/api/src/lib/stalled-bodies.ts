import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { clientErrorHandler } from '../plugins/errors';

/**
 * Bounds how long a request body may stop arriving: after `idleSeconds` without a byte on a
 * connection whose request has not arrived whole, the client is answered 408 in the one error
 * shape and the connection is closed once that is sent, so whatever reads the body fails at once
 * (an upload is refused and nothing of it kept) instead of waiting for bytes that never come.
 *
 * Node's bound on a whole request (`requestTimeout`, 5 minutes) is lifted: it would cut a 200 MB
 * feed on a slow line, and a body that keeps arriving is bounded by its size limit. A request that
 * has arrived whole is not timed out here however long its answer takes; a connection with no
 * request in progress (before its first, or kept alive after an answer) is closed.
 */
export function closeStalledBodies(server: Server, idleSeconds: number): void {
  // Each connection's latest answer; one that has finished means no request in progress. Read
  // from the answer itself: no listener per request (issue 36).
  const latest = new WeakMap<Socket, ServerResponse>();
  server.requestTimeout = 0;
  server.on(
    'request',
    (request: IncomingMessage, response: ServerResponse) => void latest.set(request.socket, response),
  );
  server.setTimeout(idleSeconds * 1000, (socket: Socket) => {
    const response = latest.get(socket);
    if (!response || response.writableFinished) {
      socket.destroy();
    } else if (!response.req.complete) {
      clientErrorHandler(
        Object.assign(new Error('request body stalled'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
        socket,
      );
      socket.destroySoon();
    }
  });
}
