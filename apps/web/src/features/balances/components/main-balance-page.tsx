import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowUpRight, Plus } from 'lucide-react';
import type { LedgerEntryType } from '@supplier/contracts/money-ledger';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useMainBalance } from '../api/get-main-balance';
import { useHistoryParams } from '../hooks/use-history-params';
import { BALANCE_PATHS } from '../paths';
import { BalanceFigure } from './balance-figure';
import { BalanceTabs } from './balance-tabs';
import { HistorySection } from './history-section';
import { ErrorState } from '@/components/ui/page-states';
import { TopUpDialog } from './top-up-dialog';

/** The entry types the main balance can have. */
export const MAIN_TYPES: readonly LedgerEntryType[] = [
  'top_up',
  'transfer_from_main',
  'transfer_to_main',
  'referral_reward',
  'order_income',
  'order_reversal',
  'payout_hold',
  'payout_release',
];

/** `Баланс` (/payments/balances/main-balance): the main balance, its history and the top-up. */
export function MainBalancePage({ title }: { title: string }) {
  const { t } = useTranslation('balances');
  const params = useHistoryParams();
  const result = useMainBalance(params.query, !params.rangeInvalid);
  const [topUpOpen, setTopUpOpen] = useState(false);
  const { data, isPending, isError, error, refetch, isRefetching } = result;

  return (
    <section className="flex flex-col gap-4" data-testid="main-balance-page">
      <PageHeader title={title} description={t('main.description')} />
      <BalanceTabs />
      {isError && !data ? (
        <ErrorState
          title={t('loadError')}
          error={error}
          onRetry={() => void refetch()}
          retrying={isRefetching}
          testId="balance-error"
        />
      ) : (
        <BalanceFigure
          label={t('main.figure')}
          value={data?.balance}
          loading={isPending && !params.rangeInvalid}
          hint={t('main.figureHint')}
          testId="main-balance-amount"
          actions={
            <>
              <Button onClick={() => setTopUpOpen(true)} data-testid="top-up-button">
                <Plus aria-hidden />
                {t('main.topUp')}
              </Button>
              <Button asChild variant="outline">
                <Link to={BALANCE_PATHS.payouts}>
                  <ArrowUpRight aria-hidden />
                  {t('main.payouts')}
                </Link>
              </Button>
            </>
          }
        />
      )}
      <TopUpDialog open={topUpOpen} onOpenChange={setTopUpOpen} balance={data?.balance} />
      <HistorySection title={t('main.historyTitle')} types={MAIN_TYPES} params={params} result={result} />
    </section>
  );
}
