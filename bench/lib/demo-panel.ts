import { call, type StoredUser } from './list-frames-api';
import { apiServer } from './paths';
import type { RunningServer } from './process';
import { startProduct } from './product';

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
  const server = await startProduct({
    // blanked, so nothing leaks in from the caller's environment (embedded PGlite, no Redis)
    databaseUrl: '',
    dataDir,
    server: build.server,
    env: { DEMO_SEED: 'true', NODE_ENV: 'production', REDIS_URL: '', ...(build.web ? { WEB_DIST: build.web } : {}) },
  });
  const user = await call<StoredUser>(server, 'POST', '/auth/login', null, DEMO);
  return { server, user };
}
