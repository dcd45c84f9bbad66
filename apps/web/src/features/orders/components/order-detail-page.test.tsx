import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OrderDetail } from '@supplier/contracts/orders';
import type { BuyerOrders } from '@supplier/contracts/orders-buyers';
import { renderWithProviders, stubApi } from '@/test/render';
import { OrderDetailPage } from './order-detail-page';

vi.mock('@/lib/use-customer-events', () => ({ useCustomerEvents: () => undefined }));

const order = {
  id: 12,
  number: '1042',
  status: 'cancelled',
  next_statuses: [],
  buyer: { name: 'Ірина Бойко', phone: '+380501234567', email: null },
  recipient: { name: 'Ірина Бойко', phone: '+380501234567' },
  store: null,
  items: [],
  can_edit_items: false,
  subtotal: 1500,
  subtotal_format: '1 500 грн',
  delivery_cost: 80,
  delivery_cost_format: '80 грн',
  total: 1580,
  total_format: '1 580 грн',
  commission: 0,
  commission_format: '0 грн',
  commission_percent: 0,
  supplier_receives: 1580,
  supplier_receives_format: '1 580 грн',
  delivery: {
    carrier: 'novaposhta',
    city: 'Київ',
    branch: 'Відділення №12',
    address: null,
    ttn: null,
    status: 'not_shipped',
    tracking: null,
    can_create_waybill: false,
    can_delete_waybill: false,
  },
  payment: { method: 'cod', status: 'pending', prepaid: null, prepaid_format: null },
  cancel_reason: 'buyer_asked',
  buyer_comment: 'Подзвоніть перед відправкою',
  note: '',
  history: [
    {
      id: 1,
      type: 'status_changed',
      actor: 'panel',
      user: { id: 1, name: 'Оксана' },
      member: null,
      data: { from: 'new', to: 'cancelled', reason: 'buyer_asked', comment: 'Покупець передумав, просив не дзвонити' },
      text: 'Скасовано: покупець попросив',
      created_at: '2026-11-20T10:00:00Z',
    },
  ],
  version: 1,
  created_at: '2026-11-20T09:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
} as unknown as OrderDetail;

const history: BuyerOrders = {
  count: 3,
  completed: 1,
  returned: 1,
  cancelled: 1,
  total: 2100,
  total_format: '2 100 грн',
  recent: [
    {
      id: 7,
      number: '1001',
      status: 'returned',
      total: 900,
      total_format: '900 грн',
      created_at: '2026-10-01T09:00:00Z',
    },
  ],
};

function api() {
  return stubApi(({ method, url }) => {
    if (url.endsWith('/orders/12/buyer-orders')) return { data: history };
    if (method === 'POST' && url.endsWith('/chats')) return { data: { id: 55 } };
    return { data: order };
  });
}

describe('OrderDetailPage', () => {
  it('shows the buyer with their other orders and the delivery before the items and the history, and both comments', async () => {
    api();
    renderWithProviders(<OrderDetailPage id={12} findProducts={async () => []} />);
    const buyerOrders = await screen.findByTestId('buyer-orders');
    expect(buyerOrders).toHaveTextContent('Ще 3 замовлення покупця · 2 100 грн');
    expect(within(buyerOrders).getByTestId('buyer-returns')).toHaveTextContent('Повернень: 1');
    expect(within(buyerOrders).getByRole('link', { name: '№ 1001' })).toHaveAttribute('href', '/orders/7');

    // A phone reads the page in document order: buyer and delivery first.
    const blocks = screen.getAllByTestId(/^order-(buyer|delivery|items|history)$/).map((block) => block.dataset.testid);
    expect(blocks).toEqual(['order-buyer', 'order-delivery', 'order-items', 'order-history']);

    expect(screen.getByTestId('order-buyer-comment')).toHaveTextContent('Подзвоніть перед відправкою');
    expect(screen.getByTestId('order-event-comment')).toHaveTextContent(
      'Коментар: Покупець передумав, просив не дзвонити',
    );
  });

  it('«Написати покупцю» opens the order’s chat; «До замовлень» returns to the list as it was left', async () => {
    sessionStorage.setItem(
      'orders.listPlace',
      JSON.stringify({ address: '/orders?tab=new&search=Бойко', scroll: 640 }),
    );
    const fetchMock = api();
    const { user, router } = renderWithProviders(<OrderDetailPage id={12} findProducts={async () => []} />, {
      route: '/orders/12',
    });
    expect(await screen.findByTestId('order-back')).toHaveAttribute('href', '/orders?tab=new&search=Бойко');
    await user.click(screen.getByRole('button', { name: 'Написати покупцю' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/chats/55'));
    const chatCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/chats'));
    expect(JSON.parse(String(chatCall?.[1]?.body))).toEqual({ order_id: 12 });
    sessionStorage.clear();
  });
});
