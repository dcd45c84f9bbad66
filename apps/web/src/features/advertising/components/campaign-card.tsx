import { useTranslation } from 'react-i18next';
import { BarChart3, Pause, Pencil, Play } from 'lucide-react';
import type { Campaign, CampaignStatus } from '@supplier/contracts/advertising';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/date-format';
import { plain } from './ad-figures';
import { formatHryvnias } from '@/lib/money-format';

const STATUS_BADGE: Record<CampaignStatus, 'success' | 'secondary' | 'outline' | 'warning'> = {
  active: 'success',
  paused: 'secondary',
  ended: 'outline',
  out_of_funds: 'warning',
};

/** A campaign in the list: dates, terms, today's spend against the budget, totals and its actions. */
export function CampaignCard({
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
        {t('card.terms', { bid: formatHryvnias(campaign.bid), budget: formatHryvnias(campaign.daily_budget) })}
        {' · '}
        {t('card.products', { count: campaign.products.length })}
      </p>
      <div className="grid gap-1">
        <div className="flex flex-wrap justify-between gap-x-3 text-sm">
          <span>{t('card.today')}</span>
          <span data-testid="campaign-today">
            {t('card.todayFigures', {
              clicks: plain(campaign.today.clicks),
              spend: formatHryvnias(campaign.today.spend),
              budget: formatHryvnias(campaign.daily_budget),
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
            {formatHryvnias(campaign.totals.spend)}
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
