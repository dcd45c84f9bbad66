import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_IMAGES_MAX,
  type ProductImage,
} from '@supplier/contracts/products';
import { deleteProductImage } from '../api/delete-product-image';
import { reorderProductImages } from '../api/reorder-product-images';
import { uploadProductImages } from '../api/upload-product-images';

/** An image of the form: one the product has, or a file picked to upload on save. */
export type ImageItem =
  | { key: string; kind: 'existing'; image: ProductImage }
  /** `error`: why the server refused this file on the last save (it stays here to retry or remove). */
  | { key: string; kind: 'new'; file: File; url: string; error?: string };

export const itemsOf = (images: ProductImage[]): ImageItem[] =>
  images.map((image) => ({ key: `image-${image.id}`, kind: 'existing', image }));

let counter = 0;

/** Picked files as items; what cannot be taken is named in `rejected` (type, size, count). */
export function pickFiles(
  files: File[],
  current: ImageItem[],
): { items: ImageItem[]; rejected: { file: string; reason: 'type' | 'size' | 'count' }[] } {
  const items: ImageItem[] = [];
  const rejected: { file: string; reason: 'type' | 'size' | 'count' }[] = [];
  for (const file of files) {
    if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type))
      rejected.push({ file: file.name, reason: 'type' });
    else if (file.size > PRODUCT_IMAGE_MAX_BYTES) rejected.push({ file: file.name, reason: 'size' });
    else if (current.length + items.length >= PRODUCT_IMAGES_MAX) rejected.push({ file: file.name, reason: 'count' });
    else {
      counter += 1;
      items.push({ key: `new-${counter}`, kind: 'new', file, url: URL.createObjectURL(file) });
    }
  }
  return { items, rejected };
}

export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * Brings the product's images to `items`: removes the dropped ones, uploads each new file on its
 * own (so one bad file does not cost the others), then saves the order of what is there when it
 * differs from the server's. Answers the items as they now are: uploaded files become the
 * product's images, a refused file stays new with the server's reason in `error`.
 */
export async function saveImages(
  productId: number,
  items: ImageItem[],
  initial: ProductImage[],
  reasonOf: (error: unknown) => string,
): Promise<ImageItem[]> {
  const kept = new Set(items.flatMap((item) => (item.kind === 'existing' ? [item.image.id] : [])));
  for (const image of initial) {
    if (!kept.has(image.id)) await deleteProductImage({ id: productId, imageId: image.id });
  }
  let serverOrder = initial.filter((image) => kept.has(image.id)).map((image) => image.id);
  const result: ImageItem[] = [];
  for (const item of items) {
    if (item.kind === 'existing') {
      result.push(item);
      continue;
    }
    try {
      const uploaded = await uploadProductImages({ id: productId, files: [item.file] });
      const image = uploaded.data.at(-1)!;
      serverOrder = uploaded.data.map((each) => each.id);
      URL.revokeObjectURL(item.url);
      result.push({ key: `image-${image.id}`, kind: 'existing', image });
    } catch (error) {
      result.push({ ...item, error: reasonOf(error) });
    }
  }
  const wanted = result.flatMap((item) => (item.kind === 'existing' ? [item.image.id] : []));
  if (wanted.length > 1 && wanted.some((id, index) => serverOrder[index] !== id)) {
    await reorderProductImages({ id: productId, ids: wanted });
  }
  return result;
}
