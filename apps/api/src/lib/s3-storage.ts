import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { keyOfUrl, storedUrl, type FileStorage, type StoredFile } from './storage';

export type S3Config = Pick<
  Config,
  'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/**
 * STORAGE_DRIVER=s3: objects in an S3-compatible bucket (AWS S3, MinIO, R2…) under the same keys
 * as the local driver, served by every API process at /uploads/ (ADR 0013). The bucket must exist.
 */
export class S3FileStorage implements FileStorage {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(config: S3Config) {
    if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required');
    this.#bucket = config.S3_BUCKET;
    this.#client = new S3Client({
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
      // Checksums only where S3 requires them: older MinIO and other compatible stores refuse the
      // newer flexible-checksum headers the SDK sends by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, content: Buffer | Readable, contentType: string): Promise<string> {
    const url = storedUrl(key);
    // A stream of unknown length cannot be sent in one PutObject; uploads are bounded by their
    // size limits, so it is read whole first.
    const body = Buffer.isBuffer(content) ? content : Buffer.concat(await content.toArray());
    await this.#client.send(
      new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: body, ContentType: contentType }),
    );
    return url;
  }

  async get(url: string): Promise<StoredFile | null> {
    const key = keyOfUrl(url);
    if (!key) return null;
    try {
      const object = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      return { body: object.Body as Readable, contentType: object.ContentType, size: object.ContentLength };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async remove(url: string): Promise<void> {
    const key = keyOfUrl(url);
    if (!key) return;
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  close(): void {
    this.#client.destroy();
  }
}
