import { useTranslation } from 'react-i18next';
import { ATTRIBUTION_DAYS, type AdFigures, type Campaign, type CampaignStats } from '@supplier/contracts/advertising';
import { TrendChart } from '@/components/charts/trend-chart';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState, QueryStates } from '@/components/ui/page-states';
import { formatDate } from '@/lib/date-format';
import { formatHryvnias } from '@/lib/money-format';
import { useCampaignStats } from '../api/advertising';
import { Figures, Section, percent, plain } from './ad-figures';

/** A campaign's statistics: the period's totals, clicks and spend by day, and tables by product and by day. */
export function CampaignStatsPanel({ campaign }: { campaign: Campaign }) {
  const stats = useCampaignStats(campaign.id);
  return (
    <QueryStates result={stats} loading={{ rows: 3, className: 'h-24' }}>
      {(data) => <Stats campaign={campaign} data={data} />}
    </QueryStates>
  );
}

function Stats({ campaign, data }: { campaign: Campaign; data: CampaignStats }) {
  const { t } = useTranslation('advertising');
  const days = data.days.map((row) => row.day);
  return (
    <Section title={t('stats.title', { name: campaign.name })} testId="campaign-stats">
      <p className="text-sm text-muted-foreground">
        {t('stats.period', {
          from: formatDate(`${data.date_from}T12:00:00Z`),
          to: formatDate(`${data.date_to}T12:00:00Z`),
        })}{' '}
        {t('stats.attribution', { days: ATTRIBUTION_DAYS })}
      </p>
      <Figures figures={data.totals} testId="campaign-stats-totals" />
      {data.days.length === 0 ? (
        <EmptyState title={t('stats.emptyTitle')} description={t('stats.emptyDescription')} />
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="min-w-0">
              <h3 className="mb-2 text-sm font-medium">{t('stats.clicksChart')}</h3>
              <TrendChart
                days={days}
                values={data.days.map((row) => row.clicks)}
                label={t('stats.clicksChart')}
                format={plain}
                dayLabel={t('stats.day')}
                failedText={t('stats.chartFailed')}
                testId="campaign-clicks-chart"
              />
            </div>
            <div className="min-w-0">
              <h3 className="mb-2 text-sm font-medium">{t('stats.spendChart')}</h3>
              <TrendChart
                days={days}
                values={data.days.map((row) => row.spend)}
                label={t('stats.spendChart')}
                format={formatHryvnias}
                dayLabel={t('stats.day')}
                failedText={t('stats.chartFailed')}
              />
            </div>
          </div>
          <FiguresTable
            caption={t('stats.byProduct')}
            first={t('stats.product')}
            rows={data.products.map((row) => ({ key: String(row.product_id), label: row.name, figures: row }))}
          />
          <FiguresTable
            caption={t('stats.byDay')}
            first={t('stats.day')}
            rows={[...data.days]
              .reverse()
              .map((row) => ({ key: row.day, label: formatDate(`${row.day}T12:00:00Z`), figures: row }))}
          />
        </>
      )}
    </Section>
  );
}

interface FiguresRow {
  key: string;
  label: string;
  figures: AdFigures;
}

/** The figures a table lists after its first column, each as the page writes it. */
const FIGURE_COLUMNS = [
  ['impressions', (figures) => plain(figures.impressions)],
  ['clicks', (figures) => plain(figures.clicks)],
  ['ctr', (figures) => percent(figures.ctr)],
  ['spend', (figures) => formatHryvnias(figures.spend)],
  ['orders', (figures) => plain(figures.orders)],
  ['revenue', (figures) => formatHryvnias(figures.revenue)],
] as const satisfies readonly [keyof AdFigures, (figures: AdFigures) => string][];

function FiguresTable({ caption, first, rows }: { caption: string; first: string; rows: FiguresRow[] }) {
  const { t } = useTranslation('advertising');
  const columns: DataColumn<FiguresRow>[] = [
    {
      id: 'label',
      header: first,
      rowHeader: true,
      className: 'max-w-[16rem] truncate pr-3 pl-4',
      cell: (row) => row.label,
    },
    ...FIGURE_COLUMNS.map(([id, value]) => ({
      id,
      header: t(`figures.${id}`),
      className: 'px-2 text-right whitespace-nowrap tabular-nums last:pr-4',
      cell: (row: FiguresRow) => value(row.figures),
    })),
  ];
  return (
    <DataTable
      caption={caption}
      captionVisible
      minWidth="min-w-[36rem]"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
    />
  );
}
