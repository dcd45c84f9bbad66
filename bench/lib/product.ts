import { apiServer } from './paths';
import { freePort, startServer, type RunningServer } from './process';

const cpuProfileDir = process.env.BENCH_CPU_PROF;
/** The JS heap `npm run serve` gives the product (API_HEAP_MB, ADR 0034). */
export const API_HEAP_MB = process.env.API_HEAP_MB ?? '192';

/** The PostgreSQL server the benches make their databases on (BENCH_PG_URL). */
export const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The URL of database `name` on that server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The built product (`apps/api/dist/server.js`) on `databaseUrl`, as `npm run serve` would start
 * it for one machine (its memory bounds too), with the rate limit out of the way; `env` adds or overrides.
 */
export async function startProduct(options: {
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Another checkout's `apps/api/dist/server.js`; this checkout's by default. */
  server?: string;
}): Promise<RunningServer> {
  const port = await freePort();
  return startServer({
    name: 'api',
    // BENCH_CPU_PROF: a directory where the product leaves a V8 CPU profile when it stops.
    args: [
      `--max-old-space-size=${API_HEAP_MB}`,
      ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []),
      options.server ?? apiServer,
    ],
    port,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      DEV_TOOLS: 'true', // the log SMS driver is refused in production otherwise
      MALLOC_ARENA_MAX: '1',
      ...options.env,
    },
    readyPath: '/api/health',
    timeoutMs: options.timeoutMs,
  });
}

/** Signs in to the panel API at `baseUrl` and returns the headers of a signed-in panel call. */
export async function signIn(
  baseUrl: string,
  credentials: { login: string; password: string },
): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/admin-suppliers/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session': 'supplier' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { 'x-session': 'supplier', authorization: `Bearer ${token}` };
}
