import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The monorepo root (bench/ lives one level below it). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const benchDir = resolve(repoRoot, 'bench');
export const apiServer = resolve(repoRoot, 'apps/api/dist/server.js');
/** The built web app; BENCH_WEB_DIST points elsewhere (a build with `vite build --outDir`). */
export const webDist = resolve(process.env.BENCH_WEB_DIST ?? resolve(repoRoot, 'apps/web/dist'));

/** True when the module at `url` is the script node was started with (not imported by index.ts). */
export function isMain(url: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && pathToFileURL(resolve(entry)).href === url;
}
