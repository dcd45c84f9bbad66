import type sharpModule from 'sharp';
import type { Metadata, Sharp } from 'sharp';

/** Image formats accepted for uploads, told apart by content (never by name or declared type). */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** Why an upload is not an acceptable image. */
export type ImageProblem = 'type' | 'corrupt' | 'dimensions';

export class ImageRejected extends Error {
  constructor(
    readonly problem: ImageProblem,
    options?: { cause?: unknown },
  ) {
    super(`Image rejected: ${problem}`, options);
    this.name = 'ImageRejected';
  }
}

/** Decoding stops above this many pixels (a decompression bomb is refused, not decoded). */
const MAX_INPUT_PIXELS = 50_000_000;
const MIN_SIDE = 16;

let loaded: Promise<typeof sharpModule> | undefined;

/**
 * sharp, loaded with the first image instead of with the process: libvips adds about 14 MB of
 * resident memory that a process serving no upload never needs (ADR 0053).
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/** The format by magic bytes: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP RIFF….WEBP. */
export function sniffImage(content: Buffer): ImageFormat | null {
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'jpeg';
  if (
    content.length >= 8 &&
    content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    content.length >= 12 &&
    content.subarray(0, 4).toString('latin1') === 'RIFF' &&
    content.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

/**
 * Checks an upload: the magic bytes name JPEG, PNG or WebP, the decoder agrees, and the size is
 * sane. Throws ImageRejected otherwise.
 */
export async function inspectImage(content: Buffer): Promise<ImageInfo> {
  const format = sniffImage(content);
  if (!format) throw new ImageRejected('type');
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw new ImageRejected('corrupt', { cause: error });
  }
  if (metadata.format !== format) throw new ImageRejected('corrupt');
  const { width, height } = metadata;
  if (!width || !height) throw new ImageRejected('corrupt');
  if (width * height > MAX_INPUT_PIXELS || Math.min(width, height) < MIN_SIDE) throw new ImageRejected('dimensions');
  return { format, width, height };
}

/** Decodes the whole image (a truncated or damaged file fails here) and re-encodes it as WebP. */
async function render(content: Buffer, pipeline: (image: Sharp) => Sharp): Promise<Buffer> {
  await inspectImage(content);
  const sharp = await loadSharp();
  try {
    const image = sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' }).rotate();
    return await pipeline(image).webp({ quality: 82, effort: 4 }).toBuffer();
  } catch (error) {
    throw new ImageRejected('corrupt', { cause: error });
  }
}

/** The avatar: a 256×256 square (cover, centred), WebP. Metadata (EXIF, GPS) is dropped. */
export function avatarImage(content: Buffer): Promise<Buffer> {
  return render(content, (image) => image.resize(256, 256, { fit: 'cover', position: 'centre' }));
}

/** The profile background: 1600 px wide at most (never enlarged), WebP. */
export function backgroundImage(content: Buffer): Promise<Buffer> {
  return render(content, (image) => image.resize({ width: 1600, withoutEnlargement: true }));
}
