import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OrderListItem, OrderStatus } from '@supplier/contracts/orders';
import { renderWithProviders, stubApi } from '@/test/render';
import { OrdersList } from './orders-list';

vi.mock('@/lib/use-customer-events', () => ({ useCustomerEvents: () => undefined }));

const order = (id: number, status: OrderStatus, extra: Partial<OrderListItem> = {}): OrderListItem => ({
  id,
  number: String(1000 + id),
  status,
  buyer: { name: `Покупець ${id}`, phone: '+380501234567', email: null },
  items_preview: [
    { name: 'Чайник', quantity: 2, image: null },
    { name: 'Кружка', quantity: 1, image: null },
  ],
  items_count: 3,
  total: 1200,
  total_format: '1 200 ₴',
  payment: { method: 'cod', status: 'pending' },
  delivery: { carrier: 'novaposhta', city: 'Київ', ttn: null, status: 'not_shipped' },
  store: null,
  buyer_comment: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...extra,
});

const counts = { new: 1, processing: 3, shipped: 0, completed: 0, cancelled: 0, returned: 0, all: 4 };
const rows = [
  order(1, 'processing'),
  order(2, 'processing', { buyer_comment: 'Подзвоніть перед відправкою' }),
  order(3, 'processing'),
  order(4, 'new'),
];

/** The API: the page's orders; the bulk status call answers `ok` for the ids in `succeed`. */
function api(succeed: number[]) {
  return stubApi(({ url, body }) => {
    const address = new URL(url, 'http://panel');
    if (address.pathname.endsWith('/orders/counts')) return { data: counts };
    if (address.pathname.endsWith('/orders/status')) {
      const { ids } = body as { ids: number[] };
      return {
        data: ids.map((id) => ({
          id,
          number: String(1000 + id),
          ok: succeed.includes(id),
          message: succeed.includes(id) ? 'Змінено.' : 'Замовлення щойно змінив хтось інший.',
        })),
      };
    }
    return { data: rows, meta: { per_page: 25, next_cursor: null } };
  });
}
const bulkCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/orders/status'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

const screenWide = { matches: true, addEventListener: () => undefined, removeEventListener: () => undefined };
const box = (number: number) => screen.getByRole('checkbox', { name: `Вибрати замовлення № ${number}` });

describe('OrdersBulkBar', () => {
  beforeEach(() => vi.stubGlobal('matchMedia', () => screenWide));

  it('offers the moves the ticked orders allow, each sent for the orders that allow it', async () => {
    const fetchMock = api([1]);
    const { user } = renderWithProviders(<OrdersList title="Замовлення" stores={[]} />, {
      route: '/orders?tab=all',
    });
    await user.click(await screen.findByTestId('orders-select-page'));
    const bar = screen.getByTestId('orders-bulk-bar');
    expect(within(bar).getByTestId('orders-bulk-accept')).toHaveAccessibleName('Прийняти (замовлень: 1)');
    expect(within(bar).getByTestId('orders-bulk-confirmed')).toHaveAccessibleName('Підтвердити (замовлень: 3)');
    expect(within(bar).queryByTestId('orders-bulk-shipped')).not.toBeInTheDocument();
    await user.click(within(bar).getByTestId('orders-bulk-confirmed'));
    expect(bulkCalls(fetchMock)).toEqual([{ ids: [1, 2, 3], to: 'confirmed' }]);
  });

  it('after the outcome keeps the failed orders ticked (and the ones not sent), unticks the done ones', async () => {
    api([1, 3]);
    const { user } = renderWithProviders(<OrdersList title="Замовлення" stores={[]} />, {
      route: '/orders?tab=all',
    });
    await user.click(await screen.findByTestId('orders-select-page'));
    await user.click(screen.getByTestId('orders-bulk-confirmed'));
    const results = await screen.findByTestId('orders-bulk-results');
    expect(within(results).getByText('Змінено: 2, не вдалося: 1.')).toBeInTheDocument();
    expect(
      within(results)
        .getAllByTestId('orders-bulk-result')
        .map((line) => line.dataset.ok),
    ).toEqual(['true', 'false', 'true']);
    expect(results).toHaveTextContent('Замовлення, які не вдалося змінити (1), залишилися вибраними.');
    await user.click(within(results).getAllByRole('button', { name: 'Закрити' })[0]!);
    expect(screen.getByTestId('orders-bulk-count')).toHaveTextContent('Вибрано: 2');
    expect(box(1002)).toBeChecked();
    expect(box(1004)).toBeChecked();
    expect(box(1001)).not.toBeChecked();
    expect(box(1003)).not.toBeChecked();
  });

  it('cancels with one reason and comment for all the ticked orders', async () => {
    const fetchMock = api([1, 2]);
    const { user } = renderWithProviders(<OrdersList title="Замовлення" stores={[]} />, {
      route: '/orders?tab=all',
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Вибрати замовлення № 1001' }));
    await user.click(box(1002));
    await user.click(screen.getByTestId('orders-bulk-cancelled'));
    const dialog = await screen.findByTestId('orders-bulk-cancel-dialog');
    expect(dialog).toHaveTextContent('Скасувати вибрані замовлення (2)?');
    await user.selectOptions(within(dialog).getByTestId('cancel-reason'), 'out_of_stock');
    await user.type(within(dialog).getByTestId('cancel-comment'), 'Закінчився');
    await user.click(within(dialog).getByTestId('cancel-confirm'));
    await screen.findByTestId('orders-bulk-results');
    expect(bulkCalls(fetchMock)).toEqual([
      { ids: [1, 2], to: 'cancelled', reason: 'out_of_stock', comment: 'Закінчився' },
    ]);
    expect(screen.queryByTestId('orders-bulk-bar')).not.toBeInTheDocument();
  });

  it('marks the buyer’s comment and sums the pieces a two-line order holds besides the first line', async () => {
    api([]);
    renderWithProviders(<OrdersList title="Замовлення" stores={[]} />, { route: '/orders?tab=all' });
    const rowsShown = await screen.findAllByTestId('order-row');
    expect(within(rowsShown[1]!).getByTestId('order-comment-mark')).toHaveTextContent(
      'Коментар покупця: Подзвоніть перед відправкою',
    );
    expect(within(rowsShown[0]!).queryByTestId('order-comment-mark')).not.toBeInTheDocument();
    expect(rowsShown[0]).toHaveTextContent('Чайник × 2');
    expect(rowsShown[0]).toHaveTextContent('і ще 1 товар');
  });
});
