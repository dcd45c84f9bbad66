import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { SidebarProvider } from '@/components/ui/sidebar';
import { queryClient as panelQueryClient } from '@/lib/query-client';
import { renderWithProviders, stubApi } from '@/test/render';
import { ReferralEarnings } from './referral-earnings';

vi.mock('@/lib/use-customer-events', () => ({ useCustomerEvents: () => undefined }));

describe('the menu footer’s referral earnings', () => {
  it('shows the reward at once and asks for the earnings only after the first page’s own data (issue 36)', async () => {
    const fetchMock = stubApi(({ url }) =>
      url.includes('/referral-earnings')
        ? { total_referral_earnings: 124.75, total_referral_earnings_formatted: '124,75 грн' }
        : {},
    );
    // the first page is still asking for its rows
    let answerPage: (rows: string[]) => void = () => undefined;
    const page = panelQueryClient.fetchQuery({
      queryKey: ['first-page-rows'],
      queryFn: () => new Promise<string[]>((resolve) => (answerPage = resolve)),
    });

    renderWithProviders(
      <SidebarProvider defaultExpanded>
        <ReferralEarnings userId={7} />
      </SidebarProvider>,
    );

    expect(screen.getByTestId('referral-reward')).toHaveTextContent(
      '25% від кожної оплати послуг платформи запрошеним постачальником',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/referral-earnings'))).toBe(false);
    expect(screen.queryByTestId('referral-earnings-total')).not.toBeInTheDocument();

    answerPage(['row']);
    await page;
    expect(await screen.findByTestId('referral-earnings-total')).toHaveTextContent('124,75 грн');
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/referral-earnings'))).toHaveLength(1),
    );
  });
});
