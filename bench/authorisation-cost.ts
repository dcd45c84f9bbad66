/**
 * What the authorisation check costs `bench:settings` per request (issue 34: at most 5 % of its
 * CPU). One run of bench:settings with the product under V8's CPU profiler, then, in each
 * backend's profile, the share of the CPU spent inside the check while it served the load:
 *
 * - the permission check proper: `roleCan` and the permission hook of an endpoint with a role
 *   permission (ADR 0041; getSettings is `member`, so only its `roleCan('money:read')` runs);
 * - the sign-in it stands on: the `authenticate` hook (bearer token, its SHA-256, the token cache)
 *   that gives the request its member and role.
 *
 * A sample counts when one of those functions is on its stack and is itself working, not calling
 * on to the rest of the request (fastify runs the next hook and the handler from the `done` a
 * callback hook calls). The window is the first to the last sample with `authenticate` on the
 * stack; idle samples (the bare Fastify rounds, waits) are left out, so the share is of the
 * product's busy CPU while it answered /settings. Both shares come from the same run, so the
 * machine's load weighs on them alike.
 *
 *   npm run build && npm run bench:authorisation -w @supplier/bench
 *
 * Environment: what bench:settings takes (BENCH_DURATION, BENCH_BACKENDS …); BENCH_CPU_PROF is
 * set here to a temporary directory.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMain } from './lib/paths';
import { fmt, printTable } from './lib/table';

/** The target of issue 34. */
const TARGET_SHARE = 0.05;
const PERMISSION = new Set(['roleCan', 'permissionHook', 'roleOf']);
const SIGN_IN = new Set(['authenticate', 'bearerToken', 'cachedActive', 'hashOf']);
/** Fastify's continuation of a callback hook: what `done()` runs belongs to the rest of the request. */
const CONTINUATIONS = new Set([
  'next',
  'done',
  'hookIterator',
  'handleResolve',
  'runPreParsing',
  'preParsingHookRunner',
]);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface Shares {
  busyMs: number;
  permissionMs: number;
  signInMs: number;
  samples: number;
}

/** Which part of the check a stack (root first) is working in, if any. */
function partOf(stack: string[]): 'permission' | 'sign-in' | null {
  for (let i = stack.length - 1; i >= 0; i--) {
    const name = stack[i]!;
    const part = PERMISSION.has(name) ? 'permission' : SIGN_IN.has(name) ? 'sign-in' : null;
    if (!part) continue;
    // working in it unless, below it, fastify's continuation took over
    const below = stack.slice(i + 1);
    return below.some((frame) => CONTINUATIONS.has(frame)) ? null : part;
  }
  return null;
}

export function shares(profile: CpuProfile): Shares {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stacks = new Map<number, string[]>();
  const stackOf = (id: number): string[] => {
    let stack = stacks.get(id);
    if (!stack) {
      const up = parent.get(id);
      stack = [...(up === undefined ? [] : stackOf(up)), byId.get(id)!.callFrame.functionName];
      stacks.set(id, stack);
    }
    return stack;
  };
  const signedIn = (id: number) => stackOf(id).includes('authenticate');
  const first = profile.samples.findIndex(signedIn);
  const last = profile.samples.findLastIndex(signedIn);
  const result: Shares = { busyMs: 0, permissionMs: 0, signInMs: 0, samples: 0 };
  if (first < 0) return result;
  for (let i = first; i <= last; i++) {
    const stack = stackOf(profile.samples[i]!);
    if (stack.at(-1) === '(idle)') continue;
    // a sample's time is the interval up to the next one
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    result.busyMs += ms;
    result.samples += 1;
    const part = partOf(stack);
    if (part === 'permission') result.permissionMs += ms;
    if (part === 'sign-in') result.signInMs += ms;
  }
  return result;
}

export async function benchAuthorisationCost(): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-authorisation-'));
  process.env.BENCH_CPU_PROF = dir;
  try {
    // bench:settings reads its environment when loaded
    const { benchSettings } = await import('./settings');
    const complete = await benchSettings();
    // one profile per product process, in start order (names carry the time and pid); the PGlite
    // product's child that prepares the database serves no request and is left out
    const found = readdirSync(dir)
      .filter((name) => name.endsWith('.cpuprofile'))
      .sort()
      .map((name) => shares(JSON.parse(readFileSync(join(dir, name), 'utf8')) as CpuProfile))
      .filter((figures) => figures.samples > 0);
    const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',').map((name) => name.trim());
    const rows = found.map((figures, index) => {
      const share = (ms: number) => (figures.busyMs > 0 ? ms / figures.busyMs : 0);
      const both = share(figures.permissionMs + figures.signInMs);
      return [
        backends[index] ?? `profile ${index + 1}`,
        fmt.int(figures.samples),
        fmt.ms(figures.busyMs),
        fmt.pct(share(figures.permissionMs)),
        fmt.pct(share(figures.signInMs)),
        fmt.pct(both),
        `≤ ${fmt.pct(TARGET_SHARE)}`,
        both <= TARGET_SHARE ? 'yes' : 'no',
      ];
    });
    console.log(`\n# The authorisation check's share of the product's CPU under bench:settings\n`);
    printTable(
      ['backend', 'busy samples', 'busy CPU ms', 'permission check', 'sign-in (authenticate)', 'both', 'target', 'met'],
      rows,
    );
    console.log(
      '\nShares of the profiled busy time from the first to the last signed-in request; the profiler itself ' +
        'slows every function alike. CPU ms per request: bench:settings’ table above.',
    );
    return complete && found.length === backends.length;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const complete = await benchAuthorisationCost();
  if (!complete) process.exitCode = 1;
}
