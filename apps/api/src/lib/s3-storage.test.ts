import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import type { Database } from '../db/client';
import { imageFile, multipart } from '../modules/catalog/testing';
import { signUp } from '../modules/identity/testing';
import { startTestApp, type TestContext } from '../test/app';
import { createTestDatabase } from '../test/database';
import { startLocalS3, type LocalS3 } from '../test/s3';
import { S3FileStorage } from './s3-storage';
import { storageKey } from './storage';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
});

describe('issue 18 item 5: the S3 storage driver', () => {
  it('item 5: puts a Buffer or a stream, gets it back and removes it', async () => {
    const storage = new S3FileStorage(loadConfig(s3.env));
    try {
      const key = storageKey('imports/7', 'csv');
      const url = await storage.put(key, Buffer.from('sku;price\nA-1;100\n'), 'text/csv');
      expect(url).toBe(`/uploads/${key}`);
      const file = await storage.get(url);
      expect(file?.contentType).toBe('text/csv');
      expect(file?.size).toBe(18);
      expect(Buffer.concat(await file!.body.toArray()).toString()).toBe('sku;price\nA-1;100\n');

      const streamed = await storage.put(
        storageKey('imports/7', 'csv'),
        Readable.from([Buffer.from('a;'), Buffer.from('b\n')]),
        'text/csv',
      );
      expect(Buffer.concat(await (await storage.get(streamed))!.body.toArray()).toString()).toBe('a;b\n');

      await storage.remove(url);
      expect(await storage.get(url)).toBeNull();
      expect(await storage.get('/elsewhere/a.csv')).toBeNull();
    } finally {
      storage.close();
    }
  });

  it('item 5: STORAGE_DRIVER=s3 without a bucket is refused with a clear message, one line per bad variable', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      new ConfigError('Invalid configuration:\nS3_BUCKET: required when STORAGE_DRIVER=s3'),
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'only-the-id' })).toThrow(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    );
    let message = '';
    try {
      loadConfig({ STORAGE_DRIVER: 'cloud', S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'yes' });
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split('\n').slice(1);
    expect(lines.map((line) => line.split(':')[0])).toEqual(['STORAGE_DRIVER', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE']);
    expect(loadConfig({}).STORAGE_DRIVER).toBe('local');
  });
});

describe('issue 18 item 5: two API processes sharing only the S3 store', () => {
  let database: Database;
  const dataDirs: string[] = [];
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) dataDirs.push(await mkdtemp(join(tmpdir(), 'supplier-s3-app-')));
    first = await startTestApp({ ...s3.env, DATA_DIR: dataDirs[0], JOBS_WORKER: 'false' }, database);
    second = await startTestApp({ ...s3.env, DATA_DIR: dataDirs[1], JOBS_WORKER: 'false' }, database);
  });
  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    await database?.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function uploadAvatar(t: TestContext, token: string): Promise<string> {
    const response = await t.call({
      method: 'PUT',
      url: '/api/v1/customers/avatar',
      token,
      ...multipart([{ name: 'me.png', content: await imageFile('png', 300), type: 'image/png' }], 'avatar'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { avatar: string } }).data.avatar;
  }

  it('item 5: an avatar uploaded through one process is served by the other, cached for good', async () => {
    const who = await signUp(first);
    const avatar = await uploadAvatar(first, who.token);
    expect(avatar).toMatch(new RegExp(`^/uploads/avatars/${who.id}/[a-z0-9_-]+\\.webp$`));

    const fromSecond = await second.call({ method: 'GET', url: avatar });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.headers['content-type']).toBe('image/webp');
    expect(fromSecond.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromSecond.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await first.call({ method: 'GET', url: avatar })).rawPayload).toEqual(fromSecond.rawPayload);
    // Neither process kept the file on its own disk.
    for (const dir of dataDirs) expect(await readdir(dir)).not.toContain('uploads');

    // A new avatar through the other process replaces the first one for both.
    const replaced = await uploadAvatar(second, who.token);
    expect((await first.call({ method: 'GET', url: replaced })).statusCode).toBe(200);
    await expect.poll(async () => (await first.call({ method: 'GET', url: avatar })).statusCode).toBe(404);
  });

  it('item 5: a missing or malformed file is a 404 in the error shape', async () => {
    for (const url of ['/uploads/avatars/1/missing.webp', '/uploads/avatars/../secrets.json', '/uploads/']) {
      const response = await second.call({ method: 'GET', url, headers: { 'x-locale': 'en' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) as string, code: 'not_found' });
    }
  });
});
