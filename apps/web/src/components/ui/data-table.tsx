import type { HTMLAttributes, ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import type { RowSelection } from '@/lib/use-row-selection';

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
  /** It stays at the left edge while a wide table scrolls sideways (the first column only). */
  pinned?: boolean;
}

/** Rows that can be ticked (`useRowSelection`, by `rowKey`): a first column of checkboxes, its header ticking the page. */
export interface TableSelection<Row> {
  selection: RowSelection;
  /** A row's checkbox's accessible name. */
  label(row: Row): string;
  pageLabel: string;
  testId: string;
  pageTestId: string;
}

function selectColumn<Row>(
  { selection, label, pageLabel, testId, pageTestId }: TableSelection<Row>,
  rows: Row[],
  rowKey: (row: Row) => number,
): DataColumn<Row> {
  const ids = rows.map(rowKey);
  const ticked = ids.filter((id) => selection.has(id)).length;
  return {
    id: 'select',
    className: 'w-10 px-3',
    header: (
      <Checkbox
        checked={ticked === 0 ? false : ticked === ids.length ? true : 'indeterminate'}
        onCheckedChange={() => selection.toggleAll(ids)}
        aria-label={pageLabel}
        data-testid={pageTestId}
      />
    ),
    cell: (row) => (
      <Checkbox
        checked={selection.has(rowKey(row))}
        onCheckedChange={(on) => selection.toggle(rowKey(row), on === true)}
        aria-label={label(row)}
        data-testid={testId}
      />
    ),
  };
}

const PINNED = 'sticky left-0 z-10 bg-card';

const HEADER_STYLES = {
  /** Small uppercase names of the columns. */
  caps: 'text-xs text-muted-foreground uppercase',
  /** Headers that hold controls (a switch under the name): text of the body's size, at the bottom. */
  controls: 'align-bottom',
};

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
  selection,
  headers = 'caps',
  framed = true,
  scrollTestId,
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
  selection?: TableSelection<Row>;
  headers?: keyof typeof HEADER_STYLES;
  /** Its own rounded, bordered card; without it the table is part of the card it stands in. */
  framed?: boolean;
  /** The test id of the box that scrolls. */
  scrollTestId?: string;
}) {
  const shown = selection ? [selectColumn(selection, rows, (row) => Number(rowKey(row))), ...columns] : columns;
  return (
    <div
      className={cn('overflow-x-auto', framed && 'rounded-xl border border-border bg-card', busy && 'opacity-60')}
      aria-busy={busy}
      data-testid={scrollTestId}
      {...(minWidth ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}
    >
      <table className={cn('w-full text-left text-sm', minWidth)} data-testid={testId}>
        <caption className={captionVisible ? 'px-4 pt-3 pb-1 text-left font-medium' : 'sr-only'}>{caption}</caption>
        <thead className={cn('border-b border-border', HEADER_STYLES[headers])}>
          <tr>
            {shown.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn('py-2.5 font-medium', column.pinned && PINNED, column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => {
            const { className, ...props } = rowProps?.(row) ?? {};
            return (
              <tr key={rowKey(row)} className={cn('align-top', className)} {...props}>
                {shown.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.id}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={cn(
                        'py-3',
                        column.rowHeader && 'font-normal',
                        column.pinned && PINNED,
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
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
