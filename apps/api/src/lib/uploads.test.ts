import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpErrors } from '../errors';
import { useTestApp } from '../test/app';
import { API, categoryId, createProduct, ok, SMARTPHONES, supplier, type Supplier } from '../modules/catalog/testing';
import { LocalFileStorage } from './storage';
import { acceptUploads, withStreamedUpload, type StreamedUpload } from './uploads';

const BOUNDARY = '----hardening';
const part = (field: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
  'Content-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n';

describe('broken multipart bodies on every upload endpoint', () => {
  const t = useTestApp();
  let s: Supplier;
  let endpoints: { url: string; field: string }[];
  beforeAll(async () => {
    s = await supplier(t);
    const productId = await createProduct(s, await categoryId(s, SMARTPHONES));
    const stores = ok<{ data: { id: number }[] }>(await s.get('/stores'));
    endpoints = [
      { url: '/api/v1/customers/avatar', field: 'avatar' },
      { url: '/api/v1/customers/bg-save', field: 'background' },
      { url: `${API}/stores/${stores.data[0]!.id}/logo`, field: 'logo' },
      { url: `${API}/products/${productId}/images`, field: 'images' },
    ];
  });

  it('answer 4xx in the one error shape: no boundary, truncated, unterminated, garbage', async () => {
    const bodies: [string, string][] = [
      ['multipart/form-data', part('x')],
      [`multipart/form-data; boundary=${BOUNDARY}`, part('avatar').slice(0, 60)],
      [`multipart/form-data; boundary=${BOUNDARY}`, `${part('avatar')}${'x'.repeat(100)}`],
      [`multipart/form-data; boundary=${BOUNDARY}`, '\u0000\u0001garbage'],
      [`multipart/form-data; boundary="`, part('avatar')],
    ];
    const wrong: string[] = [];
    for (const { url, field } of endpoints) {
      for (const [contentType, body] of bodies) {
        const response = await t.call({
          method: url.includes('/images') ? 'POST' : 'PUT',
          url,
          token: s.token,
          headers: { 'content-type': contentType },
          payload: body.replaceAll('avatar', field),
        });
        const answer = response.json() as { message?: unknown; code?: unknown };
        if (
          response.statusCode >= 500 ||
          response.statusCode < 400 ||
          typeof answer.message !== 'string' ||
          typeof answer.code !== 'string'
        ) {
          wrong.push(`${url} ${contentType} → ${response.statusCode} ${response.body.slice(0, 100)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

const LIMIT = 1000;

/** A route taking one streamed file of at most LIMIT bytes, handed to `use`. */
async function appWith(use: (upload: StreamedUpload) => Promise<unknown>) {
  const app = Fastify();
  await acceptUploads(app, { fileSize: LIMIT, files: 1 });
  app.post('/upload', (request) =>
    withStreamedUpload(request, 'file', (reason) => httpErrors.tooLarge('file_too_large', reason), use),
  );
  return app;
}

function upload(bytes: number) {
  const boundary = '----limit';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="feed.csv"\r\n\r\n`),
    Buffer.alloc(bytes, 'x'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST' as const,
    url: '/upload',
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('a streamed upload over the size limit (issue 29)', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('is refused with 413 and leaves nothing in the store it was being written to', async () => {
    const root = await mkdtemp(join(tmpdir(), 'uploads-test-'));
    folders.push(root);
    const storage = new LocalFileStorage(root);
    const app = await appWith(({ stream }) => storage.put('imports/1/feed.feed', stream));

    const refused = await app.inject(upload(LIMIT + 1));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'file_too_large' });
    expect(await readdir(join(root, 'imports', '1')).catch(() => [])).toEqual([]);

    expect((await app.inject(upload(LIMIT))).statusCode).toBe(200);
    expect(await readdir(join(root, 'imports', '1'))).toEqual(['feed.feed']);
  });

  it('is refused with 413 even when its reader takes the cut file for a whole one', async () => {
    // A reader that ends where its input fails, as a feed reader ends at a break.
    const app = await appWith(async ({ stream }) => {
      let bytes = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) bytes += chunk.length;
      } catch {
        // read as far as it went
      }
      return { bytes };
    });
    expect((await app.inject(upload(LIMIT + 1))).statusCode).toBe(413);
    expect((await app.inject(upload(LIMIT))).json()).toEqual({ bytes: LIMIT });
  });
});
