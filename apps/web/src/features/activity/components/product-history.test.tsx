import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ActivityEntry } from '@supplier/contracts/activity';
import { formatDateTime } from '@/lib/date-format';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { ProductHistory } from './product-history';

const entry = (id: number, extra: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  member_id: 12,
  actor_name: 'Оксана Каталог',
  action: 'saveProduct',
  action_text: 'Змінено товар',
  object: { type: 'products', type_text: 'Товари', id: '5', label: 'Чайник' },
  changes: {
    price: { from: 1500, to: 1750 },
    sku: { from: 'KT-1', to: 'KT-2' },
    status: { from: 'active', to: 'inactive' },
  },
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0',
  created_at: '2026-11-20T10:00:00Z',
  ...extra,
});
const page = (data: ActivityEntry[], next_cursor: string | null = null) => ({
  data,
  meta: { per_page: 20, next_cursor },
});

describe('ProductHistory', () => {
  it('names who changed the product, when, and each field before → after; more on request', async () => {
    const fetchMock = stubApi(({ url }) =>
      new URL(url, 'http://panel').searchParams.get('cursor') === 'next-1'
        ? page([
            entry(1, {
              member_id: null,
              actor_name: 'Іван Власник',
              action: 'createProduct',
              action_text: 'Створено товар',
              changes: { price: { from: null, to: 1500 } },
            }),
          ])
        : page([entry(2)], 'next-1'),
    );
    const { user } = renderWithProviders(<ProductHistory productId={5} version="2026-11-20T10:00:00Z" />);

    const [edit] = await screen.findAllByTestId('product-history-entry');
    expect(within(edit!).getByText('Змінено товар')).toBeInTheDocument();
    expect(within(edit!).getByTestId('product-history-who')).toHaveTextContent('Оксана Каталог');
    expect(within(edit!).getByText(formatDateTime('2026-11-20T10:00:00Z'))).toBeInTheDocument();
    const rows = within(edit!)
      .getAllByTestId('activity-change')
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual(['Ціна:1 500→1 750', 'Артикул:KT-1→KT-2', 'Статус:Активний→Неактивний']);
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://panel').pathname).toBe(
      '/api/admin-suppliers/v1/products/5/history',
    );

    await user.click(screen.getByTestId('product-history-more'));
    expect(await screen.findByText('Створено товар')).toBeInTheDocument();
    const entries = screen.getAllByTestId('product-history-entry');
    expect(entries).toHaveLength(2);
    expect(within(entries[1]!).getByText('Створено товар')).toBeInTheDocument();
    expect(within(entries[1]!).getByTestId('product-history-who')).toHaveTextContent('Іван Власник');
    expect(screen.queryByTestId('product-history-more')).not.toBeInTheDocument();
  });

  it('says so when nothing changed yet, and when the history cannot be read', async () => {
    stubApi(() => page([]));
    const { unmount } = renderWithProviders(<ProductHistory productId={5} version="v1" />);
    expect(await screen.findByText('Змін ще не було.')).toBeInTheDocument();
    unmount();

    stubApi(() => jsonResponse({ message: 'Продукт не знайдено.' }, 404));
    renderWithProviders(<ProductHistory productId={6} version="v1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося завантажити історію.');
  });
});
