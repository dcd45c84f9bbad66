import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useSession } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import { signInAs } from '@/test/sign-in-as';
import type { PurchaseCalls } from '../hooks/use-purchase-subscription';
import { SubscriptionCard } from './subscription-card';
import { SubscriptionLocked } from './subscription-locked';

const plan = { active: false, expires_at: null, cost: 499, cost_format: '499 грн' };
const calls: PurchaseCalls = { loadContext: vi.fn(), transfer: vi.fn(), topUp: vi.fn() };

describe('paying the subscription follows the member’s role (ADR 0041)', () => {
  afterEach(() => useSession.getState().clear());

  it('offers the owner to subscribe', () => {
    signInAs('owner');
    renderWithProviders(<SubscriptionCard plan={plan} calls={calls} onPaid={vi.fn()} />);
    expect(screen.getByTestId('subscription-card-button')).toHaveTextContent('Оформити');
  });

  it('shows the accountant the subscription without a button that moves money', () => {
    signInAs('accountant');
    renderWithProviders(<SubscriptionCard plan={plan} calls={calls} onPaid={vi.fn()} />);
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Не активна');
    expect(screen.queryByTestId('subscription-card-button')).not.toBeInTheDocument();
  });

  it('tells a member on a locked page that the owner subscribes', () => {
    signInAs('catalogue');
    renderWithProviders(<SubscriptionLocked onSubscribe={vi.fn()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('subscription-owner-pays')).toHaveTextContent('Підписку оформлює власник магазину.');
  });
});
