import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { keyOfUrl, storedUrl, type FileStorage, type StoredFile } from './storage';

export type S3Config = Pick<
  Config,
  'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/**
 * STORAGE_DRIVER=s3: objects in an S3-compatible bucket (AWS S3, MinIO, R2…) under the same keys
 * as the local driver, served by every API process at /uploads/ (ADR 0013). The bucket must exist.
 * The SDK is imported when this driver is made, so a process storing files locally never loads
 * it (ADR 0053).
 */
export class S3FileStorage implements FileStorage {
  readonly #s3: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }>;
  readonly #bucket: string;

  constructor(config: S3Config) {
    if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required');
    this.#bucket = config.S3_BUCKET;
    this.#s3 = import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: s3Client(sdk, config) }));
  }

  async put(key: string, content: Buffer | Readable, contentType: string): Promise<string> {
    const url = storedUrl(key);
    // A stream of unknown length cannot be sent in one PutObject; uploads are bounded by their
    // size limits, so it is read whole first.
    const body = Buffer.isBuffer(content) ? content : Buffer.concat(await content.toArray());
    const { sdk, client } = await this.#s3;
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: body, ContentType: contentType }),
    );
    return url;
  }

  async get(url: string): Promise<StoredFile | null> {
    const key = keyOfUrl(url);
    if (!key) return null;
    const { sdk, client } = await this.#s3;
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      return { body: object.Body as Readable, contentType: object.ContentType, size: object.ContentLength };
    } catch (error) {
      if (error instanceof sdk.NoSuchKey) return null;
      throw error;
    }
  }

  async remove(url: string): Promise<void> {
    const key = keyOfUrl(url);
    if (!key) return;
    const { sdk, client } = await this.#s3;
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  close(): void {
    void this.#s3.then(({ client }) => client.destroy());
  }
}

function s3Client(sdk: typeof import('@aws-sdk/client-s3'), config: S3Config): S3Client {
  return new sdk.S3Client({
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
