import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardStatistics } from '@supplier/contracts/dashboard';
import { dashboardRegionLabels } from '@supplier/contracts/dashboard-constants';
import { orderStatusLabels } from '@supplier/contracts/orders-constants';
import { EmptyState, QueryStates } from '@/components/ui/page-states';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { formatHryvnias, formatShortMoney } from '@/lib/money-format';
import { formatNumber } from '@/lib/number-format';
import { useAddressParams } from '@/lib/use-address-params';
import { formatDate } from '@/lib/date-format';
import { useCan } from '@/lib/permissions';
import { useDashboardLive, useDashboardStatistics } from '../api/dashboard';
import { periodFromAddress, periodToAddress } from '../lib/period';
import { Bars } from './bars';
import { KpiCards } from './kpi-cards';
import { PeriodPicker } from './period-picker';
import { ReturnsFigures } from './returns-figures';
import { Timeline } from './timeline';
import { TopProducts } from './top-products';
import { TrendChart } from '@/components/charts/trend-chart';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-4" data-testid={testId}>
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const count = (value: number) => formatNumber(Math.round(value));

function Figures({ stats }: { stats: DashboardStatistics }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language === 'en' ? 'en' : 'uk';
  const days = useMemo(() => stats.series.map((row) => row.day), [stats.series]);
  const revenue = useMemo(() => stats.series.map((row) => row.revenue), [stats.series]);
  const orders = useMemo(() => stats.series.map((row) => row.orders), [stats.series]);
  // the previous period's lines, kept while the figures and the language are (the chart redraws on a change)
  const [previousRevenue, previousOrders] = useMemo(() => {
    const legend = { label: t('chart.previous'), currentLabel: t('chart.current') };
    return [
      { values: stats.series.map((row) => row.previous_revenue), ...legend },
      { values: stats.series.map((row) => row.previous_orders), ...legend },
    ];
  }, [stats.series, t]);
  return (
    <>
      <KpiCards totals={stats.totals} balance={stats.balance} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('charts.revenue')} testId="dashboard-revenue-chart">
          <TrendChart
            days={days}
            values={revenue}
            label={t('charts.revenue')}
            format={formatHryvnias}
            axisFormat={formatShortMoney}
            previous={previousRevenue}
            dayLabel={t('chart.day')}
            failedText={t('chart.failed')}
          />
        </Section>
        <Section title={t('charts.orders')} testId="dashboard-orders-chart">
          <TrendChart
            days={days}
            values={orders}
            label={t('charts.orders')}
            format={count}
            previous={previousOrders}
            dayLabel={t('chart.day')}
            failedText={t('chart.failed')}
          />
        </Section>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Section title={t('top.title')}>
          <TopProducts products={stats.top_products} />
        </Section>
        <Section title={t('statuses.title')}>
          <Bars
            testId="dashboard-statuses"
            rows={stats.statuses.map((row) => ({
              key: row.status,
              label: orderStatusLabels[locale][row.status],
              value: row.orders,
            }))}
          />
        </Section>
        <Section title={t('regions.title')}>
          {stats.regions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('regions.empty')}</p>
          ) : (
            <Bars
              testId="dashboard-regions"
              rows={stats.regions.map((row) => ({
                key: row.region,
                label: dashboardRegionLabels[locale][row.region],
                value: row.orders,
              }))}
            />
          )}
        </Section>
      </div>
    </>
  );
}

function Loading() {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col gap-4" role="status" aria-live="polite" data-testid="dashboard-loading">
      <span className="sr-only">{t('loading')}</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-5">
        {Array.from({ length: 9 }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}

/**
 * /dashboard/statistics (issue 15): a period's figures against the previous one, charts by day,
 * top products, statuses, oblasts and the timeline. A seller who has never had an order sees
 * `start` (the balance, subscription, store and shortcuts the route composes) instead of figures.
 */
export function DashboardPage({ start }: { start: ReactNode }) {
  const { t } = useTranslation(['dashboard', 'routes']);
  const [address, setAddress] = useAddressParams();
  const period = useMemo(() => periodFromAddress(address), [address]);
  const statistics = useDashboardStatistics(period);
  // adding products is the catalogue's (ADR 0041)
  const addsProducts = useCan('catalogue');
  useDashboardLive();
  const stats = statistics.data;

  return (
    <section className="flex min-w-0 flex-col gap-4" data-testid="dashboard">
      <PageHeader
        title={t('routes:statistics')}
        description={
          stats
            ? t('period.range', {
                from: formatDate(`${stats.period.from}T12:00:00Z`),
                to: formatDate(`${stats.period.to}T12:00:00Z`),
                previousFrom: formatDate(`${stats.period.previous_from}T12:00:00Z`),
                previousTo: formatDate(`${stats.period.previous_to}T12:00:00Z`),
              })
            : t('description')
        }
      />
      <PeriodPicker
        key={period.period === 'custom' ? `${period.date_from}-${period.date_to}` : 'fixed'}
        value={period}
        onChange={(next) => setAddress((current) => periodToAddress(current, next), { replace: true })}
      />
      <div aria-busy={statistics.isFetching} className="flex min-w-0 flex-col gap-4">
        <QueryStates
          result={statistics}
          loading={<Loading />}
          error={{ title: t('failed'), testId: 'dashboard-error' }}
        >
          {(data) =>
            data.has_orders ? (
              <>
                <Figures stats={data} />
                <ReturnsFigures period={period} />
              </>
            ) : (
              <>
                <EmptyState
                  testId="dashboard-empty"
                  title={t('empty.title')}
                  description={t('empty.description')}
                  action={
                    addsProducts && (
                      <Link to="/products/list" className="text-sm font-medium text-primary hover:underline">
                        {t('empty.action')}
                      </Link>
                    )
                  }
                />
                {start}
              </>
            )
          }
        </QueryStates>
      </div>
      <Section title={t('timeline.title')} testId="dashboard-timeline-section">
        <Timeline />
      </Section>
    </section>
  );
}
