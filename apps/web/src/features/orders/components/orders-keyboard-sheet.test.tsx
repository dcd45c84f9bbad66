import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OrderListItem, OrderStatus } from '@supplier/contracts/orders';
import { renderWithProviders, stubApi } from '@/test/render';
import { OrdersList } from './orders-list';

vi.mock('@/lib/use-customer-events', () => ({ useCustomerEvents: () => undefined }));

const order = (id: number, status: OrderStatus): OrderListItem => ({
  id,
  number: String(1000 + id),
  status,
  buyer: { name: `Покупець ${id}`, phone: '+380501234567', email: null },
  items_preview: [{ name: 'Чайник', quantity: 1, image: null }],
  items_count: 1,
  total: 1200,
  total_format: '1 200 ₴',
  payment: { method: 'cod', status: 'pending' },
  delivery: { carrier: 'novaposhta', city: 'Київ', ttn: null, status: 'not_shipped' },
  store: null,
  buyer_comment: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
});

const counts = { new: 2, processing: 1, shipped: 0, completed: 0, cancelled: 0, returned: 0, all: 3 };

function api() {
  return stubApi(({ url, body }) => {
    const address = new URL(url, 'http://panel');
    if (address.pathname.endsWith('/orders/counts')) return { data: counts };
    if (address.pathname.endsWith('/orders/accept')) {
      const { ids } = body as { ids: number[] };
      return { data: ids.map((id) => ({ id, number: String(1000 + id), ok: true, message: 'Прийнято.' })) };
    }
    return {
      data: [order(1, 'new'), order(2, 'processing'), order(3, 'new')],
      meta: { per_page: 25, next_cursor: null },
    };
  });
}
const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

const link = (number: number) => screen.getByRole('link', { name: `Відкрити замовлення № ${number}` });
const screenWide = { matches: true, addEventListener: () => undefined, removeEventListener: () => undefined };

describe('the orders list by keyboard', () => {
  beforeEach(() => vi.stubGlobal('matchMedia', () => screenWide));

  it('«?» opens the sheet that lists every key, and Escape closes it', async () => {
    api();
    const { user } = renderWithProviders(<OrdersList title="Замовлення" stores={[]} />, { route: '/orders?tab=all' });
    await screen.findAllByTestId('order-row');
    await user.keyboard('?');
    const sheet = await screen.findByTestId('orders-keyboard-sheet');
    expect(within(sheet).getByText('Клавіші списку замовлень')).toBeInTheDocument();
    expect(
      within(sheet)
        .getAllByTestId('orders-shortcut')
        .map((line) => line.textContent),
    ).toEqual([
      'j↓Наступне замовлення',
      'k↑Попереднє замовлення',
      'EnterВідкрити замовлення',
      'xВибрати замовлення або зняти вибір',
      'aПрийняти вибрані (або це) замовлення',
      'tСтворити ТТН для вибраних (або цього)',
      '/Перейти до пошуку',
      '?Показати ці клавіші',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('orders-keyboard-sheet')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('orders-keyboard'));
    expect(await screen.findByTestId('orders-keyboard-sheet')).toBeInTheDocument();
  });

  it('j/k and the arrows move the focus from order to order, x ticks, a accepts the focused new order', async () => {
    const fetchMock = api();
    const { user } = renderWithProviders(<OrdersList title="Замовлення" stores={[]} />, { route: '/orders?tab=all' });
    await screen.findAllByTestId('order-row');
    await user.keyboard('j');
    expect(link(1001)).toHaveFocus();
    await user.keyboard('{ArrowDown}j');
    expect(link(1003)).toHaveFocus();
    await user.keyboard('k');
    expect(link(1002)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link(1001)).toHaveFocus();
    await user.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Вибрати замовлення № 1001' })).toBeChecked();
    await user.keyboard('x');
    expect(screen.queryByTestId('orders-bulk-bar')).not.toBeInTheDocument();

    await user.keyboard('a');
    expect(await screen.findByTestId('orders-bulk-results')).toHaveTextContent('Прийнято: 1, не вдалося: 0.');
    expect(calls(fetchMock, '/orders/accept')).toEqual([{ ids: [1] }]);
  });

  it('/ goes to the search, and keys typed there are text, not shortcuts', async () => {
    api();
    const { user } = renderWithProviders(<OrdersList title="Замовлення" stores={[]} />, { route: '/orders?tab=all' });
    await screen.findAllByTestId('order-row');
    await user.keyboard('/');
    const search = screen.getByTestId('orders-search');
    expect(search).toHaveFocus();
    await user.keyboard('jxa?');
    expect(search).toHaveValue('jxa?');
    expect(search).toHaveFocus();
    expect(screen.queryByTestId('orders-keyboard-sheet')).not.toBeInTheDocument();
    expect(screen.queryByTestId('orders-bulk-bar')).not.toBeInTheDocument();
  });
});
