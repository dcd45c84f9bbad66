import type { FastifyBaseLogger } from 'fastify';
import { storeBuyerPhotos } from '../../lib/buyer-photos';
import type { FileStorage } from '../../lib/storage';
import type { ReviewsRepository } from './reviews.repository';
import type { ReviewPhoto } from './reviews.table';

export interface PhotoJobDeps {
  repo: ReviewsRepository;
  storage: FileStorage;
  allowPrivate: boolean;
  log: FastifyBaseLogger;
  /** Called after the photos are stored (the live list hears of them). */
  onStored?: (supplierId: number, reviewId: number) => Promise<void>;
}

/** The photo job of a review: its buyer's photo links fetched, checked and stored (`storeBuyerPhotos`). */
export async function storeReviewPhotos(reviewId: number, deps: PhotoJobDeps): Promise<ReviewPhoto[]> {
  const review = await deps.repo.rawById(reviewId);
  if (!review || review.photos.length > 0) return review?.photos ?? [];
  const photos = await storeBuyerPhotos(review.photoSources, {
    storage: deps.storage,
    allowPrivate: deps.allowPrivate,
    log: deps.log.child({ reviewId }),
    folder: `reviews/${review.supplierId}`,
  });
  await deps.repo.setPhotos(reviewId, photos);
  if (photos.length > 0) await deps.onStored?.(review.supplierId, reviewId);
  return photos;
}
