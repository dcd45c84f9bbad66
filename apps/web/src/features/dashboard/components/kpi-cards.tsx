import { useTranslation } from 'react-i18next';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { DashboardStatistics } from '@supplier/contracts/dashboard';
import { cn } from '@/lib/cn';
import { formatHryvnias } from '@/lib/money-format';
import { formatNumber, formatPercent } from '@/lib/number-format';

type Totals = DashboardStatistics['totals'];
type Key = keyof Totals;

/** The cards in order; for cancellations and returns a rise is bad news. */
const CARDS: { key: Key; worseWhenUp?: boolean }[] = [
  { key: 'revenue' },
  { key: 'orders' },
  { key: 'average_order' },
  { key: 'units' },
  { key: 'cancellations', worseWhenUp: true },
  { key: 'returns', worseWhenUp: true },
  { key: 'reviews' },
  { key: 'rating' },
];
const MONEY = new Set<Key>(['revenue', 'average_order']);

/** The period's figures, each with its change against the previous period (colour, arrow and words). */
export function KpiCards({ totals, balance }: { totals: Totals; balance: DashboardStatistics['balance'] }) {
  const { t } = useTranslation('dashboard');
  const text = (key: Key, value: number | null) => {
    if (value === null) return '—';
    if (MONEY.has(key)) return formatHryvnias(value);
    return key === 'rating' ? `${formatNumber(value)} ★` : formatNumber(value);
  };
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-5" data-testid="dashboard-kpis">
      {CARDS.map(({ key, worseWhenUp }) => {
        const figure = totals[key];
        const change = figure.change;
        const direction = change === null || change === 0 ? 'same' : change > 0 ? 'up' : 'down';
        const good = direction === 'same' ? null : (direction === 'up') !== Boolean(worseWhenUp);
        const Icon = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : Minus;
        const previous = text(key, figure.previous);
        const changeWords =
          change === null
            ? t('kpi.noComparison', { previous })
            : direction === 'same'
              ? t('kpi.same', { previous })
              : t(direction === 'up' ? 'kpi.up' : 'kpi.down', { change: formatPercent(Math.abs(change)), previous });
        return (
          <div key={key} className="min-w-0 rounded-xl border border-border bg-card p-4" data-testid={`kpi-${key}`}>
            <dt className="truncate text-sm text-muted-foreground">{t(`kpi.${key}`)}</dt>
            <dd className="mt-1 flex flex-col gap-1">
              <span className="text-lg font-semibold break-words sm:text-xl" data-testid={`kpi-${key}-value`}>
                {text(key, figure.value)}
              </span>
              <span
                className={cn(
                  'flex items-center gap-1 text-xs',
                  good === null ? 'text-muted-foreground' : good ? 'text-success' : 'text-danger',
                )}
              >
                {change !== null && <Icon className="size-3.5 shrink-0" aria-hidden />}
                <span aria-hidden>{change === null ? '—' : formatPercent(Math.abs(change))}</span>
                <span className="sr-only">{changeWords}</span>
              </span>
              <span className="text-xs break-words text-muted-foreground" aria-hidden>
                {t('kpi.previous', { previous })}
              </span>
            </dd>
          </div>
        );
      })}
      <div className="min-w-0 rounded-xl border border-border bg-card p-4" data-testid="kpi-balance">
        <dt className="truncate text-sm text-muted-foreground">{t('kpi.balance')}</dt>
        <dd className="mt-1 text-lg font-semibold break-words sm:text-xl">{formatHryvnias(balance.value)}</dd>
      </div>
    </dl>
  );
}
