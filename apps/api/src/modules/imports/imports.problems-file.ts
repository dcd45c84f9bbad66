import type { Locale } from '@supplier/contracts/constants';
import type { ImportProblem } from '@supplier/contracts/imports';
import { tableFile, type TableFileFormat } from '../../lib/table-file';
import { importsText } from './imports.messages';

/** A run's problems as a spreadsheet the supplier fixes their file by: line, offer, field, message. */
export function problemsFile(problems: ImportProblem[], format: TableFileFormat, locale: Locale) {
  const text = (key: Parameters<typeof importsText>[1]) => importsText(locale, key);
  return tableFile(
    (async function* () {
      yield problems;
    })(),
    {
      format,
      sheetName: text('problems_sheet'),
      name: 'import-problems',
      columns: [
        { header: text('problems_line'), width: 8, cell: (p) => p.line ?? '' },
        { header: text('problems_offer'), width: 16, cell: (p) => p.offer_id ?? '' },
        { header: text('problems_field'), width: 16, cell: (p) => p.field ?? '' },
        { header: text('problems_severity'), width: 14, cell: (p) => text(`severity_${p.severity}`) },
        { header: text('problems_message'), width: 80, cell: (p) => p.message },
      ],
    },
  );
}
