import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@supplier/contracts/constants';
import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_OPEN_STATUSES,
  type ImportSchedule,
  type ImportSource,
  type ImportStatus,
} from '@supplier/contracts/imports';
import type { Clock } from '../../drivers';
import { storageKey, type FileStorage } from '../../lib/storage';
import { fetchFeed, FeedFetchError } from './feed-fetch';
import { importsText } from './imports.messages';
import type { ImportsRepository } from './imports.repository';
import type { ImportSourceRow } from './imports.table';

const HOUR_MS = 60 * 60_000;
/** How long after a check the schedule checks a source again. */
export const SCHEDULE_MS: Record<ImportSchedule, number> = { hourly: HOUR_MS, daily: 24 * HOUR_MS };
/** How often the schedule looks for sources due (the `imports.sources.due` job). */
export const SOURCES_DUE_EVERY_MS = 5 * 60_000;
/** A source whose last run is still open is looked at again this much later. */
const BUSY_RETRY_MS = SOURCES_DUE_EVERY_MS;
/** A queued check never done (its job lost) is queued again after this long. */
const STALE_CHECK_MS = HOUR_MS;
/** The whole fetch of a feed, kept well inside the job runner's one-minute lease. */
export const FEED_FETCH_TIMEOUT_MS = 45_000;

export interface SourcesDeps {
  repo: ImportsRepository;
  storage: FileStorage;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The local mode: feeds on loopback and private addresses may be fetched. */
  allowPrivate: boolean;
  /**
   * Why the supplier may not run a feed now (a gate of the panel, ADR 0036), as the panel says it,
   * or null: a scheduled check keeps the gates its endpoint keeps.
   */
  gate: (supplierId: number, locale: Locale) => Promise<string | null>;
  /** Messages stored on a source are in the panel's language. */
  locale?: Locale;
  timeoutMs?: number;
  maxBytes?: number;
}

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** A source as the panel lists it. */
export function presentSource(source: ImportSourceRow, lastImportStatus: ImportStatus | null): ImportSource {
  return {
    id: source.id,
    url: source.url,
    schedule: source.schedule,
    deactivate_missing: source.deactivateMissing,
    key_field: source.keyField,
    checking: source.checkQueuedAt !== null,
    checked_at: iso(source.checkedAt),
    next_check_at: source.nextCheckAt.toISOString(),
    last_result: source.lastResult,
    error: source.error,
    last_import:
      source.lastImportId !== null && lastImportStatus !== null
        ? { id: source.lastImportId, status: lastImportStatus }
        : null,
    created_at: source.createdAt.toISOString(),
  };
}

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
 * Feed URLs on a schedule: the check of one source (the `imports.source.check` job) fetches it
 * with a conditional request; 304 or the same content as last run is «без змін» (nothing runs),
 * new content is stored privately and run as an upload is, and a failure is kept on the source
 * with its Ukrainian message. `queueDue` (the `imports.sources.due` job) queues the checks due.
 */
export function importSources(deps: SourcesDeps) {
  const { repo, storage, clock, log } = deps;
  const locale = deps.locale ?? 'uk';

  async function check(sourceId: number): Promise<SourceCheckOutcome> {
    const source = await repo.sourceById(sourceId);
    if (!source) return 'gone';
    const now = clock.now();
    const next = new Date(now.getTime() + SCHEDULE_MS[source.schedule]);
    const status = source.lastImportId === null ? null : await repo.runStatus(source.lastImportId);
    if (status && IMPORT_OPEN_STATUSES.includes(status)) {
      // Two runs of one feed never apply at the same time: look again when this one may be over.
      await repo.transaction((tx) =>
        repo.saveSource(tx, sourceId, {
          checkQueuedAt: null,
          checkTrigger: null,
          nextCheckAt: new Date(now.getTime() + BUSY_RETRY_MS),
        }),
      );
      return 'busy';
    }
    const done = { checkedAt: now, nextCheckAt: next, checkQueuedAt: null, checkTrigger: null, updatedAt: now };
    const refused = await deps.gate(source.supplierId, locale);
    if (refused) {
      await repo.transaction((tx) => repo.saveSource(tx, sourceId, { ...done, lastResult: 'failed', error: refused }));
      return 'failed';
    }
    try {
      const fetched = await fetchFeed(source.url, {
        etag: source.etag,
        lastModified: source.lastModified,
        allowPrivate: deps.allowPrivate,
        maxBytes: deps.maxBytes ?? IMPORT_FILE_MAX_BYTES,
        timeoutMs: deps.timeoutMs ?? FEED_FETCH_TIMEOUT_MS,
        store: (body) =>
          storage.put(storageKey(`imports/${source.supplierId}`, 'feed'), body, 'application/octet-stream'),
        remove: (fileUrl) => storage.remove(fileUrl).catch(() => undefined),
      });
      if (fetched.kind === 'not_modified' || fetched.hash === source.contentHash) {
        if (fetched.kind === 'fetched') await storage.remove(fetched.fileUrl).catch(() => undefined);
        await repo.transaction((tx) =>
          repo.saveSource(tx, sourceId, {
            ...done,
            lastResult: 'unchanged',
            error: null,
            ...(fetched.kind === 'fetched' ? { etag: fetched.etag, lastModified: fetched.lastModified } : {}),
          }),
        );
        return 'unchanged';
      }
      const started = await repo.transaction(async (tx) => {
        const locked = await repo.sourceById(sourceId, tx);
        if (!locked) return false; // removed while it was fetched
        const run = await repo.start(
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
        await repo.saveSource(tx, sourceId, {
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
      if (!known) log.warn({ err: error, sourceId }, 'feed source check failed');
      const message = known ? importsText(locale, error.problem, error.params) : importsText(locale, 'source_failed');
      await repo.transaction((tx) => repo.saveSource(tx, sourceId, { ...done, lastResult: 'failed', error: message }));
      return 'failed';
    }
  }

  return {
    check,
    /** Queues the checks of the sources due now; answers how many. */
    queueDue: () => {
      const now = clock.now();
      return repo.queueDueChecks(now, new Date(now.getTime() - STALE_CHECK_MS), 500);
    },
  };
}
