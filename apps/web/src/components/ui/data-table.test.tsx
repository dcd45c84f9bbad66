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
