import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/test/render';
import { ReturnsFigures } from './returns-figures';

vi.mock('@/lib/use-customer-events', () => ({ useCustomerEvents: () => undefined }));

const period = { from: '2026-11-22', to: '2026-11-28', previous_from: '2026-11-15', previous_to: '2026-11-21' };

describe('ReturnsFigures', () => {
  it('shows the period’s requests, their rate per 100 completed orders and the reasons, asked for the chosen period', async () => {
    const fetchMock = stubApi(() => ({
      data: {
        period,
        requests: { value: 12, previous: 9, change: 33.3 },
        rate: { value: 4.25, previous: null },
        top_reasons: [
          { reason: 'wrong_size', count: 7, percent: 58.3 },
          { reason: 'defect', count: 5, percent: 41.7 },
        ],
      },
    }));
    renderWithProviders(<ReturnsFigures period={{ period: '7d' }} />);
    expect(await screen.findByTestId('dashboard-returns-count')).toHaveTextContent('12');
    expect(screen.getByTestId('dashboard-returns-rate')).toHaveTextContent('4,3 %');
    expect(screen.getByTestId('dashboard-returns')).toHaveTextContent('Попередній період: —');
    const reasons = within(screen.getByTestId('dashboard-returns-reasons')).getAllByRole('listitem');
    expect(reasons.map((row) => row.textContent)).toEqual(['Не підійшов розмір · 58,3 %7', 'Брак · 41,7 %5']);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/dashboard\/returns\?period=7d$/);
  });

  it('says when no request came in the period', async () => {
    stubApi(() => ({
      data: {
        period,
        requests: { value: 0, previous: 0, change: null },
        rate: { value: 0, previous: 0 },
        top_reasons: [],
      },
    }));
    renderWithProviders(<ReturnsFigures period={{ period: '30d' }} />);
    expect(await screen.findByText('За цей період заявок на повернення не було.')).toBeInTheDocument();
  });
});
