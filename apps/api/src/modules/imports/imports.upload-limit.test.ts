import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_FILE_MAX_BYTES } from '@supplier/contracts/imports';
import { importsEndpoints } from '@supplier/contracts/imports-endpoints';
import { uploadsRoot } from '../../lib/storage';
import { useTestApp } from '../../test/app';
import { multipart, ok, supplier } from '../catalog/testing';

/** A multipart body with a YML feed of `bytes` (comments after its head), made as it is sent: never whole in memory. */
function streamedFeed(bytes: number) {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog><shop><offers>\n';
  const filler = '<!-- the rest of a very large feed -->\n';
  const boundary = '----oversized';
  async function* body() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="deactivate_missing"\r\n\r\ntrue\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.xml"\r\n\r\n${head}`,
    );
    const block = Buffer.from(filler.repeat(Math.ceil((64 * 1024) / filler.length)));
    for (let sent = 0; sent < bytes; sent += block.length) yield block;
    yield Buffer.from(`</offers></shop></yml_catalog>\r\n--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(body()),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('a feed over the size limit (issue 29)', () => {
  // A data folder of its own: the store's folder of the supplier's feeds holds only what this test sends.
  const dataDir = mkdtempSync(join(tmpdir(), 'imports-limit-'));
  const t = useTestApp({ JOBS_WORKER: 'false', DATA_DIR: dataDir });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const over = IMPORT_FILE_MAX_BYTES + 1024 * 1024;

  it('is refused with 413 by the run and the dry run: nothing stored, no run', async () => {
    const s = await supplier(t);
    const refusal = {
      message: 'Файл завеликий: найбільше 200 МБ.',
      code: 'file_too_large',
      errors: { file: ['Файл завеликий: найбільше 200 МБ.'] },
    };
    for (const endpoint of [importsEndpoints.startProductImport, importsEndpoints.checkProductImport]) {
      const response = await t.call({
        method: 'POST',
        url: `/api${endpoint.path}`,
        token: s.token,
        ...streamedFeed(over),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject(refusal);
    }
    expect(ok<{ data: unknown[] }>(await s.get('/product-imports')).data).toEqual([]);
    // Not the feed cut at the limit, nor its temporary file: the supplier's folder of feeds holds only the next one.
    const folder = join(uploadsRoot(t.app.config), 'imports', String(s.id));
    const small = multipart(
      [{ name: 'small.xml', content: Buffer.from('<yml_catalog><shop><offers/></shop></yml_catalog>') }],
      'file',
    );
    ok(
      await t.call({
        method: 'POST',
        url: `/api${importsEndpoints.startProductImport.path}`,
        token: s.token,
        ...small,
      }),
      201,
    );
    expect(await readdir(folder)).toHaveLength(1);
  }, 120_000);
});
