/**
 * The baseline of realtime.ts: a bare `ws` broadcast server and nothing else. Every WebSocket
 * (any path) is kept; `POST /publish` sends the request body as one text frame to all of them;
 * `GET /health` answers 200. Started by realtime.ts in its own process:
 * `node --import tsx bare-ws-server.ts`, PORT from the environment, bound to loopback.
 */
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const sockets = new Set<WebSocket>();
const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, clientTracking: false });

const server = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/publish') {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      for (const ws of sockets) if (ws.readyState === ws.OPEN) ws.send(text);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    return;
  }
  if (request.method === 'GET' && request.url === '/health') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(`{"connections":${sockets.size}}`);
    return;
  }
  response.writeHead(404).end();
});

server.on('upgrade', (request, socket, head) => {
  wss.handleUpgrade(request, socket, head, (ws) => {
    sockets.add(ws);
    ws.on('error', () => undefined);
    ws.on('close', () => sockets.delete(ws));
  });
});

const port = Number(process.env.PORT ?? 0);
server.listen(port, '127.0.0.1', 511);
process.on('SIGTERM', () => {
  for (const ws of sockets) ws.terminate();
  server.close(() => process.exit(0));
});
