import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useSession } from './session';
import { signInAs } from '@/test/sign-in-as';
import { useCustomerEvents } from './use-customer-events';

const listened = vi.hoisted(() => [] as string[]);
vi.mock('./realtime', () => ({
  listenPrivate: (channel: string, event: string) => {
    listened.push(`${channel} ${event}`);
    return () => undefined;
  },
  onReconnected: () => () => undefined,
}));

const EVENTS = ['order.changed', 'review.created', 'balance.changed', 'customer.change'];

/** The channel and event pairs the hook subscribes to for a member of `role`. */
async function subscribedAs(role: Parameters<typeof signInAs>[0]) {
  listened.length = 0;
  signInAs(role);
  const { unmount } = renderHook(() => useCustomerEvents(EVENTS, () => undefined));
  await vi.waitFor(() => expect(listened.length).toBeGreaterThan(0));
  unmount();
  return [...listened];
}

describe('useCustomerEvents: each family on its channel, only what the role reads (ADR 0048)', () => {
  afterEach(() => useSession.getState().clear());

  it('subscribes the owner to every family', async () => {
    expect(await subscribedAs('owner')).toEqual([
      'orders.7 order.changed',
      'reviews.7 review.created',
      'balance.7 balance.changed',
      'customer.7 customer.change',
    ]);
  });

  it('keeps support off the orders and the balances', async () => {
    expect(await subscribedAs('support')).toEqual(['reviews.7 review.created', 'customer.7 customer.change']);
  });

  it('gives the warehouse the orders but not the reviews', async () => {
    expect(await subscribedAs('warehouse')).toEqual(['orders.7 order.changed', 'customer.7 customer.change']);
  });
});
