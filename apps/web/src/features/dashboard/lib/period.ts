import {
  DASHBOARD_MAX_DAYS,
  dashboardPeriods,
  daysBetween,
  type DashboardPeriod,
} from '@supplier/contracts/dashboard-constants';

/** The period as the address and the API carry it. */
export interface PeriodParams {
  period: DashboardPeriod;
  date_from?: string;
  date_to?: string;
}

export const DEFAULT_PERIOD: DashboardPeriod = '7d';
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Why a custom range cannot be asked for, or null when it can. */
export function customRangeProblem(from: string, to: string): 'incomplete' | 'order' | 'too_long' | null {
  if (!isoDay.test(from) || !isoDay.test(to)) return 'incomplete';
  if (from > to) return 'order';
  if (daysBetween(from, to) > DASHBOARD_MAX_DAYS) return 'too_long';
  return null;
}

/** `?period=30d` or `?period=custom&from=…&to=…`; anything else is the default period. */
export function periodFromAddress(params: URLSearchParams): PeriodParams {
  const period = params.get('period') as DashboardPeriod | null;
  if (period === 'custom') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    if (customRangeProblem(from, to) === null) return { period, date_from: from, date_to: to };
    return { period: DEFAULT_PERIOD };
  }
  return { period: period && dashboardPeriods.includes(period) ? period : DEFAULT_PERIOD };
}

/** The address of a period (the default leaves the address clean). */
export function periodToAddress(current: URLSearchParams, period: PeriodParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('from');
  next.delete('to');
  if (period.period === DEFAULT_PERIOD) next.delete('period');
  else next.set('period', period.period);
  if (period.period === 'custom') {
    next.set('from', period.date_from ?? '');
    next.set('to', period.date_to ?? '');
  }
  return next;
}
