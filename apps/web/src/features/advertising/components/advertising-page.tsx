import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarChart3, Pause, Pencil, Play, Plus, Wallet } from 'lucide-react';
import { ATTRIBUTION_DAYS, type AdFigures, type Campaign, type CampaignStatus } from '@supplier/contracts/advertising';
import { TrendChart } from '@/components/charts/trend-chart';
import { Alert, AlertActions, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingRows } from '@/components/ui/page-states';
import { toast } from '@/components/ui/use-toast';
import { apiErrorCode } from '@/lib/form';
import { showErrorToast } from '@/lib/api-client';
import { formatDate } from '@/lib/date-format';
import { formatMoney } from '@/lib/money-format';
import { useCampaigns, useCampaignStats, useCampaignSwitch } from '../api/advertising';
import { CampaignDialog } from './campaign-dialog';
import { ServicesLowDialog } from './services-low-dialog';

const STATUS_BADGE: Record<CampaignStatus, 'success' | 'secondary' | 'outline' | 'warning'> = {
  active: 'success',
  paused: 'secondary',
  ended: 'outline',
  out_of_funds: 'warning',
};

const number = new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 2 });
const plain = (value: number) => number.format(value).replace(/[\u00a0\u202f]/g, ' ');
const percent = (value: number) => `${plain(value)} %`;

function Figures({ figures, testId }: { figures: AdFigures; testId?: string }) {
  const { t } = useTranslation('advertising');
  const items: [string, string, string][] = [
    ['impressions', t('figures.impressions'), plain(figures.impressions)],
    ['clicks', t('figures.clicks'), plain(figures.clicks)],
    ['ctr', t('figures.ctr'), percent(figures.ctr)],
    ['spend', t('figures.spend'), figures.spend_format],
    ['orders', t('figures.orders'), plain(figures.orders)],
    ['revenue', t('figures.revenue'), figures.revenue_format],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" data-testid={testId}>
      {items.map(([key, label, value]) => (
        <div key={key} className="min-w-0 rounded-xl border border-border bg-card p-3" data-figure={key}>
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-lg font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-4" data-testid={testId}>
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function CampaignCard({
  campaign,
  selected,
  busy,
  onStats,
  onEdit,
  onSwitch,
}: {
  campaign: Campaign;
  selected: boolean;
  busy: boolean;
  onStats(): void;
  onEdit(): void;
  onSwitch(action: 'pause' | 'resume'): void;
}) {
  const { t } = useTranslation('advertising');
  const used = campaign.daily_budget > 0 ? Math.min(100, (campaign.today.spend / campaign.daily_budget) * 100) : 0;
  const canResume = campaign.status === 'paused' || campaign.status === 'out_of_funds';
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-4 data-[selected=true]:border-primary"
      data-selected={selected}
      data-testid="campaign-card"
      data-status={campaign.status}
    >
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words" data-seller-data="">
            {campaign.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t('card.dates', {
              from: formatDate(`${campaign.starts_on}T12:00:00Z`),
              to: campaign.ends_on ? formatDate(`${campaign.ends_on}T12:00:00Z`) : t('card.noEnd'),
            })}
          </p>
        </div>
        <Badge variant={STATUS_BADGE[campaign.status]} data-testid="campaign-status">
          {t(`status.${campaign.status}`)}
        </Badge>
      </div>
      <p className="text-sm">
        {t('card.terms', { bid: campaign.bid_format, budget: campaign.daily_budget_format })}
        {' · '}
        {t('card.products', { count: campaign.products.length })}
      </p>
      <div className="grid gap-1">
        <div className="flex flex-wrap justify-between gap-x-3 text-sm">
          <span>{t('card.today')}</span>
          <span data-testid="campaign-today">
            {t('card.todayFigures', {
              clicks: plain(campaign.today.clicks),
              spend: campaign.today.spend_format,
              budget: campaign.daily_budget_format,
            })}
          </span>
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={t('card.budgetUsed')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(used)}
        >
          <div className="h-full bg-primary" style={{ width: `${used}%` }} />
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('figures.clicks')}</dt>
          <dd className="font-medium" data-testid="campaign-clicks">
            {plain(campaign.totals.clicks)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('figures.spend')}</dt>
          <dd className="font-medium" data-testid="campaign-spend">
            {campaign.totals.spend_format}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('figures.orders')}</dt>
          <dd className="font-medium">{plain(campaign.totals.orders)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant={selected ? 'default' : 'outline'} onClick={onStats} aria-pressed={selected}>
          <BarChart3 aria-hidden />
          {t('actions.stats')}
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit} data-testid="campaign-edit">
          <Pencil aria-hidden />
          {t('actions.edit')}
        </Button>
        {campaign.status === 'active' && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onSwitch('pause')}
            data-testid="campaign-pause"
          >
            <Pause aria-hidden />
            {t('actions.pause')}
          </Button>
        )}
        {canResume && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onSwitch('resume')}
            data-testid="campaign-resume"
          >
            <Play aria-hidden />
            {t('actions.resume')}
          </Button>
        )}
      </div>
    </li>
  );
}

function CampaignStatsPanel({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('advertising');
  const stats = useCampaignStats(campaign.id);
  if (stats.isPending) return <LoadingRows rows={3} className="h-24" />;
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const data = stats.data;
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
                format={formatMoney}
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
  ['spend', (figures) => figures.spend_format],
  ['orders', (figures) => plain(figures.orders)],
  ['revenue', (figures) => figures.revenue_format],
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

/**
 * `Реклама` (/dashboard/advertising): the campaigns with their figures (read again every few
 * seconds), create and edit, pause and resume, a campaign's statistics by day and product, and
 * the not-enough-on-services dialog that moves money from main (`transferToServices`, composed by
 * the route) and resumes the campaign.
 */
export function AdvertisingPage({
  transferToServices,
}: {
  /** Moves hryvnias from main to services (the balances' transfer); resolves with its message. */
  transferToServices(amount: number): Promise<string>;
}) {
  const { t } = useTranslation('advertising');
  const campaigns = useCampaigns();
  const switcher = useCampaignSwitch();
  const [editing, setEditing] = useState<{ campaign: Campaign | null } | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [lowFunds, setLowFunds] = useState<Campaign | null>(null);

  const list = campaigns.data?.data ?? [];
  const selected = list.find((campaign) => campaign.id === selectedId) ?? list[0] ?? null;
  const outOfFunds = list.find((campaign) => campaign.status === 'out_of_funds') ?? null;

  const switchCampaign = (campaign: Campaign, action: 'pause' | 'resume') =>
    switcher.mutateAsync({ id: campaign.id, action }).then(
      (saved) => toast({ variant: 'successful', description: saved.message }),
      (error: unknown) => {
        if (apiErrorCode(error) === 'insufficient_funds') setLowFunds(campaign);
        else showErrorToast(error);
      },
    );

  const create = (
    <Button onClick={() => setEditing({ campaign: null })} data-testid="campaign-create">
      <Plus aria-hidden />
      {t('actions.create')}
    </Button>
  );

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="advertising-page">
      <PageHeader title={t('title')} description={t('description')} actions={list.length > 0 ? create : undefined} />
      {campaigns.isPending ? (
        <LoadingRows rows={4} className="h-28" testId="advertising-loading" />
      ) : campaigns.isError ? (
        <ErrorState error={campaigns.error} onRetry={() => void campaigns.refetch()} retrying={campaigns.isFetching} />
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid="advertising-balance">
            <span className="inline-flex items-center gap-1">
              <Wallet className="size-4 text-muted-foreground" aria-hidden />
              {t('balance.services')}{' '}
              <Link to="/payments/balances/balance-services" className="font-medium underline-offset-4 hover:underline">
                {campaigns.data.service_balance_format}
              </Link>
            </span>
            <span>
              {t('balance.unbilled')} <span className="font-medium">{campaigns.data.unbilled_format}</span>
            </span>
          </p>
          {outOfFunds && (
            <Alert variant="warning" data-testid="advertising-out-of-funds">
              <Wallet aria-hidden />
              <AlertContent>
                <AlertTitle>{t('outOfFunds.title')}</AlertTitle>
                <AlertDescription>{t('outOfFunds.description', { name: outOfFunds.name })}</AlertDescription>
              </AlertContent>
              <AlertActions>
                <Button size="sm" variant="outline" onClick={() => setLowFunds(outOfFunds)}>
                  {t('outOfFunds.action')}
                </Button>
              </AlertActions>
            </Alert>
          )}
          {list.length === 0 ? (
            <EmptyState
              title={t('empty.title')}
              description={t('empty.description')}
              action={create}
              testId="advertising-empty"
            />
          ) : (
            <>
              <Figures figures={campaigns.data.summary} testId="advertising-summary" />
              <Section title={t('list.title')}>
                <ul className="grid gap-3 lg:grid-cols-2" data-testid="campaign-list">
                  {list.map((campaign) => (
                    <CampaignCard
                      key={campaign.id}
                      campaign={campaign}
                      selected={selected?.id === campaign.id}
                      busy={switcher.isPending}
                      onStats={() => setSelectedId(campaign.id)}
                      onEdit={() => setEditing({ campaign })}
                      onSwitch={(action) => void switchCampaign(campaign, action)}
                    />
                  ))}
                </ul>
              </Section>
              {selected && <CampaignStatsPanel campaign={selected} />}
            </>
          )}
        </>
      )}
      <CampaignDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        campaign={editing?.campaign ?? null}
      />
      <ServicesLowDialog
        open={lowFunds !== null}
        onClose={() => setLowFunds(null)}
        suggested={lowFunds?.daily_budget ?? 0}
        transfer={async (amount) => {
          const message = await transferToServices(amount);
          toast({ variant: 'successful', description: message });
        }}
        onTransferred={() => {
          const campaign = lowFunds;
          setLowFunds(null);
          if (campaign) void switchCampaign(campaign, 'resume');
        }}
      />
    </div>
  );
}
