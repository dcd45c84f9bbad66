/** The servers the realtime bench measures: the built product (embedded Pusher) or the bare `ws` server. */
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiServer, benchDir, repoRoot } from './paths';
import { freePort, onInterrupt, startServer, type RunningServer } from './process';

export const APP = { id: 'bench-app', key: 'bench-key', secret: 'bench-secret-0123456789abcdef' };

export type Kind = 'product' | 'bare';

/** Starts a fresh server of `kind`; `cleanup` removes what it left (the product's data directory). */
export async function startTarget(kind: Kind): Promise<{ server: RunningServer; cleanup: () => void }> {
  const port = await freePort();
  if (kind === 'bare') {
    const server = await startServer({
      name: 'bare ws',
      args: ['--import', 'tsx', join(benchDir, 'bare-ws-server.ts')],
      cwd: benchDir,
      port,
      env: { PORT: String(port), NODE_ENV: 'production' },
      readyPath: '/health',
    });
    return { server, cleanup: () => undefined };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'supplier-bench-rt-'));
  const removeDataDir = onInterrupt(async () => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServer({
    name: 'product',
    args: [apiServer],
    cwd: repoRoot,
    port,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEV_TOOLS: 'true',
      DATABASE_URL: '',
      REDIS_URL: '',
      REALTIME_DRIVER: 'embedded',
      REALTIME_APP_ID: APP.id,
      REALTIME_APP_KEY: APP.key,
      REALTIME_APP_SECRET: APP.secret,
    },
    readyPath: '/api/health',
  });
  return {
    server,
    cleanup: () => {
      removeDataDir.release();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The signed query of the Pusher HTTP API (auth_version 1.0). */
export function signedEventsUrl(baseUrl: string, body: string): string {
  const path = `/apps/${APP.id}/events`;
  const params: Record<string, string> = {
    auth_key: APP.key,
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    body_md5: createHash('md5').update(body).digest('hex'),
  };
  const query = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  const signature = createHmac('sha256', APP.secret).update(`POST\n${path}\n${query}`).digest('hex');
  return `${baseUrl}${path}?${query}&auth_signature=${signature}`;
}
