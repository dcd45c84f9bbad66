import { IMPORT_PROBLEMS_SHOWN, type ImportProblem } from '@supplier/contracts/imports';
import type { RowAction } from './import-plan';

/**
 * The problem a row's action is to report: a skip's reason, a new product's note (made a draft
 * without pictures). A category the supplier chose not to import is none: its offers are only
 * counted as skipped, so the run's problems are the same count in its list, report and file.
 */
export function problemOf(action: RowAction): ImportProblem | null {
  if (action.kind === 'skip') return action.excluded ? null : action.problem;
  return action.kind === 'create' ? action.problem : null;
}

/** Problems kept in full (the first ones) and how many there were. */
export class ProblemList {
  /** Starts from the problems kept so far (a run's next batch), or from none. */
  constructor(
    readonly shown: ImportProblem[] = [],
    public total = 0,
  ) {}

  /** Counts the problems (`count`: those of a batch that kept the details of only its first ones) and keeps the first ones; answers those it kept. */
  add(found: ImportProblem[], count = found.length): ImportProblem[] {
    this.total += count;
    const kept = found.slice(0, Math.max(0, IMPORT_PROBLEMS_SHOWN - this.shown.length));
    this.shown.push(...kept);
    return kept;
  }
}
