import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBar, type FilterField } from './filters-panel';

type Filters = { status: string; store_id: string; date_from: string; date_to: string };

const FIELDS: FilterField<keyof Filters>[] = [
  {
    key: 'status',
    label: 'Статус',
    anyLabel: 'Будь-який статус',
    options: [
      { value: 'new', label: 'Нові' },
      { value: 'done', label: 'Виконані' },
    ],
    testId: 'status',
  },
  { key: 'store_id', label: 'Магазин', anyLabel: 'Усі магазини', options: [], hidden: true },
  { dates: { from: 'Від', to: 'До' }, testIds: { from: 'from', to: 'to' } },
];

function renderBar(params: Partial<Filters> = {}, { active = false, rangeInvalid = false } = {}) {
  const onChange = vi.fn();
  render(
    <FilterBar<Filters>
      legend="Фільтри"
      testId="filters"
      fields={FIELDS}
      params={{ status: '', store_id: '', date_from: '', date_to: '', ...params }}
      active={active}
      rangeInvalid={rangeInvalid}
      texts={{ reset: 'Скинути', dateRange: 'Дата «до» раніша за «від».' }}
      onChange={onChange}
    />,
  );
  return { onChange };
}

describe('FilterBar', () => {
  it('builds a select for each field with «any» first, and leaves out a hidden one', async () => {
    const { onChange } = renderBar();
    const status = screen.getByLabelText('Статус');
    expect([...status.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Будь-який статус',
      'Нові',
      'Виконані',
    ]);
    expect(screen.queryByLabelText('Магазин')).not.toBeInTheDocument();
    await userEvent.selectOptions(status, 'Виконані');
    expect(onChange).toHaveBeenCalledWith({ status: 'done' });
  });

  it('offers a reset only while a filter is set, emptying every field’s param (the hidden one too)', async () => {
    renderBar();
    expect(screen.queryByRole('button', { name: 'Скинути' })).not.toBeInTheDocument();
    const { onChange } = renderBar({ status: 'new', store_id: '7' }, { active: true });
    await userEvent.click(screen.getByRole('button', { name: 'Скинути' }));
    expect(onChange).toHaveBeenCalledWith({ status: '', store_id: '', date_from: '', date_to: '' });
  });

  it('says a contradictory range and marks the «to» day with it', () => {
    renderBar({ date_from: '2026-11-20', date_to: '2026-11-01' }, { rangeInvalid: true });
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('Дата «до» раніша за «від».');
    expect(screen.getByTestId('to')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('to')).toHaveAttribute('aria-describedby', message.id);
  });
});
