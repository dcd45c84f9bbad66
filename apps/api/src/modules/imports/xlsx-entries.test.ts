import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { importsEndpoints } from '@supplier/contracts/imports-endpoints';
import { productImportResponse, productImportSavedResponse } from '@supplier/contracts/imports';
import { AppError } from '../../errors';
import { useTestApp } from '../../test/app';
import { deflated, filled, zip } from '../../test/handmade-zip';
import { multipart, ok, supplier, uniqueSku, type Supplier } from '../catalog/testing';
import { openFeed } from './open-feed';
import { zipEntries, type InflateLimits } from './xlsx-entries';
import type { FeedItem } from './yml-feed.reader';

const SHARED = deflated(
  'xl/sharedStrings.xml',
  '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>Артикул</t></si></sst>',
);
/** The zip bomb of issue 29: a 1 GiB worksheet (1 MB zipped) stored before the shared strings. */
const bomb = () => zip([filled('xl/worksheets/sheet1.xml', 1024), SHARED]);

const RATIO_TEXT = 'Файл XLSX стиснуто підозріло сильно (частина розпаковується більш ніж у 100 разів)';

/** A directory of its own as the process's temporary directory: what the reader leaves there is seen. */
let spoolDir = '';
const processTmpdir = process.env.TMPDIR;
beforeAll(() => {
  spoolDir = mkdtempSync(join(tmpdir(), 'xlsx-entries-test-'));
  process.env.TMPDIR = spoolDir;
});
afterEach(() => {
  expect(readdirSync(spoolDir)).toEqual([]);
});
afterAll(() => {
  if (processTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = processTmpdir;
  rmSync(spoolDir, { recursive: true, force: true });
});

async function read(content: Readable): Promise<FeedItem[]> {
  const { items } = await openFeed(content, 'uk');
  const all: FeedItem[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** A workbook as Excel saves it: the sheet first, its texts in the shared strings after it. */
async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = book.addWorksheet('Export Products Sheet');
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

describe('XLSX reading: a workbook inflates within limits, counted as it inflates (issue 29)', () => {
  const drainAll = async (entries: AsyncIterable<{ content: Readable }>) => {
    for await (const { content } of entries) for await (const _ of content);
  };
  const limits: InflateLimits = { entryBytes: 64 * 1024, totalBytes: 96 * 1024, ratio: 100, ratioAfterBytes: 1 << 20 };
  const refuse = (reason: 'too_large' | 'ratio') => new Error(reason);
  /** Text that hardly compresses: its size as zipped is about its size. */
  const noise = (bytes: number) =>
    Buffer.from(Array.from({ length: bytes }, () => Math.random().toString(36)[2]).join(''));

  it('refuses an entry that inflates past its limit, and a workbook whose entries together pass the total', async () => {
    const big = zip([deflated('xl/worksheets/sheet1.xml', noise(70 * 1024))]);
    await expect(drainAll(zipEntries(Readable.from([big]), limits, refuse))).rejects.toThrow('too_large');
    const two = zip([deflated('xl/styles.xml', noise(60 * 1024)), deflated('xl/sharedStrings.xml', noise(60 * 1024))]);
    await expect(drainAll(zipEntries(Readable.from([two]), limits, refuse))).rejects.toThrow('too_large');
    const within = zip([
      deflated('xl/styles.xml', noise(40 * 1024)),
      deflated('xl/sharedStrings.xml', noise(40 * 1024)),
    ]);
    await expect(drainAll(zipEntries(Readable.from([within]), limits, refuse))).resolves.toBeUndefined();
  });

  it('refuses a small entry that inflates far past its compressed size, whatever its header says', async () => {
    // A sheet of 20 MiB of spaces zips to 20 KB: a thousandfold, well under the size limits.
    const absurd = zip([SHARED, filled('xl/worksheets/sheet1.xml', 20, 0x20, '<worksheet><sheetData>')]);
    const refused = await read(Readable.from([absurd])).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 422, code: 'workbook_ratio' });
    expect((refused as AppError).message).toContain(RATIO_TEXT);
  });

  it('the zip bomb is refused while it inflates, and its spooled sheet is removed', async () => {
    await expect(read(Readable.from([bomb()]))).rejects.toMatchObject({ statusCode: 422, code: 'workbook_ratio' });
  });

  it('a sheet that breaks off while it waits for its shared strings (the upload cut) leaves no file', async () => {
    const cut = (
      await workbook([
        ['Код_товару', 'Назва_позиції_укр'],
        ['K-1', 'Чайник'],
      ])
    ).subarray(0, 900);
    const items = await read(Readable.from([cut]));
    expect(items.at(-1)).toMatchObject({ kind: 'broken' });
  });

  it('a sheet whose compressed data is broken ends the read as broken, leaving no file', async () => {
    const damaged = { path: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(4096, 0xff), size: 1 << 20, crc: 0 };
    const items = await read(Readable.from([zip([damaged, SHARED])]));
    expect(items.at(-1)).toMatchObject({ kind: 'broken' });
  });

  it('an upload that fails half-way through the sheet (the client gone) ends the read, leaving no file', async () => {
    const whole = bomb();
    const upload = new Readable({ read: () => undefined });
    upload.push(whole.subarray(0, 8 * 1024)); // 8 MiB of sheet: under the ratio's threshold
    setTimeout(() => upload.destroy(new Error('aborted')), 50);
    const items = await read(upload);
    expect(items.at(-1)).toMatchObject({ kind: 'broken', reason: 'aborted' });
  });

  it('a workbook saved as Excel saves it (the sheet before its shared strings) reads whole', async () => {
    const rows = await read(
      Readable.from([
        await workbook([
          ['Код_товару', 'Назва_позиції_укр', 'Ціна'],
          ['K-1', 'Чайник', 520],
          ['K-2', 'Кавоварка', 3000],
        ]),
      ]),
    );
    const offers = rows.flatMap((item) => (item.kind === 'offer' ? [item.offer] : []));
    expect(
      offers.map((offer) => [offer.line, offer.id, offer.fields.get('name_ua'), offer.fields.get('price')]),
    ).toEqual([
      [2, 'K-1', 'Чайник', '520'],
      [3, 'K-2', 'Кавоварка', '3000'],
    ]);
  });
});

describe('product imports: a zip bomb is refused, in the dry run and in a run (issue 29)', () => {
  const t = useTestApp({ JOBS_WORKER: 'false' });
  const upload = (s: Supplier, path: string, content: Buffer) =>
    t.call({
      method: 'POST',
      url: `/api${path}`,
      token: s.token,
      ...multipart([{ name: 'prices.xlsx', content }], 'file'),
    });
  const startRun = async (s: Supplier, content: Buffer) => {
    const started = productImportSavedResponse.parse(
      ok(await upload(s, importsEndpoints.startProductImport.path, content), 201),
    ).data;
    while ((await t.app.jobs.runOnce()) > 0);
    return productImportResponse.parse(ok(await s.get(`/product-imports/${started.id}`))).data;
  };

  it('the dry run answers 422 with the reason in Ukrainian', async () => {
    const s = await supplier(t);
    const response = await upload(s, importsEndpoints.checkProductImport.path, bomb());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'workbook_ratio', message: expect.stringContaining(RATIO_TEXT) });
  });

  it('a run of it fails with that reason; a workbook as Excel saves it still imports', async () => {
    const s = await supplier(t);
    const refused = await startRun(s, bomb());
    expect(refused).toMatchObject({ status: 'failed', error: expect.stringContaining(RATIO_TEXT) });

    const sku = uniqueSku('XLSX');
    const book = await workbook([
      ['Код_товару', 'Назва_позиції_укр', 'Ціна', 'Номер_групи', 'Назва_групи'],
      [sku, 'Чайник Ранок', 520, 17, 'Електрочайники'],
    ]);
    const done = await startRun(s, book);
    expect(done).toMatchObject({
      status: 'done',
      processed: 1,
      counts: { create: 1, update: 0, unchanged: 0, skip: 0 },
    });
  });
});
