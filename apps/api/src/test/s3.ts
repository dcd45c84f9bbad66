import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { ConfigInput } from '../config';

export interface LocalS3 {
  /** The settings that point the s3 storage driver at this server's bucket. */
  env: ConfigInput;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free loopback port, with one empty bucket. */
export async function startLocalS3(bucket = 'supplier-uploads'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'supplier-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
