import type { Locale } from '@supplier/contracts/constants';
import { PRODUCT_IMAGES_MAX } from '@supplier/contracts/products';
import { retryDelayMs } from '../../../jobs/job-runner';
import { enqueueJobs } from '../../../jobs/jobs.repository';
import { ImageRejected } from '../../../lib/images';
import { FetchRefused, fetchSmallFile } from '../../../lib/public-fetch';
import { productImageDraft } from '../../catalog';
import type { PictureChange } from '../import-pictures.repository';
import type { ImportsContext } from '../imports.context';
import { picturesJob } from '../imports.jobs';
import { importsText } from '../imports.messages';
import { presentImport } from '../imports.presenter';
import type { ImportImageFetchRow } from '../imports.table';

/** A feed picture larger than this is not fetched (uploads take 10 MB too). */
export const IMPORT_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** Silence after which a picture's server is given up on for this try. */
export const IMPORT_PICTURE_TIMEOUT_MS = 10_000;
/** Tries of a picture: the first pass, then passes 1 and 4 minutes later (the job runner's back-off). */
export const IMPORT_PICTURE_ATTEMPTS = 3;
const RETRY_BASE_MS = 60_000;

class TooManyImages extends Error {}

/** Why a picture was not stored, in words, and whether trying again may help. */
function reasonOf(error: unknown, locale: Locale): { reason: string; again: boolean } {
  const text = (key: Parameters<typeof importsText>[1], params?: Record<string, string | number>) =>
    importsText(locale, key, params);
  if (error instanceof ImageRejected) return { reason: text('picture_reason_type'), again: false };
  if (error instanceof TooManyImages) return { reason: text('picture_reason_too_many'), again: false };
  if (error instanceof FetchRefused) {
    switch (error.reason) {
      case 'timeout':
        return { reason: text('picture_reason_timeout'), again: true };
      case 'status':
        return { reason: text('picture_reason_status', { status: error.detail }), again: true };
      case 'too_large':
        return {
          reason: text('picture_reason_too_large', { mb: IMPORT_PICTURE_MAX_BYTES / 1024 / 1024 }),
          again: false,
        };
      case 'private_address':
        return { reason: text('picture_reason_private_address'), again: false };
      case 'bad_url':
        return { reason: text('picture_reason_bad_url'), again: false };
      case 'unreachable':
        return { reason: text('picture_reason_unreachable'), again: true };
    }
  }
  return { reason: text('picture_reason_unreachable'), again: true };
}

/** Pictures fetched at once; a slice of the job stops taking more after this long. */
const PARALLEL = 6;
const SLICE_MS = 25_000;

/** One picture: stored, or why not (and whether a later pass tries it again). */
async function fetchOne(
  ctx: ImportsContext,
  fetch: ImportImageFetchRow,
  supplierId: number,
  pass: number,
): Promise<PictureChange | null> {
  const { storage, locale } = ctx;
  const picture = { line: fetch.line, offerId: fetch.offerId, url: fetch.url, first: fetch.attempts === 0 };
  try {
    const content = await fetchSmallFile(fetch.url, {
      allowPrivate: ctx.allowPrivate,
      maxBytes: IMPORT_PICTURE_MAX_BYTES,
      timeoutMs: IMPORT_PICTURE_TIMEOUT_MS,
    });
    const draft = await productImageDraft(storage, supplierId, fetch.productId, content);
    const saved = await ctx.catalog.appendImages(
      supplierId,
      fetch.productId,
      [{ ...draft, sourceUrl: fetch.url }],
      PRODUCT_IMAGES_MAX,
    );
    if (saved === 'missing' || saved === 'too_many') {
      await Promise.all([draft.url, draft.thumbUrl].map((url) => storage.remove(url).catch(() => undefined)));
      if (saved === 'too_many') throw new TooManyImages();
    }
    await ctx.pictures.save(fetch.id, { status: 'done', attempts: fetch.attempts + 1, error: null });
    return fetch.attempts > 0 ? { ...picture, message: null } : null;
  } catch (error) {
    const { reason, again } = reasonOf(error, locale);
    const retry = again && pass < IMPORT_PICTURE_ATTEMPTS;
    ctx.log.info({ importId: fetch.importId, url: fetch.url, reason, retry }, 'import picture not fetched');
    await ctx.pictures.save(fetch.id, {
      status: retry ? 'pending' : 'failed',
      attempts: fetch.attempts + 1,
      error: reason,
    });
    const key = retry ? 'picture_retry' : 'picture_failed';
    return { ...picture, message: importsText(locale, key, { url: fetch.url, reason }) };
  }
}

/**
 * A slice of the `imports.images` job of a run, queued when its products are all applied (they never wait
 * for a picture): a pass over its pictures still to fetch, each fetched (public addresses only, a
 * timeout, a size limit), checked as an image by content and stored as every product image is
 * (productImageDraft), a few at once. A slice works 25 s, then queues the rest of its pass behind
 * the jobs due meanwhile. A picture that fails is put on its row of the run («спробуємо ще раз»);
 * the next pass, after the runner's back-off (1, then 4 minutes), tries it again, and after the
 * last try (at once for a file that is no image) the row says so; the next run of the feed queues
 * it again.
 */
export async function fetchPictures(
  ctx: ImportsContext,
  { importId, pass = 1, after = 0 }: { importId: number; pass?: number; after?: number },
): Promise<void> {
  const started = Date.now();
  let last = after;
  for (;;) {
    if (Date.now() - started >= SLICE_MS) {
      // The rest of this pass, behind the jobs due meanwhile.
      await enqueueJobs(ctx.db, [picturesJob(importId, pass, last)]);
      return;
    }
    const next = await ctx.pictures.pending(importId, last, PARALLEL);
    if (next.length === 0) break;
    last = next.at(-1)!.id;
    const due = next.filter((fetch) => fetch.attempts < pass);
    // A product deleted meanwhile took its pictures to fetch with it.
    const suppliers = await ctx.catalog.productSuppliers(due.map((fetch) => fetch.productId));
    const changes = (
      await Promise.all(
        due.flatMap((fetch) => {
          const supplierId = suppliers.get(fetch.productId);
          return supplierId === undefined ? [] : [fetchOne(ctx, fetch, supplierId, pass)];
        }),
      )
    ).filter((change): change is PictureChange => change !== null);
    const run = await ctx.pictures.problems(importId, changes);
    if (run) await ctx.events.importProgress(presentImport(run));
  }
  if (pass < IMPORT_PICTURE_ATTEMPTS && (await ctx.pictures.anyPending(importId))) {
    const at = new Date(Date.now() + retryDelayMs(pass, RETRY_BASE_MS));
    await enqueueJobs(ctx.db, [picturesJob(importId, pass + 1, 0, at)]);
  }
}
