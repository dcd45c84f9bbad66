import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { SharedStrings } from './xlsx-shared-strings';

/** A data row of a table: its 1-based row number and its cells as text. */
export interface TableRow {
  line: number;
  cells: string[];
}

/** Writes an XML part into `parser` chunk by chunk as it streams, pausing after each (saxes throws at the first well-formedness error). */
async function* written(xml: Readable, parser: SaxesParser): AsyncGenerator<void> {
  xml.setEncoding('utf8');
  for await (const chunk of xml as AsyncIterable<string>) {
    parser.write(chunk);
    yield;
  }
  parser.close();
  yield;
}

/** The shared strings table (`xl/sharedStrings.xml`) into `shared`, in order: each `<si>`'s text runs joined, phonetic hints left out. */
export async function readSharedStrings(xml: Readable, shared: SharedStrings): Promise<void> {
  const parser = new SaxesParser();
  let text: string | null = null;
  let inText = false;
  let inPhonetic = false;
  parser.on('opentag', (tag: SaxesTagPlain) => {
    if (tag.name === 'si') text = '';
    else if (tag.name === 'rPh') inPhonetic = true;
    else if (tag.name === 't') inText = !inPhonetic;
  });
  parser.on('text', (chunk) => {
    if (inText && text !== null) text += chunk;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 't') inText = false;
    else if (tag.name === 'rPh') inPhonetic = false;
    else if (tag.name === 'si') {
      shared.add(text ?? '');
      text = null;
    }
  });
  for await (const _ of written(xml, parser));
}

/** The 1-based column of a cell reference such as `AB12`. */
function columnOf(ref: string): number {
  let column = 0;
  for (const letter of ref.toUpperCase().match(/^[A-Z]+/)?.[0] ?? '') column = column * 26 + letter.charCodeAt(0) - 64;
  return column;
}

/** A cell's value as the text a person sees, by its type (`t`): a shared string, inline text, a boolean, an error (none) or a number. */
function cellText(type: string, value: string, shared: SharedStrings): string {
  if (value === '') return '';
  if (type === 's') return shared.get(Number.parseInt(value, 10));
  if (type === 'b') return String(Number(value) !== 0);
  if (type === 'e') return '';
  if (type === 'str' || type === 'inlineStr' || type === 'd') return value;
  const number = Number.parseFloat(value);
  return Number.isNaN(number) ? value : String(number);
}

/** The rows of a worksheet part (`xl/worksheets/sheetN.xml`) as they stream, shared strings resolved from `shared`. */
export async function* sheetRows(xml: Readable, shared: SharedStrings): AsyncGenerator<TableRow> {
  const parser = new SaxesParser();
  let ready: TableRow[] = [];
  let row: { line: number; cells: (string | undefined)[] } | null = null;
  let cell: { column: number; type: string; value: string } | null = null;
  let inValue = false;
  let line = 0;
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const { name, attributes } = tag;
    if (name === 'row') {
      line = attributes.r ? Number.parseInt(attributes.r, 10) : line + 1;
      row = { line, cells: [] };
    } else if (name === 'c' && row) {
      const column = attributes.r ? columnOf(attributes.r) : row.cells.length + 1;
      cell = { column, type: attributes.t ?? 'n', value: '' };
    } else if ((name === 'v' || name === 't') && cell) inValue = true; // `<t>`: the runs of an inline string
  });
  parser.on('text', (chunk) => {
    if (inValue && cell) cell.value += chunk;
  });
  parser.on('closetag', ({ name }) => {
    if (name === 'v' || name === 't') inValue = false;
    else if (name === 'c' && row && cell) {
      if (cell.column >= 1) row.cells[cell.column - 1] = cellText(cell.type, cell.value, shared);
      cell = null;
    } else if (name === 'row' && row) {
      ready.push({ line: row.line, cells: Array.from(row.cells, (text) => text ?? '') });
      row = null;
    }
  });
  // saxes is pushed to: the rows of each chunk go out before the next chunk is parsed.
  for await (const _ of written(xml, parser)) {
    yield* ready;
    ready = [];
  }
}
