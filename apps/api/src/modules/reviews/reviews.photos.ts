import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { backgroundImage } from '../../lib/images';
import { storageKey, type FileStorage } from '../../lib/storage';
import type { ReviewsRepository } from './reviews.repository';
import type { ReviewPhoto } from './reviews.table';

/** A buyer's photo larger than this is not fetched. */
export const REVIEW_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

/** Addresses a photo URL may not point at (outside the local mode): loopback, private, link-local and the like. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is loopback, private, link-local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1]!, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

export class PhotoRefused extends Error {}

/** dns.lookup that refuses loopback and private addresses (checked on the very connection, so a rebinding name gains nothing). */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    const bad = list.length === 0 || list.some((entry) => isPrivateAddress(entry.address));
    if (bad) return callback(new PhotoRefused('private address'), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

/**
 * Fetches a buyer's photo: http(s) only, no redirects, at most REVIEW_PHOTO_MAX_BYTES, and (unless
 * `allowPrivate`, the local mode) never from a loopback or private address.
 */
export async function fetchPhoto(url: string, { allowPrivate }: { allowPrivate: boolean }): Promise<Buffer> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new PhotoRefused('not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new PhotoRefused('not http(s)');
  if (parsed.username || parsed.password) throw new PhotoRefused('credentials in the URL');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isPrivateAddress(host)) throw new PhotoRefused('private address');
  const get = parsed.protocol === 'https:' ? httpsGet : httpGet;
  return new Promise<Buffer>((resolve, reject) => {
    const request = get(
      parsed,
      { timeout: FETCH_TIMEOUT_MS, ...(allowPrivate ? {} : { lookup: publicOnlyLookup }) },
      (response) => {
        const status = response.statusCode ?? 0;
        const declared = Number(response.headers['content-length'] ?? '0');
        if (status < 200 || status >= 300 || declared > REVIEW_PHOTO_MAX_BYTES) {
          response.destroy();
          return reject(new PhotoRefused(status >= 200 && status < 300 ? 'too large' : `answered ${status}`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > REVIEW_PHOTO_MAX_BYTES) {
            response.destroy();
            reject(new PhotoRefused('too large'));
          } else {
            chunks.push(chunk);
          }
        });
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new PhotoRefused('timed out')));
    request.on('error', reject);
  });
}

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
      const content = await fetchPhoto(source, { allowPrivate: deps.allowPrivate });
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
