import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ProductListItem } from '@supplier/contracts/products';
import { queryClient as panelQueryClient } from '@/lib/query-client';
import { jsonResponse, renderWithProviders, stubApi } from '@/test/render';
import { ProductsList } from './products-list';

const product = (id: number, name: string): ProductListItem => ({
  id,
  name,
  sku: `SKU-${id}`,
  barcode: null,
  brand: null,
  price: 1200,
  price_format: '1 200 ₴',
  old_price: null,
  old_price_format: null,
  stock: 5,
  availability: 'in_stock',
  status: 'active',
  category: { id: 3, name: 'Посуд' },
  shelving: null,
  shelving_quantity: 0,
  image: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
});
const page = (data: ProductListItem[], next_cursor: string | null = null) => ({
  data,
  meta: { total: data.length, total_exact: true, per_page: 50, next_cursor },
});
const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://panel'))
    .filter((address) => address.pathname.endsWith('/products'))
    .map((address) => address.searchParams.toString());

/** The screen's width as useMediaQuery sees it (it keeps the first MediaQueryList of a query). */
const screenWide = { matches: true, addEventListener: () => undefined, removeEventListener: () => undefined };

const list = <ProductsList title="Продукти" shelvings={[]} categoryFilter={() => null} />;

describe('ProductsList', () => {
  // jsdom lays nothing out: the rows' window (the virtualizer) reads the scroller's clientHeight.
  const height = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
  beforeAll(() => Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 600 }));
  afterAll(() => Object.defineProperty(Element.prototype, 'clientHeight', height));
  beforeEach(() => {
    screenWide.matches = true;
    vi.stubGlobal('matchMedia', () => screenWide);
  });

  // first: once the first page has shown (lib/first-page-shown), it stays shown for the file
  it('keeps the column chooser’s place, disabled, until the first page’s data is in (issue 36)', async () => {
    stubApi(() => page([product(1, 'Чайник')]));
    let answerPage: (rows: string[]) => void = () => undefined;
    const firstPage = panelQueryClient.fetchQuery({
      queryKey: ['first-page-rows'],
      queryFn: () => new Promise<string[]>((resolve) => (answerPage = resolve)),
    });
    renderWithProviders(list);
    await screen.findByRole('table', { name: 'Продукти' });
    // time enough for the chooser's code to come, were it asked for
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByTestId('columns-toggle')).not.toBeInTheDocument();
    expect(screen.getByText('Колонки').closest('button')).toBeDisabled();

    answerPage(['row']);
    await firstPage;
    expect(await screen.findByTestId('columns-toggle')).toBeEnabled();
  });

  it('shows the products of the API in the table, with the total', async () => {
    stubApi(() => page([product(1, 'Чайник'), product(2, 'Праска')]));
    renderWithProviders(list);
    const table = await screen.findByRole('table', { name: 'Продукти' });
    expect(
      within(table)
        .getAllByTestId('product-row')
        .map((row) => row.dataset.sku),
    ).toEqual(['SKU-1', 'SKU-2']);
    expect(within(table).getByText('Праска')).toBeInTheDocument();
    expect(screen.getByTestId('products-total')).toHaveTextContent('Знайдено 2');
  });

  it('asks for the status tab clicked and keeps it in the address', async () => {
    const fetchMock = stubApi(() => page([product(1, 'Чайник')]));
    const { user, router } = renderWithProviders(list);
    await screen.findByRole('table', { name: 'Продукти' });
    await user.click(screen.getByTestId('status-tab-active'));
    await vi.waitFor(() => expect(listCalls(fetchMock).at(-1)).toContain('status=active'));
    expect(router.state.location.search).toBe('?status=active');
  });

  it('ticks rows for the bulk actions, and another page starts with none', async () => {
    stubApi(({ url }) =>
      url.includes('cursor=p2') ? page([product(3, 'Ваза')]) : page([product(1, 'Чайник'), product(2, 'Праска')], 'p2'),
    );
    const { user } = renderWithProviders(list);
    await screen.findByRole('table', { name: 'Продукти' });
    await user.click(screen.getAllByTestId('select-row')[1]!);
    expect(await screen.findByTestId('bulk-count')).toHaveTextContent('1');
    await user.click(screen.getByTestId('select-page'));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('2');
    await user.click(screen.getByTestId('page-next'));
    expect(await screen.findByText('Ваза')).toBeInTheDocument();
    expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument();
  });

  it('offers to add the first product when there is none', async () => {
    stubApi(() => page([]));
    renderWithProviders(list);
    const empty = await screen.findByTestId('products-empty');
    expect(empty).toHaveTextContent('У вас ще немає продуктів.');
    expect(within(empty).getByRole('link')).toHaveAttribute('href', '/products/panel');
  });

  it('says a search found nothing, without the add button', async () => {
    stubApi(() => page([]));
    renderWithProviders(list, { route: '/products?q=xyz' });
    const empty = await screen.findByTestId('products-empty');
    expect(empty).toHaveTextContent('Нічого не знайдено. Змініть пошук або фільтри.');
    expect(within(empty).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByTestId('products-search')).toHaveValue('xyz');
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    stubApi(() => (fail ? jsonResponse({ message: 'Збій' }, 500) : page([product(1, 'Чайник')])));
    const { user } = renderWithProviders(list);
    const alert = await screen.findByText('Не вдалося завантажити продукти.');
    fail = false;
    await user.click(within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('table', { name: 'Продукти' })).toBeInTheDocument();
  });
});
