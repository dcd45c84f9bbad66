import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigInput } from '../config';
import { useTestApp } from '../test/app';
import { startLocalS3, type LocalS3 } from '../test/s3';
import { LocalFileStorage, storageKey, type FileStorage } from './storage';

describe('issue 18 item 5: the local driver behind the same interface', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'supplier-local-storage-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('item 5: puts a stream, reads it back by its URL, removes it and ignores foreign URLs', async () => {
    const storage: FileStorage = new LocalFileStorage(root);
    const url = await storage.put(
      storageKey('imports/3', 'csv'),
      Readable.from([Buffer.from('sku;price\n'), Buffer.from('B-2;50\n')]),
      'text/csv',
    );
    expect(url).toMatch(/^\/uploads\/imports\/3\/[a-z0-9_-]+\.csv$/);
    const file = await storage.get(url);
    expect(file?.size).toBe(17);
    expect(Buffer.concat(await file!.body.toArray()).toString()).toBe('sku;price\nB-2;50\n');
    expect(await readdir(join(root, 'imports', '3'))).toHaveLength(1); // no temporary file left

    await storage.remove(url);
    expect(await storage.get(url)).toBeNull();
    for (const foreign of ['/uploads/../secrets.json', '/elsewhere/a.csv', '/uploads/imports/3']) {
      expect(await storage.get(foreign)).toBeNull();
      await storage.remove(foreign);
    }
  });
});

/** A GET sent with the path exactly as written: inject() would resolve `..` and `.` itself. */
function rawGet(origin: string, path: string): Promise<{ status: number; cacheControl?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = request(`${origin}/`, { path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          cacheControl: response.headers['cache-control'],
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Every way of writing a path that, once decoded or resolved, names `key` or reaches it from a public folder. */
function disguises(key: string): string[] {
  const folder = key.slice(0, key.indexOf('/'));
  const tail = key.slice(folder.length + 1);
  return [
    `/uploads/${key}`,
    `/uploads/x/../${key}`,
    `/uploads/x/..%2F${key}`,
    `/uploads/x/..%2f${key}`,
    `/uploads/x/%2e%2e/${key}`,
    `/uploads/x/%2E%2E/${key}`,
    `/uploads/x/%2e%2e%2f${key}`,
    `/uploads/x/%2E%2e%2F${key}`,
    `/uploads/x/..%5c${key}`,
    `/uploads/x/..%5C${key}`,
    `/uploads/x/%252e%252e%252f${key}`,
    `/uploads/x/..%252f${key}`,
    `/uploads/x/..\\${key}`,
    `/uploads/products/1/..%2F..%2F..%2F${key}`,
    `/uploads//${key}`,
    `/uploads/./${key}`,
    `/uploads/%2e/${key}`,
    `/uploads/${folder}%2F${tail}`,
    `/uploads/${folder}%2f${tail}`,
    `/uploads/%${folder.charCodeAt(0).toString(16)}${folder.slice(1)}/${tail}`,
    `/uploads/${folder}//${tail}`,
    `/uploads/${key}%00`,
    `/uploads/${key}%2500`,
    `/uploads/${key}?download=1`,
  ];
}

describe.each([
  ['local', false],
  ['s3', true],
])('issue 29 item 1: private files are never served at /uploads/ (%s driver)', (_driver, onS3) => {
  let s3: LocalS3 | undefined;
  const env: ConfigInput = {};
  beforeAll(async () => {
    if (!onS3) return;
    s3 = await startLocalS3();
    Object.assign(env, s3.env);
  });
  afterAll(async () => {
    await s3?.close();
  });
  const t = useTestApp(env);
  let origin: string;
  beforeAll(async () => {
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers 404 (or 400) to every encoded or unresolved path to a chat attachment or an import file', async () => {
    const { storage } = t.app.drivers;
    const privateFiles = [
      { key: storageKey('chats/7/3', 'png'), bytes: Buffer.from('private chat attachment of supplier 7') },
      { key: storageKey('imports/7', 'feed'), bytes: Buffer.from('sku;price\nprivate-import;100\n') },
    ];
    const served: string[] = [];
    for (const { key, bytes } of privateFiles) {
      await storage.put(key, bytes, 'application/octet-stream');
      for (const path of disguises(key)) {
        const response = await rawGet(origin, path);
        if (![400, 404].includes(response.status) || response.body.includes(bytes)) {
          served.push(`${path} → ${response.status} ${response.cacheControl ?? ''}`);
        }
      }
    }
    expect(served).toEqual([]);
  });

  it('still serves a public product picture, cached for good', async () => {
    const bytes = Buffer.from('RIFF....WEBPpublic product picture');
    const url = await t.app.drivers.storage.put(storageKey('products/7/5', 'webp'), bytes, 'image/webp');
    for (const path of [url, `${url}?v=2`]) {
      const response = await rawGet(origin, path);
      expect(response.status, path).toBe(200);
      expect(response.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(response.body.equals(bytes)).toBe(true);
    }
  });
});
