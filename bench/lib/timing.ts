import { printTable } from './table';
/** The `p`-th percentile (0–100) of ascending `sorted` figures, nearest rank; 0 when there are none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface CaseFigures {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  target: number | null;
  note: string;
}

/**
 * Times `call` `runs` times after `warmup` untimed calls (given negative indexes). A call answers a
 * note on what it found (rows, plan); up to three different ones are kept.
 */
export async function measure(
  name: string,
  call: (index: number) => Promise<string | null>,
  target: number | null,
  { runs, warmup }: { runs: number; warmup: number },
): Promise<CaseFigures> {
  for (let i = 0; i < warmup; i += 1) await call(-1 - i);
  const times: number[] = [];
  const notes = new Set<string>();
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const note = await call(i);
    times.push(performance.now() - started);
    if (note) notes.add(note);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    runs,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1)!,
    target,
    note: [...notes].slice(0, 3).join('; '),
  };
}

/** The cases' figures as one table: p50, p95 and max, the target and whether the p95 holds it. */
export function printCases(cases: CaseFigures[]): void {
  printTable(
    ['case', 'p50 ms', 'p95 ms', 'max ms', 'target', 'holds', 'note'],
    cases.map((r) => [
      r.name,
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.max.toFixed(1),
      r.target === null ? '' : `≤ ${r.target}`,
      r.target === null ? '' : r.p95 <= r.target ? 'yes' : 'NO',
      r.note,
    ]),
  );
}
