import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FORMULA_PAYLOADS } from '../test/table-file';
import { tableFile, type TableFileFormat } from './table-file';

interface Row {
  text: string;
  amount: number;
}

async function written(format: TableFileFormat, rows: Row[], header = 'Текст'): Promise<Buffer> {
  const file = tableFile(
    (async function* () {
      yield rows;
    })(),
    {
      format,
      sheetName: 'Аркуш',
      name: 'test',
      columns: [
        { header, width: 20, cell: (row) => row.text },
        { header: 'Сума', width: 10, cell: (row) => row.amount, numFmt: '#,##0.00' },
      ],
    },
  );
  const chunks = (await file.stream.toArray()) as (Buffer | string)[];
  return Buffer.concat(chunks.map((chunk) => Buffer.from(chunk)));
}

describe('issue 29 item 7: no exported cell runs as a formula', () => {
  const rows = [
    ...FORMULA_PAYLOADS.map((text) => ({ text, amount: -5 })),
    { text: 'Чайник', amount: 12.5 },
    { text: '+380501234567', amount: 1 },
  ];

  it('CSV: every text starting with =, +, -, @, a tab or CR gets a leading quote; numbers stay as they are', async () => {
    const lines = (await written('csv', rows, '=HYPERLINK("x")')).toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(`"'=HYPERLINK(""x"")",Сума`);
    expect(lines.slice(1, -1)).toEqual([
      "'=1+1,-5",
      `'+1+cmd|' /C calc'!A0,-5`,
      `'-2+3+cmd|' /C calc'!A0,-5`,
      `'@SUM(1+1)*cmd|' /C calc'!A0,-5`,
      "'\t=1+1,-5",
      `"'\r=1+1",-5`,
      "'-5 шт,-5",
      'Чайник,12.5',
      '+380501234567,1',
    ]);
  });

  it('XLSX: the same texts start with a quote, and a negative number stays a number cell', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await written('xlsx', rows, '@header')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe("'@header");
    const texts = rows.map((_, index) => sheet.getRow(index + 2).getCell(1).value);
    // XML reads a carriage return back as a line feed.
    const expected = FORMULA_PAYLOADS.map((text) => `'${text.replace('\r', '\n')}`);
    expect(texts).toEqual([...expected, 'Чайник', '+380501234567']);
    for (let row = 2; row <= rows.length + 1; row += 1) {
      expect(sheet.getRow(row).getCell(1).type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getRow(row).getCell(2).type).toBe(ExcelJS.ValueType.Number);
    }
    expect(sheet.getRow(2).getCell(2).value).toBe(-5);
  });
});
