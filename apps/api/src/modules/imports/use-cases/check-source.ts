import { IMPORT_FILE_MAX_BYTES, IMPORT_OPEN_STATUSES, type ImportSchedule } from '@supplier/contracts/imports';
import { storageKey } from '../../../lib/storage';
import { fetchFeed, FeedFetchError } from '../feed-fetch';
import type { ImportsContext } from '../imports.context';
import { SOURCES_DUE_EVERY_MS } from '../imports.jobs';
import { importsText } from '../imports.messages';

const HOUR_MS = 60 * 60_000;
/** How long after a check the schedule checks a source again. */
export const SCHEDULE_MS: Record<ImportSchedule, number> = { hourly: HOUR_MS, daily: 24 * HOUR_MS };
/** A source whose last run is still open is looked at again this much later. */
const BUSY_RETRY_MS = SOURCES_DUE_EVERY_MS;
/** A queued check never done (its job lost) is queued again after this long. */
const STALE_CHECK_MS = HOUR_MS;
/** The whole fetch of a feed, kept well inside the job runner's one-minute lease. */
export const FEED_FETCH_TIMEOUT_MS = 45_000;

/** The name a run of a feed URL is listed by: the URL without its query (tokens stay out of the list). */
export function sourceFileName(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return `${host}${pathname}`.slice(0, 200);
  } catch {
    return url.slice(0, 200);
  }
}

export type SourceCheckOutcome = 'unchanged' | 'started' | 'failed' | 'busy' | 'gone';

/**
 * The check of one feed URL (the `imports.source.check` job): it is fetched with a conditional
 * request; 304 or the same content as last run is «без змін» (nothing runs), new content is stored
 * privately and run as an upload is, and a failure is kept on the source with its Ukrainian message.
 */
export async function checkSource(
  ctx: ImportsContext,
  sourceId: number,
  limits: { timeoutMs?: number; maxBytes?: number } = {},
): Promise<SourceCheckOutcome> {
  const { storage, clock, locale } = ctx;
  const source = await ctx.sources.byId(sourceId);
  if (!source) return 'gone';
  const now = clock.now();
  const next = new Date(now.getTime() + SCHEDULE_MS[source.schedule]);
  const status = source.lastImportId === null ? null : await ctx.runs.status(source.lastImportId);
  if (status && IMPORT_OPEN_STATUSES.includes(status)) {
    // Two runs of one feed never apply at the same time: look again when this one may be over.
    await ctx.transaction((tx) =>
      ctx.sources.save(tx, sourceId, {
        checkQueuedAt: null,
        checkTrigger: null,
        nextCheckAt: new Date(now.getTime() + BUSY_RETRY_MS),
      }),
    );
    return 'busy';
  }
  const done = { checkedAt: now, nextCheckAt: next, checkQueuedAt: null, checkTrigger: null, updatedAt: now };
  const refused = await ctx.gate(source.supplierId, locale);
  if (refused) {
    await ctx.transaction((tx) => ctx.sources.save(tx, sourceId, { ...done, lastResult: 'failed', error: refused }));
    return 'failed';
  }
  try {
    const fetched = await fetchFeed(source.url, {
      etag: source.etag,
      lastModified: source.lastModified,
      allowPrivate: ctx.allowPrivate,
      maxBytes: limits.maxBytes ?? IMPORT_FILE_MAX_BYTES,
      timeoutMs: limits.timeoutMs ?? FEED_FETCH_TIMEOUT_MS,
      store: (body) =>
        storage.put(storageKey(`imports/${source.supplierId}`, 'feed'), body, 'application/octet-stream'),
      remove: (fileUrl) => storage.remove(fileUrl).catch(() => undefined),
    });
    if (fetched.kind === 'not_modified' || fetched.hash === source.contentHash) {
      if (fetched.kind === 'fetched') await storage.remove(fetched.fileUrl).catch(() => undefined);
      await ctx.transaction((tx) =>
        ctx.sources.save(tx, sourceId, {
          ...done,
          lastResult: 'unchanged',
          error: null,
          ...(fetched.kind === 'fetched' ? { etag: fetched.etag, lastModified: fetched.lastModified } : {}),
        }),
      );
      return 'unchanged';
    }
    const started = await ctx.transaction(async (tx) => {
      const locked = await ctx.sources.byId(sourceId, tx);
      if (!locked) return false; // removed while it was fetched
      const run = await ctx.runs.start(
        {
          supplierId: locked.supplierId,
          userId: null,
          fileName: sourceFileName(locked.url),
          fileUrl: fetched.fileUrl,
          deactivateMissing: locked.deactivateMissing,
          keyField: locked.keyField,
          sourceId,
          trigger: locked.checkTrigger ?? 'schedule',
        },
        tx,
      );
      await ctx.sources.save(tx, sourceId, {
        ...done,
        lastResult: 'started',
        error: null,
        lastImportId: run.id,
        etag: fetched.etag,
        lastModified: fetched.lastModified,
        contentHash: fetched.hash,
      });
      return true;
    });
    if (!started) {
      await storage.remove(fetched.fileUrl).catch(() => undefined);
      return 'gone';
    }
    return 'started';
  } catch (error) {
    const known = error instanceof FeedFetchError;
    if (!known) ctx.log.warn({ err: error, sourceId }, 'feed source check failed');
    const message = known ? importsText(locale, error.problem, error.params) : importsText(locale, 'source_failed');
    await ctx.transaction((tx) => ctx.sources.save(tx, sourceId, { ...done, lastResult: 'failed', error: message }));
    return 'failed';
  }
}

/** Queues the checks of the sources due now on their schedule (the `imports.sources.due` job); answers how many. */
export function queueDueChecks(ctx: ImportsContext): Promise<number> {
  const now = ctx.clock.now();
  return ctx.sources.queueDueChecks(now, new Date(now.getTime() - STALE_CHECK_MS), 500);
}
