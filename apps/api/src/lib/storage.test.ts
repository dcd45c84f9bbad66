import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
