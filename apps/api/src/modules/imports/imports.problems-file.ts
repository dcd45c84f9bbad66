import type { Locale } from '@supplier/contracts/constants';
import type { ImportProblem } from '@supplier/contracts/imports';
import { tableFile, type TableColumn, type TableFileFormat } from '../../lib/table-file';
import { importsText } from './imports.messages';

/** One line of the error file: the supplier's own row (when the problem is about one) and what is wrong with it. */
interface ProblemLine {
  line: number | null;
  /** Cells by column (a header and its occurrence: a table may repeat a header, as Prom's characteristics do). */
  cells: Map<string, string>;
  problems: ImportProblem[];
}

const columnKey = (header: string, occurrence: number) => `${occurrence}\u0000${header}`;

/**
 * A run's problems as a spreadsheet the supplier fixes their file by: each offer with a problem is
 * their own row as read (a table row under its own headers, a YML offer as its tags), then the
 * line of their file and every problem of it (level, field, message). File-wide problems (a
 * break, an unknown entity) have a line of their own. A table's error file imports again as it is.
 */
export function problemsFile(
  problems: ImportProblem[],
  rows: Map<number, [string, string][]>,
  format: TableFileFormat,
  locale: Locale,
) {
  const text = (key: Parameters<typeof importsText>[1]) => importsText(locale, key);
  const lines: ProblemLine[] = [];
  const byLine = new Map<number, ProblemLine>();
  const headers = new Map<string, string>();
  for (const problem of problems) {
    const own = problem.line === null ? undefined : byLine.get(problem.line);
    if (own) {
      own.problems.push(problem);
      continue;
    }
    const line: ProblemLine = { line: problem.line, cells: new Map(), problems: [problem] };
    const cells = problem.line === null ? undefined : rows.get(problem.line);
    if (cells) {
      const seen = new Map<string, number>();
      for (const [header, value] of cells) {
        const occurrence = seen.get(header) ?? 0;
        seen.set(header, occurrence + 1);
        const key = columnKey(header, occurrence);
        if (!headers.has(key)) headers.set(key, header);
        line.cells.set(key, value);
      }
    }
    if (problem.line !== null) byLine.set(problem.line, line);
    lines.push(line);
  }

  const describe = (p: ImportProblem) =>
    `${text(`severity_${p.severity}`)}${p.field ? ` (${p.field})` : ''}: ${p.message}`;
  const columns: TableColumn<ProblemLine>[] = [
    ...[...headers].map(([key, header]) => ({
      header,
      width: Math.min(40, Math.max(10, header.length + 2)),
      cell: (row: ProblemLine) => row.cells.get(key) ?? '',
    })),
    { header: text('problems_line'), width: 8, cell: (row) => row.line ?? '' },
    { header: text('problems_messages'), width: 80, cell: (row) => row.problems.map(describe).join('\n') },
  ];
  return tableFile(
    (async function* () {
      yield lines;
    })(),
    { format, sheetName: text('problems_sheet'), name: 'import-problems', columns },
  );
}
