import { setFlagsFromString } from 'node:v8';

/**
 * Keeps what the start of the serving process allocates from staying resident while it idles
 * (issue 36, ADR 0058). V8 reads both settings when it uses them, so they take effect at run time.
 *
 * - WebAssembly compiles in one background task instead of one per V8 worker thread. PGlite's
 *   module tiers up its hot functions as soon as PostgreSQL starts, and four compilations at once
 *   left about 30 MB of freed malloc memory that glibc keeps.
 * - The young generation does not grow during the start. Almost everything the start allocates
 *   survives, so V8 doubled the semi-spaces up to 2 × 16 MB, and they stayed committed while idle
 *   until V8's memory reducer ran, 20–40 s later. `serving()` gives back V8's default growth (2),
 *   so under load they grow as before.
 */
export function holdStartMemory(): { serving(): void } {
  setFlagsFromString('--wasm-num-compilation-tasks=1');
  setFlagsFromString('--semi-space-growth-factor=1');
  return { serving: () => setFlagsFromString('--semi-space-growth-factor=2') };
}
