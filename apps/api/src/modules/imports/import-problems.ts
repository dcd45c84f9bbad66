import { IMPORT_PROBLEMS_SHOWN, type ImportProblem } from '@supplier/contracts/imports';

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
