import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './data-table';

interface Row {
  id: number;
  name: string;
  total: string;
}

const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'Товар', cell: (row) => row.name, className: 'px-4', rowHeader: true },
  { id: 'total', header: 'Сума', cell: (row) => row.total, className: 'px-4 text-right', cellTestId: 'row-total' },
];

const rows: Row[] = [
  { id: 1, name: 'Чайник', total: '1 200 ₴' },
  { id: 2, name: 'Праска', total: '950 ₴' },
];

describe('DataTable', () => {
  it('is a table named by its caption, with a header row and one row per item', () => {
    render(<DataTable caption="Товари замовлення" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Товари замовлення' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Товар', 'Сума']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Чайник', 'Праска']);
    expect(
      within(table)
        .getAllByTestId('row-total')
        .map((cell) => cell.textContent),
    ).toEqual(['1 200 ₴', '950 ₴']);
  });

  it('marks itself busy while a new page loads', () => {
    render(<DataTable caption="Товари" columns={columns} rows={rows} rowKey={(row) => row.id} busy testId="table" />);
    expect(screen.getByTestId('table').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('gives its rows the attributes asked for', () => {
    render(
      <DataTable
        caption="Товари"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `row-${row.id}` })}
      />,
    );
    expect(screen.getByTestId('row-2')).toHaveTextContent('Праска');
  });
});

describe('DataTable, wide and inside a card', () => {
  const wide: DataColumn<Row>[] = [
    { ...columns[0]!, pinned: true },
    {
      id: 'on',
      header: (
        <label>
          Увімкнено <input type="checkbox" role="switch" />
        </label>
      ),
      cell: (row) => row.total,
      className: 'px-2',
    },
  ];

  it('scrolls in its own box, a focusable region named by the caption, with the pinned column at the left edge', () => {
    render(
      <DataTable
        caption="Канали"
        columns={wide}
        rows={rows}
        rowKey={(row) => row.id}
        minWidth="min-w-[36rem]"
        framed={false}
        headers="controls"
        scrollTestId="scroll"
      />,
    );
    const box = screen.getByTestId('scroll');
    expect(box).toBe(screen.getByRole('region', { name: 'Канали' }));
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveClass('overflow-x-auto');
    expect(box).not.toHaveClass('border');
    expect(within(box).getByRole('table')).toHaveClass('min-w-[36rem]');
    for (const cell of [...within(box).getAllByRole('rowheader'), within(box).getAllByRole('columnheader')[0]!]) {
      expect(cell).toHaveClass('sticky', 'left-0');
    }
    expect(within(box).getAllByRole('cell')[0]).not.toHaveClass('sticky');
  });

  it('holds controls in its headers, in the body text rather than small capitals', () => {
    render(<DataTable caption="Канали" columns={wide} rows={rows} rowKey={(row) => row.id} headers="controls" />);
    const header = screen.getAllByRole('columnheader')[1]!;
    expect(within(header).getByRole('switch', { name: 'Увімкнено' })).toBeInTheDocument();
    expect(header.closest('thead')).not.toHaveClass('uppercase');
  });
});

describe('DataTable with virtual rows', () => {
  const many: Row[] = Array.from({ length: 300 }, (_, index) => ({
    id: index + 1,
    name: `Товар ${index + 1}`,
    total: `${index + 1} ₴`,
  }));
  const sized: DataColumn<Row>[] = [
    { ...columns[0]!, minWidth: 200 },
    { ...columns[1]!, width: 120, sorted: 'descending' },
  ];

  const renderVirtual = (shown: Row[]) =>
    render(
      <DataTable
        caption="Товари"
        columns={sized}
        rows={shown}
        rowKey={(row) => row.id}
        virtualRows={{ rowHeight: 35, maxHeight: 'max-h-[70vh]' }}
      />,
    );

  it('keeps only the rows near the view in the DOM, and still counts them all', () => {
    renderVirtual(many);
    const table = screen.getByRole('table', { name: 'Товари' });
    const shown = within(table).getAllByRole('rowheader');
    expect(shown[0]).toHaveTextContent('Товар 1');
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(many.length);
    expect(table).toHaveAttribute('aria-rowcount', '301');
    expect(table).toHaveStyle({ minWidth: '320px' });
  });

  it('says which column orders the list, and which way', () => {
    renderVirtual(rows);
    const [name, total] = screen.getAllByRole('columnheader');
    expect(name).not.toHaveAttribute('aria-sort');
    expect(total).toHaveAttribute('aria-sort', 'descending');
  });
});
