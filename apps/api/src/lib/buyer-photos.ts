import type { FastifyBaseLogger } from 'fastify';
import { backgroundImage, loadSharp } from './images';
import { fetchSmallFile } from './public-fetch';
import { storageKey, type FileStorage } from './storage';

/** A buyer's photo larger than this is not fetched. */
export const BUYER_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

export interface StoredPhoto {
  url: string;
  width: number;
  height: number;
}

/**
 * Photos a buyer sent as links (a review's, a return request's): each fetched, checked as an image
 * by content (as uploads are), re-encoded as WebP (metadata dropped) and stored under `folder`; a
 * bad one is skipped with a log.
 */
export async function storeBuyerPhotos(
  sources: string[],
  deps: { storage: FileStorage; allowPrivate: boolean; log: FastifyBaseLogger; folder: string },
): Promise<StoredPhoto[]> {
  const photos: StoredPhoto[] = [];
  for (const source of sources) {
    try {
      const content = await fetchSmallFile(source, {
        allowPrivate: deps.allowPrivate,
        maxBytes: BUYER_PHOTO_MAX_BYTES,
        timeoutMs: FETCH_TIMEOUT_MS,
      });
      const image = await backgroundImage(content);
      const { width = 0, height = 0 } = await (await loadSharp())(image).metadata();
      photos.push({ url: await deps.storage.put(storageKey(deps.folder, 'webp'), image, 'image/webp'), width, height });
    } catch (error) {
      deps.log.warn({ err: error, source }, 'buyer photo skipped');
    }
  }
  return photos;
}
