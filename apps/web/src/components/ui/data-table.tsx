import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DataColumn<Row> {
  id: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  /** Classes of the header and of every cell: padding, alignment, hiding on narrow screens. */
  className: string;
  /** More classes for the cells only, or per row. */
  cellClassName?: string | ((row: Row) => string);
  cellTestId?: string;
  /** Its cells name their rows (`<th scope="row">`), as the first column of a figures table. */
  rowHeader?: boolean;
}

/**
 * A table of rows in the panel's card: a caption for screen readers, small uppercase headers, rows
 * divided by lines, dimmed while a new page loads. Columns decide their own narrow-screen folding
 * (`hidden md:table-cell` on the column, the folded text inside another column's cell).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  busy = false,
  testId,
  rowProps,
  captionVisible = false,
  minWidth,
}: {
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): string | number;
  busy?: boolean;
  testId?: string;
  /** Attributes of a row's `<tr>` (test ids, data attributes). */
  rowProps?(row: Row): HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number>;
  /** The caption shown above the rows (a table beside others in one section), not only read out. */
  captionVisible?: boolean;
  /**
   * The table's least width (a class, `min-w-[36rem]`): narrower screens scroll it, so its box is a
   * region named by the caption that the keyboard can focus to scroll.
   */
  minWidth?: string;
}) {
  return (
    <div
      className={cn('overflow-x-auto rounded-xl border border-border bg-card', busy && 'opacity-60')}
      aria-busy={busy}
      {...(minWidth ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}
    >
      <table className={cn('w-full text-left text-sm', minWidth)} data-testid={testId}>
        <caption className={captionVisible ? 'px-4 pt-3 pb-1 text-left font-medium' : 'sr-only'}>{caption}</caption>
        <thead className="border-b border-border text-xs text-muted-foreground uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cn('py-2.5 font-medium', column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top" {...rowProps?.(row)}>
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.id}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={cn(
                      'py-3',
                      column.rowHeader && 'font-normal',
                      column.className,
                      typeof column.cellClassName === 'function' ? column.cellClassName(row) : column.cellClassName,
                    )}
                    data-testid={column.cellTestId}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
