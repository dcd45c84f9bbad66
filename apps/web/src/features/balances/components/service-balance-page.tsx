import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import type { LedgerEntryType } from '@supplier/contracts/money-ledger';
import { moneyBalancesEndpointSchemas } from '@supplier/contracts/money-balances';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { formatHryvnias } from '@/lib/money-format';
import { useCan } from '@/lib/permissions';
import { useMainBalance } from '../api/get-main-balance';
import { useServiceBalance } from '../api/get-service-balance';
import { useServiceTransactions } from '../api/get-service-transactions';
import { useHistoryParams } from '../hooks/use-history-params';
import { BalanceFigure } from './balance-figure';
import { BalanceTabs } from './balance-tabs';
import { HistorySection } from './history-section';
import { ErrorState } from '@/components/ui/page-states';
import { TransferDialog, type TransferDirection } from './transfer-dialog';

/** The entry types the services balance can have. */
export const SERVICE_TYPES: readonly LedgerEntryType[] = [
  'transfer_from_main',
  'transfer_to_main',
  'subscription',
  'advertising',
];

/** Only the figure is needed: the smallest page of the main history. */
const MAIN_FIGURE_QUERY = { page: 1, per_page: 1 };

/**
 * `Баланс Послуг` (/payments/balances/balance-services): the services balance, transfers both
 * ways and its transactions. `aside` is what the route adds below the figure (the subscription).
 */
export function ServiceBalancePage({
  title,
  aside,
  onTransferred,
}: {
  title: string;
  aside?: ReactNode;
  /** After a transfer (the route refreshes the shell's balances). */
  onTransferred?(): void;
}) {
  const { t } = useTranslation('balances');
  const params = useHistoryParams();
  const services = useServiceBalance();
  const main = useMainBalance(MAIN_FIGURE_QUERY);
  const transactions = useServiceTransactions(params.query, !params.rangeInvalid);
  const [dialog, setDialog] = useState<TransferDirection | null>(null);
  // moving money between balances is the owner's (ADR 0041); the accountant reads them
  const canTransfer = useCan(moneyBalancesEndpointSchemas.transferBetweenBalances);

  const servicesData = services.data?.data;

  return (
    <section className="flex flex-col gap-4" data-testid="service-balance-page">
      <PageHeader title={title} description={t('services.description')} />
      <BalanceTabs />
      {services.isError && !services.data ? (
        <ErrorState
          title={t('loadError')}
          error={services.error}
          onRetry={() => void services.refetch()}
          retrying={services.isRefetching}
          testId="balance-error"
        />
      ) : (
        <BalanceFigure
          label={t('services.figure')}
          value={servicesData?.balance}
          loading={services.isPending}
          hint={
            <span data-testid="main-balance-hint">
              {t('services.figureHint', { amount: formatHryvnias(main.data?.balance) })}
            </span>
          }
          testId="service-balance-amount"
          actions={
            canTransfer && (
              <>
                <Button onClick={() => setDialog('transfer_from_main')} data-testid="transfer-to-services-button">
                  <ArrowDownLeft aria-hidden />
                  {t('services.toServices')}
                </Button>
                <Button
                  variant="outline"
                  onClick={() => setDialog('transfer_to_main')}
                  data-testid="transfer-to-main-button"
                >
                  <ArrowUpRight aria-hidden />
                  {t('services.toMain')}
                </Button>
              </>
            )
          }
        />
      )}
      {aside}
      {(['transfer_from_main', 'transfer_to_main'] as const).map((direction) => {
        const fromMain = direction === 'transfer_from_main';
        return (
          <TransferDialog
            key={direction}
            direction={direction}
            open={dialog === direction}
            onOpenChange={(open) => setDialog(open ? direction : null)}
            available={fromMain ? main.data?.balance : servicesData?.balance}
            onTransferred={onTransferred}
          />
        );
      })}
      <HistorySection title={t('services.historyTitle')} types={SERVICE_TYPES} params={params} result={transactions} />
    </section>
  );
}
