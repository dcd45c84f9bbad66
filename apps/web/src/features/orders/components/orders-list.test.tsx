import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderListItem } from '@supplier/contracts/orders';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { OrdersList } from './orders-list';

const live = vi.hoisted(() => ({ onEvent: (() => undefined) as (payload: unknown) => void }));
vi.mock('@/lib/use-customer-events', () => ({
  useCustomerEvents: (_events: readonly string[], onEvent: (payload: unknown) => void) => {
    live.onEvent = onEvent;
  },
}));

const order = (id: number, number: number): OrderListItem =>
  ({
    id,
    number,
    status: 'new',
    buyer: { name: `Покупець ${number}`, phone: '+380501234567' },
    items_preview: [{ name: 'Чайник', quantity: 1, image: null }],
    items_count: 1,
    total: 1200,
    total_format: '1 200 грн',
    payment: { method: 'cash_on_delivery', status: 'pending' },
    delivery: { carrier: 'novaposhta', city: 'Київ', ttn: null, status: 'pending' },
    store: null,
    buyer_comment: null,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
  }) as unknown as OrderListItem;

let counts = { new: 2, processing: 0, shipped: 0, completed: 0, cancelled: 0, returned: 0, all: 2 };

/** The API: the counts, and the orders page `list` answers for the query asked. */
function api(list: (query: URLSearchParams) => unknown) {
  return stubApi(({ url }) => {
    const address = new URL(url, 'http://panel');
    if (address.pathname.endsWith('/orders/counts')) return { data: counts };
    return list(address.searchParams);
  });
}
const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://panel'))
    .filter((address) => address.pathname.endsWith('/orders'))
    .map((address) => address.searchParams.toString());

/** The screen's width as useMediaQuery sees it (it keeps the first MediaQueryList of a query). */
const screenWide = { matches: true, addEventListener: () => undefined, removeEventListener: () => undefined };

describe('OrdersList', () => {
  beforeEach(() => {
    counts = { new: 2, processing: 0, shipped: 0, completed: 0, cancelled: 0, returned: 0, all: 2 };
    screenWide.matches = true;
    vi.stubGlobal('matchMedia', () => screenWide);
  });

  it('shows the orders of the API in the table, with the tab counts', async () => {
    api(() => ({ data: [order(1, 1001), order(2, 1002)], meta: { per_page: 25, next_cursor: null } }));
    renderWithProviders(<OrdersList title="Замовлення" stores={[]} />);
    const table = await screen.findByRole('table', { name: 'Замовлення' });
    const rows = within(table).getAllByTestId('order-row');
    expect(rows.map((row) => row.dataset.number)).toEqual(['1001', '1002']);
    expect(within(rows[0]!).getByText('Покупець 1001')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1 200 грн')).toBeInTheDocument();
    expect(await screen.findByTestId('orders-tab-count-new')).toHaveTextContent('2');
  });

  it('shows cards on a narrow screen', async () => {
    screenWide.matches = false;
    api(() => ({ data: [order(1, 1001)], meta: { per_page: 25, next_cursor: null } }));
    renderWithProviders(<OrdersList title="Замовлення" stores={[]} />);
    const cards = await screen.findByTestId('orders-cards');
    expect(within(cards).getByTestId('order-row')).toHaveAttribute('data-number', '1001');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for the tab clicked and for the filters set, and keeps them in the address', async () => {
    const fetchMock = api(() => ({ data: [order(1, 1001)], meta: { per_page: 25, next_cursor: null } }));
    const { user, router } = renderWithProviders(<OrdersList title="Замовлення" stores={[]} />);
    await screen.findByTestId('orders-table');
    await user.click(screen.getByTestId('orders-tab-processing'));
    await user.click(screen.getByTestId('orders-filters-toggle'));
    await user.selectOptions(screen.getByTestId('orders-has-ttn'), 'true');
    await vi.waitFor(() =>
      expect(listCalls(fetchMock)).toEqual(['tab=new', 'tab=processing', 'tab=processing&has_ttn=true']),
    );
    expect(router.state.location.search).toBe('?tab=processing&has_ttn=true');
  });

  it('opens on «Нові» while there are new orders, on «Усі» when none, and on the tab the address names', async () => {
    api(() => ({ data: [order(1, 1001)], meta: { per_page: 25, next_cursor: null } }));
    const first = renderWithProviders(<OrdersList title="Замовлення" stores={[]} />);
    await screen.findByTestId('orders-table');
    expect(screen.getByTestId('orders-tab-new')).toHaveAttribute('aria-selected', 'true');
    expect(first.router.state.location.search).toBe('?tab=new');
    first.unmount();

    counts = { ...counts, new: 0 };
    renderWithProviders(<OrdersList title="Замовлення" stores={[]} />);
    await vi.waitFor(() => expect(screen.getByTestId('orders-tab-all')).toHaveAttribute('aria-selected', 'true'));
    screen.getByTestId('orders-tab-all').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('orders-tab-new')).toHaveFocus();

    counts = { ...counts, new: 5 };
    const named = renderWithProviders(<OrdersList title="Замовлення" stores={[]} />, { route: '/orders?tab=all' });
    await screen.findAllByTestId('orders-table');
    expect(named.router.state.location.search).toBe('?tab=all');
  });

  it('ticks the rows of the page and offers the bulk actions', async () => {
    api(() => ({ data: [order(1, 1001), order(2, 1002)], meta: { per_page: 25, next_cursor: null } }));
    const { user } = renderWithProviders(<OrdersList title="Замовлення" stores={[]} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Вибрати замовлення № 1002' }));
    expect(screen.getByTestId('orders-bulk-count')).toHaveTextContent('1');
    await user.click(screen.getByTestId('orders-select-page'));
    expect(screen.getAllByTestId('order-select').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByTestId('orders-select-page'));
    expect(screen.queryByTestId('orders-bulk-bar')).not.toBeInTheDocument();
  });

  it('pages by the cursor of the answer', async () => {
    const fetchMock = api((query) =>
      query.get('cursor') === 'next-1'
        ? { data: [order(3, 1003)], meta: { per_page: 25, next_cursor: null } }
        : { data: [order(1, 1001)], meta: { per_page: 25, next_cursor: 'next-1' } },
    );
    const { user } = renderWithProviders(<OrdersList title="Замовлення" stores={[]} />);
    await screen.findByTestId('orders-table');
    await user.click(screen.getByTestId('orders-next'));
    expect(await screen.findByText('Покупець 1003')).toBeInTheDocument();
    expect(screen.getByTestId('orders-next')).toBeDisabled();
    expect(listCalls(fetchMock)).toEqual(['tab=new', 'tab=new&cursor=next-1']);
  });

  it('says there are no orders yet', async () => {
    counts = { ...counts, new: 0, all: 0 };
    api(() => ({ data: [], meta: { per_page: 25, next_cursor: null } }));
    renderWithProviders(<OrdersList title="Замовлення" stores={[]} />);
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('Замовлень ще немає');
  });

  it('says the search found nothing', async () => {
    api(() => ({ data: [], meta: { per_page: 25, next_cursor: null } }));
    renderWithProviders(<OrdersList title="Замовлення" stores={[]} />, { route: '/orders?search=xyz' });
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('Нічого не знайдено');
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    api(() =>
      fail
        ? jsonResponse({ message: 'Збій' }, 500)
        : { data: [order(1, 1001)], meta: { per_page: 25, next_cursor: null } },
    );
    const { user } = renderWithProviders(<OrdersList title="Замовлення" stores={[]} />);
    expect(await screen.findByTestId('orders-error')).toHaveTextContent('Не вдалося завантажити замовлення.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByTestId('orders-table')).toBeInTheDocument();
  });

  it('takes the counts of a realtime event and loads the list again', async () => {
    let shown = [order(1, 1001)];
    api(() => ({ data: shown, meta: { per_page: 25, next_cursor: null } }));
    renderWithProviders(<OrdersList title="Замовлення" stores={[]} />);
    await screen.findByTestId('orders-table');
    shown = [order(4, 1004), order(1, 1001)];
    act(() => live.onEvent({ order: order(4, 1004), counts: { ...counts, new: 3, all: 3 } }));
    expect(await screen.findByText('Покупець 1004')).toBeInTheDocument();
    expect(screen.getByTestId('orders-tab-count-new')).toHaveTextContent('3');
  });
});
