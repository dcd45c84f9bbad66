/**
 * The uploads part of the scale-out run (issue 18, item 5): every process uses the S3 storage
 * driver on one local S3-compatible server (s3rver), product images are uploaded through the
 * balancer during the load, and afterwards each one is read through every API process directly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import S3rver from 's3rver';

const BUCKET = 'supplier-uploads';
const PRODUCTS = '/api/admin-suppliers/v1/products';
/** Demo products carry up to 3 images of the 15 a product takes. */
export const UPLOADS_PER_PRODUCT = 10;

type Call = (
  method: string,
  path: string,
  options: { token: string; body?: Buffer; headers?: Record<string, string> },
) => Promise<{ status: number; body: Record<string, unknown> | null; text: string }>;

export interface UploadsCheck {
  /** STORAGE_DRIVER=s3 and the S3_* settings of the shared server. */
  env: Record<string, string>;
  /** Demo product ids, one per load client. */
  products(call: Call, token: string, count: number): Promise<number[]>;
  /** Uploads one PNG to a product; a 200 records both stored variants. */
  upload(call: Call, token: string, productId: number): ReturnType<Call>;
  /** Reads every recorded upload through every process: how many answered 200 with a WebP. */
  readEverywhere(processBases: string[]): Promise<{ uploads: number; reads: number; failed: string[] }>;
  close(): Promise<void>;
}

/** A w×h PNG of one colour, built by hand so the bench needs no image library. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3]!)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function startUploadsCheck(): Promise<UploadsCheck> {
  const directory = mkdtempSync(join(tmpdir(), 'supplier-scale-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const stored: string[] = [];
  let uploads = 0;
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async products(call, token, count) {
      const list = await call('GET', `${PRODUCTS}?per_page=${count}`, { token });
      const ids = ((list.body?.data ?? []) as { id: number }[]).map((product) => product.id);
      if (ids.length < count) throw new Error(`products answered ${list.status} with ${ids.length} of ${count}`);
      return ids;
    },
    async upload(call, token, productId) {
      uploads += 1;
      const boundary = `----scale${uploads}`;
      const image = png(320, 240, [uploads % 256, 90, 160]);
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const result = await call('POST', `${PRODUCTS}/${productId}/images`, {
        token,
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      const added = (result.body?.data as { url: string; thumb_url: string }[] | undefined)?.at(-1);
      if (result.status === 200 && added) stored.push(added.url, added.thumb_url);
      return result;
    },
    async readEverywhere(processBases) {
      let reads = 0;
      const failed: string[] = [];
      for (const url of stored) {
        for (const base of processBases) {
          const response = await fetch(base + url).catch(() => null);
          const bytes = response ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
          if (response?.status === 200 && bytes.subarray(8, 12).toString() === 'WEBP') reads += 1;
          else failed.push(`${base}${url}: ${response?.status ?? 'no answer'}`);
        }
      }
      return { uploads: stored.length / 2, reads, failed };
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
