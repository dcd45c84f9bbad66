import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plus, Wallet } from 'lucide-react';
import type { Campaign, CampaignsResponse } from '@supplier/contracts/advertising';
import { Alert, AlertActions, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import { toast } from '@/components/ui/use-toast';
import { apiErrorCode } from '@/lib/form';
import { showErrorToast } from '@/lib/api-client';
import { useCampaigns, useCampaignSwitch } from '../api/advertising';
import { Figures, Section } from './ad-figures';
import { CampaignCard } from './campaign-card';
import { CampaignDialog } from './campaign-dialog';
import { CampaignStatsPanel } from './campaign-stats-panel';
import { ServicesLowDialog } from './services-low-dialog';
import { formatHryvnias } from '@/lib/money-format';

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
      <ListStates
        result={campaigns}
        loading={{ rows: 4, className: 'h-28', testId: 'advertising-loading' }}
        error={{ title: t('loadError') }}
        empty={
          campaigns.data && (
            <>
              <ServicesBalance campaigns={campaigns.data} />
              <EmptyState
                title={t('empty.title')}
                description={t('empty.description')}
                action={create}
                testId="advertising-empty"
              />
            </>
          )
        }
      >
        {(data) => (
          <>
            <ServicesBalance campaigns={data} />
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
            <Figures figures={data.summary} testId="advertising-summary" />
            <Section title={t('list.title')}>
              <ul className="grid gap-3 lg:grid-cols-2" data-testid="campaign-list">
                {data.data.map((campaign) => (
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
      </ListStates>
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

/** What the services balance holds and what clicks have cost but are not billed yet. */
function ServicesBalance({ campaigns }: { campaigns: CampaignsResponse }) {
  const { t } = useTranslation('advertising');
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid="advertising-balance">
      <span className="inline-flex items-center gap-1">
        <Wallet className="size-4 text-muted-foreground" aria-hidden />
        {t('balance.services')}{' '}
        <Link to="/payments/balances/balance-services" className="font-medium underline-offset-4 hover:underline">
          {formatHryvnias(campaigns.service_balance)}
        </Link>
      </span>
      <span>
        {t('balance.unbilled')} <span className="font-medium">{formatHryvnias(campaigns.unbilled)}</span>
      </span>
    </p>
  );
}
