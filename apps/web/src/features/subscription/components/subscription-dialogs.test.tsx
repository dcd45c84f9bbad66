import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { PurchaseCalls } from '../hooks/use-purchase-subscription';
import SubscriptionDialogs from './subscription-dialogs';

const calls = (): PurchaseCalls => ({
  loadContext: vi.fn(async () => ({ cost: 499, mainBalance: 1000, serviceBalance: 600 })),
  transfer: vi.fn(async () => ({ message: 'Підписку «Панель постачальника» оформлено до 28.12.2026.' })) as never,
  topUp: vi.fn() as never,
});

describe('the subscription-required modal', () => {
  it('names the period with the price, and paying confirms it before handing over', async () => {
    const onPaid = vi.fn();
    const { user } = renderWithProviders(
      <SubscriptionDialogs open onClose={vi.fn()} cost={499.5} calls={calls()} onPaid={onPaid} />,
    );
    expect(
      await screen.findByText(
        'Оформіть підписку на панель постачальника за 499,50 грн на 30 днів, щоб відкрити платні функції.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByTestId('subscribe-button'));
    expect(await screen.findByText('Підписку «Панель постачальника» оформлено до 28.12.2026.')).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledOnce();
  });
});
