import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { backgroundImage } from '../../lib/images';
import { fetchSmallFile } from '../../lib/public-fetch';
import { storageKey, type FileStorage } from '../../lib/storage';
import type { ReviewsRepository } from './reviews.repository';
import type { ReviewPhoto } from './reviews.table';

/** A buyer's photo larger than this is not fetched. */
export const REVIEW_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

export interface PhotoJobDeps {
  repo: ReviewsRepository;
  storage: FileStorage;
  allowPrivate: boolean;
  log: FastifyBaseLogger;
  /** Called after the photos are stored (the live list hears of them). */
  onStored?: (supplierId: number, reviewId: number) => Promise<void>;
}

/**
 * The photo job of a review: each source URL fetched, checked as an image by content (as
 * uploads are), re-encoded as WebP (metadata dropped) and stored; a bad one is skipped with a log.
 */
export async function storeReviewPhotos(reviewId: number, deps: PhotoJobDeps): Promise<ReviewPhoto[]> {
  const review = await deps.repo.rawById(reviewId);
  if (!review || review.photos.length > 0) return review?.photos ?? [];
  const photos: ReviewPhoto[] = [];
  for (const source of review.photoSources) {
    try {
      const content = await fetchSmallFile(source, {
        allowPrivate: deps.allowPrivate,
        maxBytes: REVIEW_PHOTO_MAX_BYTES,
        timeoutMs: FETCH_TIMEOUT_MS,
      });
      const image = await backgroundImage(content);
      const { width = 0, height = 0 } = await sharp(image).metadata();
      const url = await deps.storage.put(storageKey(`reviews/${review.supplierId}`, 'webp'), image, 'image/webp');
      photos.push({ url, width, height });
    } catch (error) {
      deps.log.warn({ err: error, reviewId, source }, 'review photo skipped');
    }
  }
  await deps.repo.setPhotos(reviewId, photos);
  if (photos.length > 0) await deps.onStored?.(review.supplierId, reviewId);
  return photos;
}
