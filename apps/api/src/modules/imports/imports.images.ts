import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@supplier/contracts/constants';
import { PRODUCT_IMAGES_MAX } from '@supplier/contracts/products';
import type { JobContext, JobHandler } from '../../jobs/job-runner';
import { ImageRejected } from '../../lib/images';
import { FetchRefused, fetchSmallFile } from '../../lib/public-fetch';
import type { FileStorage } from '../../lib/storage';
import type { RealtimeEvents } from '../broadcasting/realtime-events';
import type { ProductImagesRepository } from '../catalog/product-images.repository';
import { productImageDraft } from '../catalog/product-images.service';
import { importsText } from './imports.messages';
import { presentImport } from './imports.presenter';
import type { ImportsRepository } from './imports.repository';

/** A feed picture larger than this is not fetched (uploads take 10 MB too). */
export const IMPORT_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** Silence after which a picture's server is given up on for this try. */
export const IMPORT_PICTURE_TIMEOUT_MS = 10_000;
/** Tries of a product's pictures: at once, then 1 and 4 minutes later (the job runner's back-off). */
export const IMPORT_PICTURE_ATTEMPTS = 3;
const RETRY_BASE_MS = 60_000;

export interface ImportPicturesDeps {
  repo: ImportsRepository;
  images: ProductImagesRepository;
  storage: FileStorage;
  events: RealtimeEvents;
  allowPrivate: boolean;
  log: FastifyBaseLogger;
  locale?: Locale;
}

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

/**
 * The `imports.images` job: one product's feed pictures of a run, each fetched (public addresses
 * only, a timeout, a size limit), checked as an image by content and stored as every product
 * image is (productImageDraft). The products never wait for it. A picture that fails is put on
 * its row of the run («спробуємо ще раз») and the job is tried again later; after the last try
 * the row says so, and the next run of the feed queues the picture again.
 */
export function importPictures(deps: ImportPicturesDeps): JobHandler<{ importId: number; productId: number }> {
  const { repo, storage, log } = deps;
  const locale = deps.locale ?? 'uk';

  async function report(
    importId: number,
    picture: { line: number; offerId: string; url: string },
    message: string | null,
  ) {
    const run = await repo.pictureProblem(importId, picture, message);
    if (run) await deps.events.importProgress(presentImport(run));
  }

  return {
    maxAttempts: IMPORT_PICTURE_ATTEMPTS,
    retryBaseMs: RETRY_BASE_MS,
    timeoutMs: 50_000,
    async run({ importId, productId }, { attempt }: JobContext) {
      let waiting = 0;
      for (const { fetch, supplierId } of await repo.pendingPictures(importId, productId)) {
        const picture = { line: fetch.line, offerId: fetch.offerId, url: fetch.url };
        try {
          const content = await fetchSmallFile(fetch.url, {
            allowPrivate: deps.allowPrivate,
            maxBytes: IMPORT_PICTURE_MAX_BYTES,
            timeoutMs: IMPORT_PICTURE_TIMEOUT_MS,
          });
          const draft = await productImageDraft(storage, supplierId, productId, content);
          const saved = await deps.images.append(
            supplierId,
            productId,
            [{ ...draft, sourceUrl: fetch.url }],
            PRODUCT_IMAGES_MAX,
          );
          if (saved === 'missing' || saved === 'too_many') {
            await Promise.all([draft.url, draft.thumbUrl].map((url) => storage.remove(url).catch(() => undefined)));
            if (saved === 'too_many') throw new TooManyImages();
          }
          await repo.savePicture(fetch.id, { status: 'done', attempts: fetch.attempts + 1, error: null });
          if (fetch.attempts > 0) await report(importId, picture, null);
        } catch (error) {
          const { reason, again } = reasonOf(error, locale);
          const retry = again && attempt < IMPORT_PICTURE_ATTEMPTS;
          log.info({ importId, productId, url: fetch.url, reason, retry }, 'import picture not fetched');
          await repo.savePicture(fetch.id, {
            status: retry ? 'pending' : 'failed',
            attempts: fetch.attempts + 1,
            error: reason,
          });
          await report(
            importId,
            picture,
            importsText(locale, retry ? 'picture_retry' : 'picture_failed', { url: fetch.url, reason }),
          );
          if (retry) waiting += 1;
        }
      }
      if (waiting > 0) throw new Error(`${waiting} picture(s) of product ${productId} not fetched yet`);
    },
  };
}
