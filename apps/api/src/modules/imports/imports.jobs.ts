/** The job that applies a run, a slice at a time. */
export const IMPORT_APPLY_JOB = 'imports.apply';
/** The job that checks one feed URL (keyed by the source: queued once). */
export const IMPORT_SOURCE_CHECK_JOB = 'imports.source.check';
/** The job that queues the checks of feed URLs due on their schedule, every SOURCES_DUE_EVERY_MS. */
export const IMPORT_SOURCES_DUE_JOB = 'imports.sources.due';
/** How often the schedule looks for sources due. */
export const SOURCES_DUE_EVERY_MS = 5 * 60_000;
/**
 * The job that fetches a run's feed pictures once its products are applied: a pass over the
 * pictures still to fetch (`after` the last id done in an earlier slice), then the next pass
 * (the retries) later.
 */
export const IMPORT_IMAGES_JOB = 'imports.images';

export const sourceCheckJob = (sourceId: number) => ({
  kind: IMPORT_SOURCE_CHECK_JOB,
  payload: { sourceId },
  key: `${IMPORT_SOURCE_CHECK_JOB}:${sourceId}`,
});

export const picturesJob = (importId: number, pass: number, after: number, runAt?: Date) => ({
  kind: IMPORT_IMAGES_JOB,
  payload: { importId, pass, after },
  key: `${IMPORT_IMAGES_JOB}:${importId}:${pass}:${after}`,
  ...(runAt ? { runAt } : {}),
});
