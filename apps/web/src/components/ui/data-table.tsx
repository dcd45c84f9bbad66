import { memo, useDeferredValue, useRef, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import type { RowSelection } from '@/lib/use-row-selection';
import { useRowWindow } from '@/lib/use-row-window';

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
  /** The column is the list's order: its header says which way (`aria-sort`). */
  sorted?: 'ascending' | 'descending';
  /**
   * Its width in px in a table of `virtualRows`, whose columns do not depend on the rows in the DOM;
   * a column without one takes what is left, at least `minWidth`.
   */
  width?: number;
  minWidth?: number;
}

/**
 * A long page (hundreds of rows) kept short in the DOM: only the rows in or near view are there,
 * each one line of `rowHeight` px, in a box of at most `maxHeight` (a class) that scrolls them under
 * a sticky header.
 */
export interface VirtualRows {
  rowHeight: number;
  maxHeight: string;
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
    width: 40,
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

type RowProps<Row> = (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number>;

function cellClasses<Row>(column: DataColumn<Row>, row: Row): string | undefined {
  return typeof column.cellClassName === 'function' ? column.cellClassName(row) : column.cellClassName;
}

function Cells<Row>({ row, columns, virtual }: { row: Row; columns: DataColumn<Row>[]; virtual: boolean }) {
  return columns.map((column) => {
    const Cell = column.rowHeader ? 'th' : 'td';
    return (
      <Cell
        key={column.id}
        scope={column.rowHeader ? 'row' : undefined}
        className={cn(
          virtual ? 'min-w-0' : 'py-3',
          column.rowHeader && 'font-normal',
          column.pinned && PINNED,
          column.className,
          cellClasses(column, row),
        )}
        data-testid={column.cellTestId}
      >
        {column.cell(row)}
      </Cell>
    );
  });
}

/**
 * A table of rows in the panel's card: a caption for screen readers, small uppercase headers, rows
 * divided by lines, dimmed while a new page loads. Columns decide their own narrow-screen folding
 * (`hidden md:table-cell` on the column, the folded text inside another column's cell). With
 * `virtualRows` only the rows in view are in the DOM (see `VirtualRows`).
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
  virtualRows,
}: {
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): string | number;
  busy?: boolean;
  testId?: string;
  /** Attributes of a row's `<tr>` (test ids, data attributes). */
  rowProps?: RowProps<Row>;
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
  virtualRows?: VirtualRows;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const shown = selection ? [selectColumn(selection, rows, (row) => Number(rowKey(row))), ...columns] : columns;
  const grid = virtualRows && gridColumns(shown);
  return (
    <div
      ref={scroller}
      className={cn(
        virtualRows ? ['overflow-auto', virtualRows.maxHeight] : 'overflow-x-auto',
        framed && 'rounded-xl border border-border bg-card',
        busy && 'opacity-60',
      )}
      aria-busy={busy}
      data-testid={scrollTestId}
      {...(minWidth ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}
    >
      <table
        className={cn('w-full text-left text-sm', minWidth, grid && 'block')}
        style={grid && { minWidth: grid.minWidth }}
        aria-rowcount={grid && rows.length + 1}
        data-testid={testId}
      >
        <caption className={captionVisible ? 'px-4 pt-3 pb-1 text-left font-medium' : 'sr-only'}>{caption}</caption>
        <thead
          className={cn(
            HEADER_STYLES[headers],
            grid ? 'sticky top-0 z-10 block bg-card shadow-[0_1px_0_var(--color-border)]' : 'border-b border-border',
          )}
        >
          <tr
            className={cn(grid && 'grid items-center')}
            style={grid && { gridTemplateColumns: grid.template }}
            aria-rowindex={grid && 1}
          >
            {shown.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(
                  'font-medium',
                  grid ? 'truncate py-2' : 'py-2.5',
                  column.pinned && PINNED,
                  column.className,
                )}
                aria-sort={column.sorted}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {virtualRows && grid ? (
          <VirtualBody
            rows={rows}
            columns={shown}
            rowKey={rowKey}
            rowProps={rowProps}
            rowHeight={virtualRows.rowHeight}
            template={grid.template}
            scroller={scroller}
          />
        ) : (
          <tbody className="divide-y divide-border">
            {rows.map((row) => {
              const { className, ...props } = rowProps?.(row) ?? {};
              return (
                <tr key={rowKey(row)} className={cn('align-top', className)} {...props}>
                  <Cells row={row} columns={shown} virtual={false} />
                </tr>
              );
            })}
          </tbody>
        )}
      </table>
    </div>
  );
}

/** The CSS grid template of a virtual table's columns, and the width below which it scrolls sideways. */
function gridColumns<Row>(columns: DataColumn<Row>[]): { template: string; minWidth: number } {
  return {
    template: columns
      .map(({ width, minWidth = 0 }) => (width === undefined ? `minmax(${minWidth}px, 1fr)` : `${width}px`))
      .join(' '),
    minWidth: columns.reduce((sum, { width, minWidth = 0 }) => sum + (width ?? minWidth), 0),
  };
}

/**
 * The rows in or near view, each placed at index × rowHeight: rows entering or leaving the window do
 * not move the others, so a scroll step lays out and paints only the new rows. Scrolling renders
 * this body again, not the table around it.
 */
interface VirtualBodyProps<Row> {
  rows: Row[];
  columns: DataColumn<Row>[];
  rowKey(row: Row): string | number;
  rowProps?: RowProps<Row>;
  rowHeight: number;
  template: string;
  scroller: RefObject<HTMLDivElement | null>;
}

const VirtualBody = memo(function VirtualBody<Row>({
  rows,
  columns,
  rowKey,
  rowProps,
  rowHeight,
  template,
  scroller,
}: VirtualBodyProps<Row>) {
  const virtualizer = useRowWindow(rows.length, scroller, rowHeight);
  // Rows entering the window render in an interruptible pass: a fast fling spreads their work over
  // frames instead of stalling one (the overscan keeps them ready before they come into view).
  const items = useDeferredValue(virtualizer.getVirtualItems());
  return (
    <tbody className="relative block" style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        // the deferred window may still hold indexes of a longer page than the new one
        const row = rows[item.index];
        if (row === undefined) return null;
        return (
          <VirtualRow
            key={rowKey(row)}
            row={row}
            columns={columns}
            rowProps={rowProps}
            index={item.index}
            start={item.start}
            height={rowHeight}
            template={template}
          />
        );
      })}
    </tbody>
  );
}) as <Row>(props: VirtualBodyProps<Row>) => ReactNode;

/** One row of a virtual table, memoised: a scroll step renders only the rows that enter. */
interface VirtualRowProps<Row> {
  row: Row;
  columns: DataColumn<Row>[];
  rowProps?: RowProps<Row>;
  index: number;
  start: number;
  height: number;
  template: string;
}

const VirtualRow = memo(function VirtualRow<Row>({
  row,
  columns,
  rowProps,
  index,
  start,
  height,
  template,
}: VirtualRowProps<Row>) {
  const { className, style, ...props } = rowProps?.(row) ?? {};
  return (
    <tr
      aria-rowindex={index + 2}
      className={cn('absolute inset-x-0 top-0 grid items-center border-b border-border contain-strict', className)}
      style={{ ...style, height, transform: `translateY(${start}px)`, gridTemplateColumns: template }}
      {...props}
    >
      <Cells row={row} columns={columns} virtual />
    </tr>
  );
}) as <Row>(props: VirtualRowProps<Row>) => ReactNode;
