import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { returnReasonLabels } from '@supplier/contracts/returns-constants';
import { LoadingRows } from '@/components/ui/page-states';
import { useCan } from '@/lib/permissions';
import { useDashboardReturns } from '../api/dashboard-returns';
import type { PeriodParams } from '../lib/period';
import { Bars } from './bars';

/** Counts and percentages in the interface language (`4,2` / `4.2`), as the KPI cards have them. */
const numbers = {
  uk: new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }),
};

/**
 * The period's returns beside the KPI cards: how many requests came (against the previous
 * period), how many per 100 completed orders, and why buyers send goods back. Nothing while it
 * fails (the rest of the dashboard stands).
 */
export function ReturnsFigures({ period }: { period: PeriodParams }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language === 'en' ? 'en' : 'uk';
  const plain = (value: number) => numbers[locale].format(value).replace(/[\u00a0\u202f]/g, ' ');
  const percent = (value: number | null) => (value === null ? '—' : `${plain(value)} %`);
  const returns = useDashboardReturns(period);
  // the accountant sees the figures but works no returns (ADR 0041)
  const opensReturns = useCan('returns');
  if (returns.isPending) return <LoadingRows rows={1} className="h-40" />;
  if (!returns.data) return null;
  const { requests, rate, top_reasons: reasons } = returns.data;
  const tile = 'min-w-0 rounded-xl border border-border bg-card p-4';
  return (
    <section
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-4"
      aria-busy={returns.isFetching}
      data-testid="dashboard-returns"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold">{t('returnsFigures.title')}</h2>
        {opensReturns && (
          <Link to="/returns?tab=all" className="text-sm font-medium text-primary hover:underline">
            {t('returnsFigures.open')}
          </Link>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <dl className="grid grid-cols-2 content-start gap-3">
          <div className={tile}>
            <dt className="text-sm text-muted-foreground">{t('returnsFigures.requests')}</dt>
            <dd className="mt-1 text-lg font-semibold sm:text-xl" data-testid="dashboard-returns-count">
              {plain(requests.value)}
            </dd>
            <dd className="text-xs text-muted-foreground">
              {t('kpi.previous', { previous: plain(requests.previous) })}
            </dd>
          </div>
          <div className={tile}>
            <dt className="text-sm text-muted-foreground">{t('returnsFigures.rate')}</dt>
            <dd className="mt-1 text-lg font-semibold sm:text-xl" data-testid="dashboard-returns-rate">
              {percent(rate.value)}
            </dd>
            <dd className="text-xs text-muted-foreground">{t('kpi.previous', { previous: percent(rate.previous) })}</dd>
          </div>
        </dl>
        <div className="grid content-start gap-2">
          <h3 className="text-sm font-medium">{t('returnsFigures.reasons')}</h3>
          {reasons.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('returnsFigures.none')}</p>
          ) : (
            <Bars
              testId="dashboard-returns-reasons"
              rows={reasons.map((row) => ({
                key: row.reason,
                label: `${returnReasonLabels[locale][row.reason]} · ${percent(row.percent)}`,
                value: row.count,
              }))}
            />
          )}
        </div>
      </div>
    </section>
  );
}
