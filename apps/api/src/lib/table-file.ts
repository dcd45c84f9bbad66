import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** One column of an exported table: its header, its width in XLSX, the cell of one row. */
export interface TableColumn<T> {
  header: string;
  width: number;
  cell(row: T): string | number;
  /** An XLSX number format, e.g. `#,##0.00` for money. */
  numFmt?: string;
}

export type TableFileFormat = 'csv' | 'xlsx';

/**
 * A cell as every exported file writes it: a text a spreadsheet could run as a formula (one
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return, as OWASP's CSV injection lists) is
 * kept as text with a leading `'`, `-5 шт` and `+1+cmd|…` included. A text that is only a signed
 * number, such as a phone `+380501234567`, runs nothing and stays as it is, so phones stay readable;
 * numbers stay numbers.
 */
function inertCell<T extends string | number>(value: T): T | string {
  if (typeof value !== 'string' || !/^[=+\-@\t\r]/.test(value) || /^[+-]\d+(?:[.,]\d+)?$/.test(value)) return value;
  return `'${value}`;
}

/** A cell as CSV: made inert, then quoted when it holds a separator, quote or line break. */
function csvCell(value: string | number): string {
  const safe = String(inertCell(value));
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

async function* csvLines<T>(pages: AsyncIterable<T[]>, columns: TableColumn<T>[]): AsyncGenerator<string> {
  yield `\uFEFF${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
  for await (const page of pages) {
    yield page.map((row) => `${columns.map((c) => csvCell(c.cell(row))).join(',')}\r\n`).join('');
  }
}

/** exceljs loads with the first XLSX export, not with the process (ADR 0053). */
function xlsxStream<T>(pages: AsyncIterable<T[]>, columns: TableColumn<T>[], sheetName: string): Readable {
  const out = new PassThrough();
  void (async () => {
    try {
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
      const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map((c) => ({ header: inertCell(c.header), width: c.width }));
      sheet.getRow(1).font = { bold: true };
      columns.forEach((c, index) => {
        if (c.numFmt) sheet.getColumn(index + 1).numFmt = c.numFmt;
      });
      for await (const page of pages) {
        for (const row of page) sheet.addRow(columns.map((c) => inertCell(c.cell(row)))).commit();
        // The reader sets the pace: the next page is read once what is written has gone out.
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/**
 * Rows of `pages` as a streamed CSV (UTF-8 with a BOM) or XLSX file named `{name}-{day}.{format}`:
 * nothing holds more than one page in memory (ADR 0016).
 */
export function tableFile<T>(
  pages: AsyncIterable<T[]>,
  options: { format: TableFileFormat; columns: TableColumn<T>[]; sheetName: string; name: string },
) {
  const { format, columns } = options;
  const day = new Date().toISOString().slice(0, 10);
  return {
    contentType:
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `${options.name}-${day}.${format}`,
    stream: format === 'csv' ? Readable.from(csvLines(pages, columns)) : xlsxStream(pages, columns, options.sheetName),
  };
}

/** Answers with an exported file as an attachment, never cached. */
export function sendFile(reply: FastifyReply, file: { contentType: string; fileName: string; stream: Readable }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.stream);
}
