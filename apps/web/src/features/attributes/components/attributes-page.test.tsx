import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { AttributesPage } from './attributes-page';

const colour = {
  id: 1,
  name: 'Колір',
  type: 'select',
  unit: null,
  options: ['Червоний', 'Синій'],
  required: true,
  groups_count: 1,
  products_count: 2,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const weight = { ...colour, id: 2, name: 'Вага', type: 'number', unit: 'кг', options: [], required: false };
const page = (data: unknown[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 50, total: data.length },
});

describe('AttributesPage', () => {
  it('lists the attributes in the shared table, one row each, with their usage and actions', async () => {
    stubApi(() => page([colour, weight]));
    renderWithProviders(<AttributesPage title="Атрибути" />);
    const table = await screen.findByTestId('attributes-table');
    expect(within(table).getByText('Атрибути', { selector: 'caption' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('attribute-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText("Обов'язковий")).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Червоний, Синій')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('груп: 1, продуктів: 2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(', кг')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Редагувати «Вага»' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Видалити «Вага»' })).toBeInTheDocument();
  });

  it('says so when there are none, and shows a failed load with a retry that asks again', async () => {
    let fail = true;
    const fetchMock = stubApi(() => (fail ? jsonResponse({ message: 'Сервер недоступний.' }, 500) : page([])));
    const { user } = renderWithProviders(<AttributesPage title="Атрибути" />);
    expect(await screen.findByText('Не вдалося завантажити атрибути.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByText('У вас ще немає атрибутів. Додайте перший, наприклад «Колір».')).toBeInTheDocument();
    expect(screen.queryByTestId('attributes-table')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
