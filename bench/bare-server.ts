/**
 * The baseline: a bare Fastify 5 server with one JSON route and nothing else (no logger, no
 * plugins). Started by settings.ts in its own process: `node --import tsx bare-server.ts`, PORT
 * from the environment, bound to loopback.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok', items: [1, 2, 3], name: 'bare' }));

const port = Number(process.env.PORT ?? 0);
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
