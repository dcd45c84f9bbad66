import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OrderDetail, OrderListItem } from '@supplier/contracts/orders';
import type { TeamRole } from '@supplier/contracts/team-roles';
import { useSession } from '@/lib/session';
import { renderWithProviders, stubApi } from '@/test/render';
import { signInAs } from '@/test/sign-in-as';
import { OrderNote } from './order-note';
import { OrdersList } from './orders-list';
import { WriteToBuyer } from './write-to-buyer';

vi.mock('@/lib/use-customer-events', () => ({ useCustomerEvents: () => undefined }));

const row = {
  id: 1,
  number: '1001',
  status: 'processing',
  buyer: { name: 'Покупець', phone: '+380501234567', email: null },
  items_preview: [{ name: 'Чайник', quantity: 1, image: null }],
  items_count: 1,
  total: 100,
  total_format: '100 ₴',
  payment: { method: 'cod', status: 'pending' },
  delivery: { carrier: 'novaposhta', city: 'Київ', ttn: null, status: 'not_shipped' },
  store: null,
  buyer_comment: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
} as OrderListItem;

const screenWide = { matches: true, addEventListener: () => undefined, removeEventListener: () => undefined };

/** The orders list with every order ticked, as a member of `role`: the bulk bar's buttons. */
async function bulkBarAs(role: TeamRole) {
  signInAs(role);
  stubApi(({ url }) =>
    url.includes('/orders/counts')
      ? { data: { new: 0, processing: 1, shipped: 0, completed: 0, cancelled: 0, returned: 0, all: 1 } }
      : { data: [row], meta: { per_page: 25, next_cursor: null } },
  );
  const { user } = renderWithProviders(<OrdersList title="Замовлення" stores={[]} />, { route: '/orders?tab=all' });
  await user.click(await screen.findByTestId('orders-select-page'));
  return screen.getByTestId('orders-bulk-bar');
}

describe('order actions follow the member’s role (ADR 0041)', () => {
  beforeEach(() => vi.stubGlobal('matchMedia', () => screenWide));
  afterEach(() => useSession.getState().clear());

  it('gives the warehouse waybills, pick lists and exports but no status moves', async () => {
    const bar = await bulkBarAs('warehouse');
    expect(within(bar).getByTestId('orders-bulk-waybills')).toBeInTheDocument();
    expect(within(bar).getByTestId('orders-bulk-pick-list')).toBeInTheDocument();
    expect(within(bar).queryByTestId('orders-bulk-confirmed')).not.toBeInTheDocument();
    expect(within(bar).getByTestId('orders-bulk-export-xlsx')).toBeInTheDocument();
  });

  it('gives the accountant exports only', async () => {
    const bar = await bulkBarAs('accountant');
    expect(within(bar).queryByTestId('orders-bulk-waybills')).not.toBeInTheDocument();
    expect(within(bar).queryByTestId('orders-bulk-confirmed')).not.toBeInTheDocument();
    expect(within(bar).getByTestId('orders-bulk-export-csv')).toBeInTheDocument();
  });

  it('gives the manager the moves and the waybills', async () => {
    const bar = await bulkBarAs('manager');
    expect(within(bar).getByTestId('orders-bulk-confirmed')).toBeInTheDocument();
    expect(within(bar).getByTestId('orders-bulk-waybills')).toBeInTheDocument();
  });

  it('shows the warehouse the order’s note read-only, without its save button', () => {
    signInAs('warehouse');
    renderWithProviders(<OrderNote order={{ id: 12, note: 'Дзвонити після 18:00' } as unknown as OrderDetail} />);
    expect(screen.getByLabelText('Внутрішня примітка')).toHaveAttribute('readonly');
    expect(screen.queryByTestId('order-note-save')).not.toBeInTheDocument();
  });

  it('offers «Написати покупцю» only to the roles that hold the chats', () => {
    signInAs('warehouse');
    const { unmount } = renderWithProviders(<WriteToBuyer orderId={12} />);
    expect(screen.queryByTestId('order-write-buyer')).not.toBeInTheDocument();
    unmount();
    signInAs('manager');
    renderWithProviders(<WriteToBuyer orderId={12} />);
    expect(screen.getByTestId('order-write-buyer')).toHaveTextContent('Написати покупцю');
  });
});
