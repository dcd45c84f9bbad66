import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@supplier/contracts/constants';
import {
  PRODUCT_IMAGES_FIELD,
  PRODUCT_IMAGES_MAX,
  imagesOrderRequest,
  type ProductImagesResponse,
} from '@supplier/contracts/products';
import { ImageRejected, avatarImage, backgroundImage, inspectImage } from '../../lib/images';
import { storageKey, type FileStorage } from '../../lib/storage';
import { catalogText } from './catalog.messages';
import { fieldError, notFound } from './catalog.errors';
import type { ImageDraft, ProductImagesRepository } from './product-images.repository';
import { presentImages } from './products.presenter';

/** Widest stored variant (the shared background pipeline: never enlarged, WebP). */
const LARGE_WIDTH = 1600;

export interface UploadedFile {
  filename: string;
  content: Buffer;
}

/**
 * One product image as every product image is stored, an upload's or a feed picture's: checked by
 * content (JPEG, PNG or WebP; else ImageRejected) and stored as two WebP variants made by
 * lib/images (up to 1600 px wide, and a 256×256 thumbnail).
 */
export async function productImageDraft(
  storage: FileStorage,
  supplierId: number,
  productId: number,
  content: Buffer,
): Promise<ImageDraft> {
  const info = await inspectImage(content);
  const [large, thumb] = await Promise.all([backgroundImage(content), avatarImage(content)]);
  const folder = `products/${supplierId}/${productId}`;
  const width = Math.min(info.width, LARGE_WIDTH);
  return {
    url: await storage.put(storageKey(folder, 'webp'), large, 'image/webp'),
    thumbUrl: await storage.put(storageKey(folder, 'webp'), thumb, 'image/webp'),
    width,
    height: Math.max(1, Math.round((info.height * width) / info.width)),
    bytes: large.length,
  };
}

/**
 * Product images: each upload is checked by content (JPEG, PNG or WebP) and stored as two
 * variants made by lib/images (up to 1600 px wide, and a 256×256 thumbnail), both WebP. The
 * first image is the main one.
 */
export function productImagesService(deps: {
  repo: ProductImagesRepository;
  storage: FileStorage;
  /** Which files other images still show (the demo's shared files). */
  filesInUse: (urls: string[]) => Promise<Set<string>>;
  log?: FastifyBaseLogger;
}) {
  const { repo, storage } = deps;

  async function variants(
    supplierId: number,
    productId: number,
    file: UploadedFile,
    locale: Locale,
  ): Promise<ImageDraft> {
    try {
      return await productImageDraft(storage, supplierId, productId, file.content);
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      const key =
        error.problem === 'type' ? 'image_type' : error.problem === 'dimensions' ? 'image_dimensions' : 'image_corrupt';
      throw fieldError(locale, PRODUCT_IMAGES_FIELD, key, { file: file.filename.slice(0, 100) });
    }
  }

  async function forget(drafts: ImageDraft[]): Promise<void> {
    const urls = drafts.flatMap((draft) => [draft.url, draft.thumbUrl]);
    const inUse = await deps.filesInUse(urls);
    await Promise.all(
      urls
        .filter((url) => !inUse.has(url))
        .map((url) =>
          storage.remove(url).catch((error: unknown) => deps.log?.warn({ err: error, url }, 'image file not removed')),
        ),
    );
  }

  const tooMany = (locale: Locale) =>
    fieldError(locale, PRODUCT_IMAGES_FIELD, 'images_too_many', { max: PRODUCT_IMAGES_MAX });

  return {
    /** Checks the product and the count before the (slow) resizing. */
    async upload(
      supplierId: number,
      productId: number,
      files: UploadedFile[],
      locale: Locale,
    ): Promise<ProductImagesResponse> {
      if (files.length === 0) throw fieldError(locale, PRODUCT_IMAGES_FIELD, 'images_missing');
      const existing = await repo.countOf(supplierId, productId);
      if (existing === null) throw notFound(locale, 'product_not_found');
      if (existing + files.length > PRODUCT_IMAGES_MAX) throw tooMany(locale);
      const drafts: ImageDraft[] = [];
      try {
        for (const file of files) drafts.push(await variants(supplierId, productId, file, locale));
      } catch (error) {
        await forget(drafts);
        throw error;
      }
      const saved = await repo.append(supplierId, productId, drafts, PRODUCT_IMAGES_MAX);
      if (saved === 'missing' || saved === 'too_many') {
        await forget(drafts);
        throw saved === 'missing' ? notFound(locale, 'product_not_found') : tooMany(locale);
      }
      return { message: catalogText(locale, 'images_saved'), data: presentImages(saved) };
    },

    async reorder(
      supplierId: number,
      productId: number,
      { ids }: z.output<typeof imagesOrderRequest>,
      locale: Locale,
    ): Promise<ProductImagesResponse> {
      const saved = await repo.reorder(supplierId, productId, ids);
      if (saved === 'missing') throw notFound(locale, 'product_not_found');
      if (saved === 'mismatch') throw fieldError(locale, 'ids', 'images_order_incomplete');
      return { message: catalogText(locale, 'images_order_saved'), data: presentImages(saved) };
    },

    async remove(
      supplierId: number,
      productId: number,
      imageId: number,
      locale: Locale,
    ): Promise<ProductImagesResponse> {
      const result = await repo.remove(supplierId, productId, imageId);
      if (result === 'missing') throw notFound(locale, 'product_not_found');
      if (result === 'no_image') throw notFound(locale, 'image_not_found');
      await forget([result.removed]);
      return { message: catalogText(locale, 'deleted'), data: presentImages(result.images) };
    },
  };
}

export type ProductImagesService = ReturnType<typeof productImagesService>;
