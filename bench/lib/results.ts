import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchDir } from './paths';

/** Keeps a run's figures as JSON in bench/results/ (git-ignored) and says where. */
export function saveResults(name: string, figures: unknown): void {
  const dir = join(benchDir, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), figures }, null, 2)}\n`);
  console.log(`\nFigures saved to ${file}`);
}
