import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BalanceHistoryRow } from '@supplier/contracts/money-balances';
import i18n from '@/lib/i18n';
import { HistoryTable } from './history-table';

const row = (id: number, type: BalanceHistoryRow['type'], amount: number, after: number): BalanceHistoryRow => ({
  id,
  type,
  title: type,
  description: null,
  amount,
  amount_format: `${amount} грн`,
  balance_after: after,
  balance_after_format: `${after} грн`,
  created_at: '2026-11-20T10:00:00Z',
});
const rows = [row(2, 'transfer_from_main', -1200, 2300.5), row(1, 'top_up', 3500.5, 3500.5)];

describe('a balance history', () => {
  afterEach(() => i18n.changeLanguage('uk'));

  it('signs and writes amounts the Ukrainian way in Ukrainian', () => {
    render(<HistoryTable rows={rows} />);
    const amounts = screen.getAllByTestId('history-amount').map((cell) => cell.textContent);
    expect(amounts).toEqual(['-1 200 грн', '+3 500,50 грн']);
    expect(screen.getAllByText('20.11.2026').length).toBeGreaterThan(0);
  });

  it('in English: UAH, a decimal point and the date in words, nothing in Ukrainian but the data', async () => {
    await i18n.changeLanguage('en');
    const { container } = render(<HistoryTable rows={rows} />);
    const amounts = screen.getAllByTestId('history-amount').map((cell) => cell.textContent);
    expect(amounts).toEqual(['-UAH\u00a01,200', '+UAH\u00a03,500.50']);
    const table = screen.getByRole('table');
    expect(within(table).getAllByText('UAH 2,300.50').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('20 Nov 2026').length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(/грн|[а-яіїєґ]/i);
  });
});
