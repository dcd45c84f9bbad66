import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from '@fast-csv/parse';
import type { Locale } from '@supplier/contracts/constants';
import { AppError, httpErrors } from '../../errors';
import { boundedCsvRows } from './feed-limits';
import { importsText } from './imports.messages';
import type { FeedItem, FeedOffer, FeedParam } from './yml-feed.reader';
import { XLSX_INFLATE_LIMITS, zipEntries, type InflateLimits, type InflateRefusal } from './xlsx-entries';
import { readSharedStrings, sheetRows, type TableRow } from './xlsx-parts';
import { SharedStrings } from './xlsx-shared-strings';

/** Offer fields (named as in YML) a column holds, by normalised header. */
const COLUMNS: Record<string, string> = {
  // Prom's export, Russian and Ukrainian variants (PROTOCOLS.md section 5.2)
  код_товара: 'vendorCode',
  код_товару: 'vendorCode',
  название_позиции: 'name',
  название_позиции_укр: 'name_ua',
  назва_позиції: 'name',
  назва_позиції_укр: 'name_ua',
  описание: 'description',
  описание_укр: 'description_ua',
  опис_укр: 'description_ua',
  цена: 'price',
  ціна: 'price',
  валюта: 'currencyId',
  ссылка_изображения: 'pictures',
  посилання_зображення: 'pictures',
  наличие: 'available',
  наявність: 'available',
  количество: 'stock_quantity',
  кількість: 'stock_quantity',
  производитель: 'vendor',
  виробник: 'vendor',
  'код_маркировки_(gtin)': 'barcode',
  'код_маркування_(gtin)': 'barcode',
  уникальный_идентификатор: 'id',
  унікальний_ідентифікатор: 'id',
  идентификатор_товара: 'external_id',
  ідентифікатор_товару: 'external_id',
  номер_группы: 'categoryId',
  номер_групи: 'categoryId',
  название_группы: 'categoryName',
  назва_групи: 'categoryName',
  // our template (the products export), Ukrainian and English
  артикул: 'vendorCode',
  sku: 'vendorCode',
  назва: 'name',
  name: 'name',
  опис: 'description',
  description: 'description',
  id_категорії: 'categoryId',
  category_id: 'categoryId',
  категорія: 'categoryName',
  category: 'categoryName',
  'ціна,_грн': 'price',
  'price,_uah': 'price',
  'стара_ціна,_грн': 'oldprice',
  'old_price,_uah': 'oldprice',
  залишок: 'stock_quantity',
  stock: 'stock_quantity',
  availability: 'available',
  штрихкод: 'barcode',
  barcode: 'barcode',
  бренд: 'vendor',
  brand: 'vendor',
  зображення: 'pictures',
  images: 'pictures',
};

/** The three columns of one characteristic, repeated (Prom's and ours). */
const PARAM_COLUMNS: Record<string, keyof FeedParam> = {
  название_характеристики: 'name',
  назва_характеристики: 'name',
  characteristic_name: 'name',
  измерение_характеристики: 'unit',
  одиниця_виміру_характеристики: 'unit',
  characteristic_unit: 'unit',
  значение_характеристики: 'value',
  значення_характеристики: 'value',
  characteristic_value: 'value',
};

const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '_');

const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The refusal of a workbook that inflates too far (a zip bomb), in the reader's language. */
const inflateRefusal =
  (locale: Locale, limits: InflateLimits): InflateRefusal =>
  (reason) =>
    reason === 'ratio'
      ? httpErrors.unprocessable('workbook_ratio', importsText(locale, 'workbook_ratio', { ratio: limits.ratio }))
      : httpErrors.unprocessable(
          'workbook_too_large',
          importsText(locale, 'workbook_too_large', { entry: mb(limits.entryBytes), total: mb(limits.totalBytes) }),
        );

/**
 * The rows of a workbook's first worksheet (as Prom writes it). Excel stores the sheet before its
 * shared strings: the sheet then waits in a temporary file, removed however the read ends, until
 * the strings are read (kept outside the JS heap, see SharedStrings).
 */
async function* xlsxRows(input: Readable, locale: Locale): AsyncGenerator<TableRow> {
  const shared = new SharedStrings();
  let sharedRead = false;
  let spool: string | null = null;
  try {
    for await (const { path, content } of zipEntries(
      input,
      XLSX_INFLATE_LIMITS,
      inflateRefusal(locale, XLSX_INFLATE_LIMITS),
    )) {
      if (path === 'xl/sharedStrings.xml') {
        await readSharedStrings(content, shared);
        sharedRead = true;
      } else if (WORKSHEET.test(path) && !spool) {
        if (sharedRead) {
          yield* sheetRows(content, shared);
          return;
        }
        spool = await mkdtemp(join(tmpdir(), 'xlsx-sheet-'));
        await pipeline(content, createWriteStream(join(spool, 'sheet.xml')));
      }
      if (spool && sharedRead) break;
    }
    if (spool) yield* sheetRows(createReadStream(join(spool, 'sheet.xml')), shared);
  } finally {
    if (spool) await rm(spool, { recursive: true, force: true });
  }
}

/** A CSV's rows; a row past `FEED_ROW_MAX_BYTES` fails the read with a 422 (the parser holds a row whole). */
async function* csvRows(input: Readable, delimiter: string, locale: Locale): AsyncGenerator<TableRow> {
  let line = 0;
  const rows = parse({ delimiter, ignoreEmpty: true });
  const bounded = input.pipe(boundedCsvRows(locale));
  bounded.on('error', (error) => rows.destroy(error));
  for await (const cells of bounded.pipe(rows)) {
    line += 1;
    yield { line, cells: cells as string[] };
  }
}

/** `;` when the header line has more of them than commas (Excel in Ukrainian locales writes so). */
function csvDelimiter(start: Buffer): string {
  const header = start.subarray(0, start.indexOf(10) === -1 ? start.length : start.indexOf(10)).toString('utf8');
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

const availableOf = (value: string): string | null => {
  const code = value.trim().toLowerCase();
  if (code === '') return null;
  return ['-', 'false', 'out_of_stock', 'ні', 'нет', 'no'].includes(code) ? 'false' : 'true';
};

/**
 * A spreadsheet of products (Prom's XLSX/CSV export or our template) as feed items: each row an
 * offer with the fields named as in YML, each new group or category a category. Characteristics
 * are read by position, as repeated name/unit/value column triples. Rows come as the file
 * streams in; the first sheet of a workbook is read.
 */
export async function* readTableFeed(
  input: Readable,
  format: 'xlsx' | 'csv',
  start: Buffer,
  locale: Locale,
): AsyncGenerator<FeedItem> {
  const rows = format === 'xlsx' ? xlsxRows(input, locale) : csvRows(input, csvDelimiter(start), locale);
  let fields: (string | undefined)[] | null = null;
  let ownHeaders: string[] = [];
  let params: { at: number; part: keyof FeedParam }[] = [];
  const categories = new Set<string>();
  try {
    for await (const { line, cells } of rows) {
      if (!fields) {
        ownHeaders = cells.map((cell) => cell.trim());
        const headers = cells.map(normalise);
        fields = headers.map((header) => COLUMNS[header]);
        params = headers.flatMap((header, at) => (PARAM_COLUMNS[header] ? [{ at, part: PARAM_COLUMNS[header]! }] : []));
        if (!fields.includes('vendorCode') && !fields.includes('name') && !fields.includes('name_ua')) return;
        continue;
      }
      if (cells.every((cell) => cell.trim() === '')) continue;
      const offer: FeedOffer = {
        line,
        id: '',
        available: null,
        groupId: null,
        fields: new Map(),
        pictures: [],
        params: [],
        cells: ownHeaders.flatMap((header, at): [string, string][] =>
          header !== '' || (cells[at] ?? '') !== '' ? [[header, cells[at] ?? '']] : [],
        ),
      };
      let categoryName = '';
      fields.forEach((field, at) => {
        const value = (cells[at] ?? '').trim();
        if (!field || value === '') return;
        if (field === 'pictures') offer.pictures.push(...value.split(/[,\s]+/).filter(Boolean));
        else if (field === 'available') offer.available = availableOf(value);
        else if (field === 'id') offer.id = value;
        else if (field === 'categoryName') categoryName = value;
        else if (!offer.fields.has(field)) offer.fields.set(field, value);
      });
      // A triple starts at each name column; one without a name or a value is none.
      let param: Record<keyof FeedParam, string> | null = null;
      const keep = () => {
        if (param?.name && param.value) offer.params.push({ ...param, unit: param.unit || null });
      };
      for (const { at, part } of params) {
        if (part === 'name' || !param) {
          keep();
          param = { name: '', unit: '', value: '' };
        }
        param[part] = (cells[at] ?? '').trim();
      }
      keep();
      offer.id ||= offer.fields.get('external_id') ?? offer.fields.get('vendorCode') ?? `row-${line}`;
      const categoryId = offer.fields.get('categoryId') ?? (categoryName || undefined);
      if (categoryId !== undefined) {
        offer.fields.set('categoryId', categoryId);
        if (!categories.has(categoryId)) {
          categories.add(categoryId);
          yield { kind: 'category', category: { id: categoryId, parentId: null, name: categoryName || categoryId } };
        }
      }
      yield { kind: 'offer', offer };
    }
  } catch (error) {
    if (error instanceof AppError) throw error; // a refusal, not a file broken off
    yield { kind: 'broken', line: 0, reason: (error as Error).message };
  }
}
