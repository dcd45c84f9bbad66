import { IMPORT_OPEN_STATUSES, type ImportSource } from '@supplier/contracts/imports';

/** While a run is open, the lists are asked again this often besides its realtime progress. */
export const OPEN_RUNS_POLL_MS = 5000;
/** While a check is queued or under way, the sources (and the runs it may start) are asked again this often. */
export const CHECKING_POLL_MS = 1500;
/** A source past its next check waits for the schedule's next round (every 5 minutes): asked this often meanwhile. */
export const DUE_POLL_MS = 30_000;

/**
 * When the open page asks for the sources again: soon while a check or the run it started is under
 * way, else when the first next check comes due, so a scheduled sync shows without a reload.
 */
export function sourcesPollMs(sources: ImportSource[], now: number): number | false {
  if (sources.some((source) => source.checking)) return CHECKING_POLL_MS;
  if (sources.some((source) => source.last_import && IMPORT_OPEN_STATUSES.includes(source.last_import.status))) {
    return OPEN_RUNS_POLL_MS;
  }
  if (sources.length === 0) return false;
  const first = Math.min(...sources.map((source) => Date.parse(source.next_check_at)));
  return Math.max(first - now, DUE_POLL_MS);
}
