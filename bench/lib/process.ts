import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningServer {
  name: string;
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** Everything the child wrote, for the error message when it dies early. */
  output: () => string;
  stop: () => Promise<void>;
}

const running = new Set<RunningServer>();

/** A port the kernel just handed out on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts `node <args>` on loopback and waits until `readyPath` answers 200. The child is stopped
 * with SIGTERM (then SIGKILL) by `stop()`, and on exit of the bench whatever happens.
 */
export async function startServer(options: {
  name: string;
  args: string[];
  port: number;
  env: Record<string, string>;
  readyPath: string;
  cwd?: string;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));

  const baseUrl = `http://127.0.0.1:${options.port}`;
  const server: RunningServer = {
    name: options.name,
    child,
    pid: child.pid ?? -1,
    baseUrl,
    output: () => output,
    stop: async () => {
      running.delete(server);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killed = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!killed) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
  running.add(server);

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(server);
      throw new Error(`${options.name} exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    }
    try {
      const response = await fetch(baseUrl + options.readyPath, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await server.stop();
  throw new Error(`${options.name} did not answer ${options.readyPath} within the timeout:\n${output}`);
}

/** Stops every server still running (used on failures and Ctrl+C). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

const cleanups = new Set<() => Promise<void>>();

/** Runs `cleanup` if the bench is interrupted (Ctrl+C, SIGTERM) before `release()` is called. */
export function onInterrupt(cleanup: () => Promise<void>): { release: () => void } {
  cleanups.add(cleanup);
  return { release: () => cleanups.delete(cleanup) };
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Ctrl+C reaches this process twice (from the terminal and relayed by tsx): clean up once,
  // and ignore the repeats instead of dying halfway.
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\n${signal}: stopping the servers and cleaning up…`);
    void stopAll()
      .then(() => Promise.allSettled([...cleanups].map((cleanup) => cleanup())))
      .finally(() => process.exit(130));
  });
}

/** A field of /proc/<pid>/status in KiB (VmRSS: resident now, VmHWM: peak resident). */
export function procStatusKib(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Resets the process's peak resident memory (VmHWM), so the next figure is this phase's. */
export function resetPeak(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // not Linux or not allowed: the peak then runs from the process's start
  }
}

/** USER_HZ: the unit of utime/stime in /proc/<pid>/stat (100 on every common Linux build). */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in milliseconds; null when it is gone. */
export function procCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start at field 3 (state).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU milliseconds used by a set of processes between `start()` and `stop()` (pids seen at both ends). */
export function cpuMeter(pids: () => Promise<number[]> | number[]) {
  let before = new Map<number, number>();
  let total = 0;
  const read = async () =>
    new Map(
      (await pids()).flatMap((pid) => {
        const ms = procCpuMs(pid);
        return ms === null ? [] : [[pid, ms] as const];
      }),
    );
  return {
    async start() {
      before = await read();
    },
    async stop() {
      for (const [pid, ms] of await read()) {
        const start = before.get(pid);
        if (start !== undefined) total += ms - start;
      }
    },
    total: () => total,
  };
}
