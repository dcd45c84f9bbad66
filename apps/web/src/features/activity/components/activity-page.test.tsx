import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ActivityEntry } from '@supplier/contracts/activity';
import { renderWithProviders, stubApi } from '@/test/render';
import { ActivityPage } from './activity-page';

const entry = (id: number, extra: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  member_id: 12,
  actor_name: 'Оксана Склад',
  action: 'changeOrderStatus',
  action_text: 'Змінено статус замовлення',
  object: { type: 'orders', type_text: 'Замовлення', id: '41', label: '№ 1042' },
  changes: { status: { from: 'new', to: 'processing' } },
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0',
  created_at: '2026-11-20T10:00:00Z',
  ...extra,
});
const page = (data: ActivityEntry[], next_cursor: string | null = null) => ({
  data,
  meta: { per_page: 50, next_cursor },
});
const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://panel'))
    .filter((address) => address.pathname.endsWith('/activity'))
    .map((address) => address.searchParams.toString());

const members = [
  { id: null, name: 'Іван Власник' },
  { id: 12, name: 'Оксана Склад' },
];

describe('ActivityPage', () => {
  it('shows who did what to which object, and before → after in words', async () => {
    stubApi(() =>
      page([
        entry(1),
        entry(2, {
          action: 'saveProduct',
          action_text: 'Змінено товар',
          object: { type: 'products', type_text: 'Товари', id: '5', label: 'Чайник' },
          changes: {
            price: { from: 1500, to: 1750.5 },
            status: { from: 'active', to: 'archived' },
            old_price: { from: null, to: 2000 },
          },
        }),
        entry(3, {
          action: 'editOrderItems',
          action_text: 'Змінено товари замовлення',
          changes: {
            items: {
              from: [{ sku: 'A-1', quantity: 2 }],
              to: [
                { sku: 'A-1', quantity: 1 },
                { sku: 'B-2', quantity: 3 },
              ],
            },
          },
        }),
      ]),
    );
    renderWithProviders(<ActivityPage title="Журнал дій" members={members} />);
    const [order, product, items] = await screen.findAllByTestId('activity-entry');
    expect(within(order!).getByText('Змінено статус замовлення')).toBeInTheDocument();
    expect(within(order!).getByText(/Замовлення · № 1042/)).toBeInTheDocument();
    expect(within(order!).getByTestId('activity-actor')).toHaveTextContent('Оксана Склад');
    expect(within(order!).getByTestId('activity-change')).toHaveTextContent('Статус:Нове→В обробці');

    const rows = within(product!)
      .getAllByTestId('activity-change')
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual(['Ціна:1 500→1 750,5', 'Статус:Активний→В архіві', 'Стара ціна:—→2 000']);
    expect(within(items!).getByTestId('activity-change')).toHaveTextContent('Товари:A-1 × 2→A-1 × 1, B-2 × 3');
  });

  it('filters by the member clicked and by the chosen action, and pages by the cursor', async () => {
    const fetchMock = stubApi(({ url }) => {
      const query = new URL(url, 'http://panel').searchParams;
      return query.get('cursor') === 'c-2' ? page([entry(3)]) : page([entry(1)], 'c-2');
    });
    const { user, router } = renderWithProviders(<ActivityPage title="Журнал дій" members={members} />);
    await user.click(within(await screen.findByTestId('activity-entry')).getByTestId('activity-actor'));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?member=12'));
    expect(screen.getByTestId('activity-member')).toHaveValue('12');
    await user.selectOptions(screen.getByTestId('activity-action'), 'saveProduct');
    await user.click(await screen.findByTestId('activity-next'));
    await vi.waitFor(() =>
      expect(listCalls(fetchMock)).toEqual([
        '',
        'member=12',
        'member=12&action=saveProduct',
        'member=12&action=saveProduct&cursor=c-2',
      ]),
    );
  });

  it('says when nothing was done yet, and when the log cannot be loaded', async () => {
    stubApi(() => page([]));
    const { unmount } = renderWithProviders(<ActivityPage title="Журнал дій" members={members} />);
    expect(await screen.findByTestId('activity-empty')).toHaveTextContent('Поки що жодних дій');
    unmount();
    stubApi(() => {
      throw new Error('down');
    });
    renderWithProviders(<ActivityPage title="Журнал дій" members={members} />);
    expect(await screen.findByTestId('activity-error')).toBeInTheDocument();
  });
});
