import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardStatistics } from '@supplier/contracts/dashboard';
import i18n from '@/lib/i18n';
import { KpiCards } from './kpi-cards';

const count = { value: 1234, previous: 609, change: 102.8 };
const money = { ...count, format: '1 234 грн', previous_format: '609 грн' };
const totals: DashboardStatistics['totals'] = {
  revenue: money,
  orders: count,
  average_order: money,
  cancellations: count,
  returns: count,
  units: count,
  reviews: count,
  rating: { value: 4.5, previous: null, change: null },
};

describe('the dashboard figures', () => {
  afterEach(() => i18n.changeLanguage('uk'));

  it('write counts, money and percentages the Ukrainian way in Ukrainian', () => {
    render(<KpiCards totals={totals} balance={{ value: 2500.5, format: '2 500,50 грн' }} />);
    expect(screen.getAllByText('1 234').length).toBeGreaterThan(0);
    expect(screen.getAllByText('1 234 грн').length).toBeGreaterThan(0);
    expect(screen.getAllByText('102,8 %').length).toBeGreaterThan(0);
    expect(screen.getByText('2 500,50 грн')).toBeInTheDocument();
  });

  it('and the English way in English, money in UAH (ADR 0043)', async () => {
    await i18n.changeLanguage('en');
    const { container } = render(<KpiCards totals={totals} balance={{ value: 2500.5, format: '2 500,50 грн' }} />);
    expect(screen.getAllByText('1,234').length).toBeGreaterThan(0);
    expect(screen.getAllByText('UAH 1,234').length).toBeGreaterThan(0);
    expect(screen.getAllByText('102.8%').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Up 102.8% on the previous period (609).').length).toBeGreaterThan(0);
    expect(screen.getByText('UAH 2,500.50')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/грн|[а-яіїєґ]/i);
  });
});
