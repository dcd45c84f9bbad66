/** Prints rows as a plain-text table with right-aligned numeric columns. */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = rows.map((row) => row.map(String));
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((row) => (row[i] ?? '').length)));
  const numeric = headers.map((_, i) => cells.every((row) => /^[\d\s.,%<>=+-]*$/.test(row[i] ?? '')));
  const line = (values: string[]) =>
    values
      .map((value, i) => (numeric[i] ? value.padStart(widths[i]!) : value.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells) console.log(line(row));
}

export const fmt = {
  int: (value: number) => Math.round(value).toLocaleString('en-US'),
  ms: (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1)),
  pct: (value: number) => `${(value * 100).toFixed(1)}%`,
  mib: (kib: number) => (kib / 1024).toFixed(1),
  kb: (bytes: number) => (bytes / 1000).toFixed(1),
};
