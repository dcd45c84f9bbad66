import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SidebarProvider } from '@/components/ui/sidebar';
import { useNewOrderAlerts, useNewOrdersCount } from '@/features/orders/hooks/use-new-orders';
import { renderWithProviders, stubApi } from '@/test/render';
import { SideMenu } from './side-menu';
import { useDocumentTitle } from './use-document-title';

const live = vi.hoisted(() => ({ send: (_payload: unknown, _event: string): void => undefined }));
vi.mock('@/lib/use-customer-events', () => ({
  useCustomerEvents: (events: readonly string[], onEvent: (payload: unknown, event: string) => void) => {
    if (events.includes('order.created')) live.send = onEvent;
  },
}));
const chime = vi.hoisted(() => ({ played: 0 }));
vi.mock('@/lib/chime', () => ({ playChime: () => (chime.played += 1) }));

const counts = (fresh: number) => ({
  new: fresh,
  processing: 1,
  shipped: 0,
  completed: 4,
  cancelled: 0,
  returned: 0,
  all: 5 + fresh,
});

function Shell({ sound }: { sound: boolean }) {
  useDocumentTitle(useNewOrdersCount());
  useNewOrderAlerts(() => sound);
  return (
    <SidebarProvider defaultExpanded>
      <SideMenu />
    </SidebarProvider>
  );
}

function renderShell(sound: boolean, fresh: number) {
  stubApi(({ url }) => {
    if (url.includes('/orders/counts')) return { data: counts(fresh) };
    if (url.includes('/reviews')) return { data: { unanswered: 0 } };
    return { data: {} };
  });
  return renderWithProviders(<Shell sound={sound} />);
}

const ordersEntry = () => screen.getByRole('link', { name: /Замовлення/ });
const newOrder = (number: string) => ({
  order: {
    id: 9,
    number,
    buyer: { name: 'Ірина Бойко', phone: '+380501234567' },
    total: 1580,
    total_format: '1 580 грн',
  },
  counts: counts(3),
});

/** The panel's tab goes to the background (or comes back), as the browser tells it. */
function tabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

describe('new orders in the side menu and the tab title', () => {
  afterEach(() => tabHidden(false));

  it('shows the count of new orders beside «Замовлення», in the background tab’s title, and follows a new order live with a toast', async () => {
    renderShell(false, 2);
    expect(await within(ordersEntry()).findByTestId('menu-count')).toHaveTextContent('2');
    expect(ordersEntry()).toHaveAccessibleName('Замовлення, нових: 2');
    // On screen the title stays SPEC's; in the background it leads with the count.
    expect(document.title).toBe('Постачальники');
    tabHidden(true);
    expect(document.title).toBe('(2) Постачальники');

    act(() => live.send(newOrder('1042'), 'order.created'));
    expect(await screen.findByText('Нове замовлення № 1042')).toBeInTheDocument();
    await waitFor(() => expect(within(ordersEntry()).getByTestId('menu-count')).toHaveTextContent('3'));
    expect(document.title).toBe('(3) Постачальники');
    expect(screen.getByText('Ірина Бойко · 1 580 грн')).toBeInTheDocument();
    expect(chime.played).toBe(0);
  });

  it('plays the chime when the seller turned the sound on; a changed order brings no toast; no count when none are new', async () => {
    chime.played = 0;
    renderShell(true, 0);
    tabHidden(true);
    await screen.findByRole('link', { name: 'Замовлення' });
    expect(within(ordersEntry()).queryByTestId('menu-count')).toBeNull();
    expect(document.title).toBe('Постачальники');

    act(() => live.send({ ...newOrder('1043'), counts: counts(0) }, 'order.changed'));
    expect(screen.queryByText('Нове замовлення № 1043')).toBeNull();
    expect(chime.played).toBe(0);

    act(() => live.send(newOrder('1044'), 'order.created'));
    expect(await screen.findByText('Нове замовлення № 1044')).toBeInTheDocument();
    expect(chime.played).toBe(1);
    await waitFor(() => expect(document.title).toBe('(3) Постачальники'));
  });
});
