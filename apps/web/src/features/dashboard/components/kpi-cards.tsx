import { useTranslation } from 'react-i18next';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { DashboardStatistics } from '@supplier/contracts/dashboard';
import { cn } from '@/lib/cn';

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

/** Counts and percentages follow the interface language (`1 234,5` / `1,234.5`); money stays uk-UA (PRODUCT.md). */
const numbers = {
  uk: new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }),
};

/** The period's figures, each with its change against the previous period (colour, arrow and words). */
export function KpiCards({ totals, balance }: { totals: Totals; balance: DashboardStatistics['balance'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = i18n.language === 'en' ? numbers.en : numbers.uk;
  const plain = (value: number) => number.format(value).replace(/[\u00a0\u202f]/g, ' ');
  const text = (key: Key, value: number | null, formatted?: string) => {
    if (value === null) return '—';
    if (formatted !== undefined) return formatted;
    return key === 'rating' ? `${plain(value)} ★` : plain(value);
  };
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-5" data-testid="dashboard-kpis">
      {CARDS.map(({ key, worseWhenUp }) => {
        const figure = totals[key];
        const formatted = 'format' in figure ? figure.format : undefined;
        const previousFormatted = 'previous_format' in figure ? figure.previous_format : undefined;
        const change = figure.change;
        const direction = change === null || change === 0 ? 'same' : change > 0 ? 'up' : 'down';
        const good = direction === 'same' ? null : (direction === 'up') !== Boolean(worseWhenUp);
        const Icon = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : Minus;
        const previous = text(key, figure.previous, previousFormatted);
        const changeWords =
          change === null
            ? t('kpi.noComparison', { previous })
            : direction === 'same'
              ? t('kpi.same', { previous })
              : t(direction === 'up' ? 'kpi.up' : 'kpi.down', { change: plain(Math.abs(change)), previous });
        return (
          <div key={key} className="min-w-0 rounded-xl border border-border bg-card p-4" data-testid={`kpi-${key}`}>
            <dt className="truncate text-sm text-muted-foreground">{t(`kpi.${key}`)}</dt>
            <dd className="mt-1 flex flex-col gap-1">
              <span className="text-lg font-semibold break-words sm:text-xl" data-testid={`kpi-${key}-value`}>
                {text(key, figure.value, formatted)}
              </span>
              <span
                className={cn(
                  'flex items-center gap-1 text-xs',
                  good === null ? 'text-muted-foreground' : good ? 'text-success' : 'text-danger',
                )}
              >
                {change !== null && <Icon className="size-3.5 shrink-0" aria-hidden />}
                <span aria-hidden>{change === null ? '—' : `${plain(Math.abs(change))} %`}</span>
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
        <dd className="mt-1 text-lg font-semibold break-words sm:text-xl">{balance.format}</dd>
      </div>
    </dl>
  );
}
