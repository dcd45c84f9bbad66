import { Readable } from 'node:stream';
import { parse } from '@fast-csv/parse';
import ExcelJS from 'exceljs';
import type { FeedItem, FeedOffer, FeedParam } from './yml-feed.reader';
import { SharedStrings } from './xlsx-shared-strings';

/** A data row of a table: its 1-based row number and its cells as text. */
interface TableRow {
  line: number;
  cells: string[];
}

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

type SharedText = string | null | { richText: { text: string | null }[] };

/** A shared string as exceljs reads it: plain, or rich text in runs. */
const sharedText = (text: SharedText): string =>
  text === null ? '' : typeof text === 'string' ? text : text.richText.map((run) => run.text ?? '').join('');

/** A cell of exceljs as the text a person sees. */
function cellText(value: ExcelJS.CellValue | { sharedString: number }, shared: SharedStrings): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('sharedString' in value) return shared.get(value.sharedString);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue, shared);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** What exceljs's reader yields as it goes through the workbook: a shared string, or a worksheet. */
type WorkbookPart = { index: number; text: SharedText } | { eventType: string; value: unknown };

async function* xlsxRows(input: Readable): AsyncGenerator<TableRow> {
  // Shared strings are kept here, not by exceljs (see SharedStrings); its worksheets then wait on disk until the table is read.
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const shared = new SharedStrings();
  const parts = (workbook as unknown as { parse(): AsyncIterable<WorkbookPart> }).parse();
  for await (const part of parts) {
    if ('index' in part) {
      shared.add(sharedText(part.text));
      continue;
    }
    if (part.eventType !== 'worksheet') continue;
    for await (const row of part.value as ExcelJS.stream.xlsx.WorksheetReader) {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellText(cell.value, shared);
      });
      yield { line: row.number, cells: Array.from(cells, (cell) => cell ?? '') };
    }
    return; // the first sheet only, as Prom writes it
  }
}

async function* csvRows(input: Readable, delimiter: string): AsyncGenerator<TableRow> {
  let line = 0;
  for await (const cells of input.pipe(parse({ delimiter, ignoreEmpty: true }))) {
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
export async function* readTableFeed(input: Readable, format: 'xlsx' | 'csv', start: Buffer): AsyncGenerator<FeedItem> {
  const rows = format === 'xlsx' ? xlsxRows(input) : csvRows(input, csvDelimiter(start));
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
    yield { kind: 'broken', line: 0, reason: (error as Error).message };
  }
}
