import { call, type StoredUser } from './list-frames-api';
import { apiServer, repoRoot } from './paths';
import { freePort, startServer, type RunningServer } from './process';

/** The demo supplier the seed creates. */
const DEMO = { login: '+380501234567', password: 'demo12345' };

/**
 * The built product as `npm start` runs it for a seller: the embedded database (PGlite) with the
 * demo seed, nothing of the caller's environment (no DATABASE_URL, no REDIS_URL), the rate limit
 * out of the way; signed in as the demo supplier. `build` is another checkout's build
 * (`apps/api/dist/server.js`, and the `apps/web/dist` it serves).
 */
export async function startDemoPanel(
  dataDir: string,
  build: { server: string; web?: string } = { server: apiServer },
): Promise<{ server: RunningServer; user: StoredUser }> {
  const port = await freePort();
  const server = await startServer({
    name: 'product',
    args: [build.server],
    port,
    cwd: repoRoot,
    readyPath: '/api/health',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(build.web ? { WEB_DIST: build.web } : {}),
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      NODE_ENV: 'production',
      DEV_TOOLS: 'true',
      // blanked, so nothing leaks in from the caller's environment (embedded PGlite, no Redis)
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  const user = await call<StoredUser>(server, 'POST', '/auth/login', null, DEMO);
  return { server, user };
}
