/**
 * A feed upload cut short (issue 29): a body without its closing boundary, a client that ends its
 * request halfway and one that stops sending are each answered with a 4xx in the one error shape,
 * and nothing of the feed is kept: no import run, no stored file, no temporary file. Over a real
 * connection, since an injected request always arrives whole.
 */
import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importsEndpoints } from '@supplier/contracts/imports-endpoints';
import { rowsOf } from '../../db/rows';
import { uploadsRoot } from '../../lib/storage';
import { useTestApp } from '../../test/app';
import { supplier, type Supplier } from '../catalog/testing';

const BOUNDARY = '----cut';
const FEED_START =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="feed.xml"\r\n` +
  `Content-Type: text/xml\r\n\r\n<?xml version="1.0" encoding="UTF-8"?><yml_catalog><shop><offers>${'<offer id="1"/>'.repeat(200)}`;

const routes = [
  ['the dry run', `/api${importsEndpoints.checkProductImport.path}`],
  ['an import run', `/api${importsEndpoints.startProductImport.path}`],
] as const;

describe('a feed upload cut short', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cut-short-'));
  const t = useTestApp({ DATA_DIR: dataDir, BODY_IDLE_TIMEOUT_SECONDS: '1' });
  let s: Supplier;
  let port: number;

  beforeAll(async () => {
    s = await supplier(t);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /**
   * Sends a feed upload's headers, announcing a body of 1 MB, and the start of its body over a
   * connection of its own; then ends the request there or stops sending. Answers what came back
   * before the server closed the connection.
   */
  function sendHalf(url: string, then: 'end' | 'stall'): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${s.token}\r\nX-Session: supplier\r\n` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${1024 * 1024}\r\n\r\n${FEED_START}`,
      );
      if (then === 'end') socket.end();
    });
  }

  /** The status line and the body of a raw HTTP answer. */
  function parse(answer: string): { status: number; body: { message?: unknown; code?: unknown } } {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), body: JSON.parse(body || '{}') as { code?: unknown } };
  }

  /** Every file under the uploads' imports folder and every temporary file, once the request is done with. */
  async function keptFiles(): Promise<string[]> {
    const root = uploadsRoot(t.app.config);
    const files = await readdir(root, { recursive: true }).catch(() => [] as string[]);
    return files.filter((file) => file.endsWith('.tmp') || /^imports\/.+\.\w+$/.test(file));
  }

  async function runs(): Promise<number> {
    const [row] = rowsOf<{ count: number }>(
      await t.database.db.execute(sql`select count(*)::int as count from product_imports where supplier_id = ${s.id}`),
    );
    return row!.count;
  }

  for (const [what, url] of routes) {
    it(`${what}: a body without its closing boundary is a 400 and keeps nothing`, async () => {
      const response = await t.call({
        method: 'POST',
        url,
        token: s.token,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: FEED_START,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        code: 'upload_incomplete',
        message: 'Файл надійшов не повністю: передавання перервалося. Надішліть його ще раз.',
      });
      await expect.poll(keptFiles).toEqual([]);
      expect(await runs()).toBe(0);
    });

    it(`${what}: a client that ends its request halfway is answered 400 and nothing is kept`, async () => {
      const { status, body } = parse(await sendHalf(url, 'end'));
      expect(status).toBe(400);
      expect(body.message).toEqual(expect.any(String));
      await expect.poll(keptFiles).toEqual([]);
      expect(await runs()).toBe(0);
    });

    it(`${what}: a client that stops sending is answered 408 once its body is idle, and nothing is kept`, async () => {
      const { status, body } = parse(await sendHalf(url, 'stall'));
      expect(status).toBe(408);
      expect(body).toEqual({ code: 'request_timeout', message: 'Час очікування запиту вичерпано.' });
      await expect.poll(keptFiles).toEqual([]);
      expect(await runs()).toBe(0);
    });
  }

  it('a slow upload that keeps sending is not cut by the idle bound', async () => {
    const { status } = parse(
      await new Promise<string>((resolve, reject) => {
        const body = `${FEED_START}</offers></shop></yml_catalog>\r\n--${BOUNDARY}--\r\n`;
        const socket = connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
        socket.write(
          `POST ${routes[0][1]} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${s.token}\r\nX-Session: supplier\r\n` +
            `Connection: close\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
        );
        // Longer in all than the idle bound, never idle for as long.
        const pieces = body.match(/[\s\S]{1,1000}/g)!;
        const next = () => {
          const piece = pieces.shift();
          if (piece === undefined) return;
          socket.write(piece);
          setTimeout(next, 300);
        };
        next();
      }),
    );
    expect(status).toBe(200);
  });
});
