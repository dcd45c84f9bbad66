import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { moneyPayoutsEndpointSchemas, PAYOUT_MIN_HRYVNIAS, type PayoutStatus } from '@supplier/contracts/money-payouts';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { formatHryvnias } from '@/lib/money-format';
import { useCan } from '@/lib/permissions';
import { usePayoutAccount } from '../api/get-payout-account';
import { usePayouts } from '../api/get-payouts';
import { PayoutAccountCard } from './payout-account-card';
import { PayoutRequestCard } from './payout-request-card';
import { PayoutsHistory } from './payouts-history';

const PER_PAGE = 15;

function Figure({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-semibold whitespace-nowrap" data-testid={testId}>
        {value ?? <Skeleton className="h-7 w-28" />}
      </dd>
    </div>
  );
}

/**
 * `Виплати` (/payments/payouts): what can be paid out and what is held, the bank account, a
 * payout request, and the history with statuses.
 */
export function PayoutsPage({
  title,
  available,
  topUpPath,
  onRequested,
}: {
  title: string;
  /** The main balance (hryvnias), from the route (the shell keeps them fresh). */
  available: number | undefined;
  /** Where `Поповнити баланс` leads. */
  topUpPath: string;
  onRequested?(): void;
}) {
  const { t } = useTranslation('payouts');
  const [status, setStatus] = useState<PayoutStatus | ''>('');
  const [page, setPage] = useState(1);
  const payouts = usePayouts({ page, per_page: PER_PAGE, ...(status ? { status } : {}) });
  const account = usePayoutAccount();
  const canRequest = useCan(moneyPayoutsEndpointSchemas.requestPayout);

  return (
    <section className="flex flex-col gap-4" data-testid="payouts-page">
      <PageHeader
        title={title}
        description={t('description')}
        actions={
          <Button asChild variant="outline">
            <Link to={topUpPath}>
              <Plus aria-hidden />
              {t('summary.balanceLink')}
            </Link>
          </Button>
        }
      />
      <section aria-label={t('summary.label')} className="rounded-xl border border-border bg-card p-4 sm:p-6">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Figure
            label={t('summary.available')}
            value={available === undefined ? null : formatHryvnias(available)}
            testId="payouts-available"
          />
          <Figure
            label={t('summary.held')}
            value={payouts.data ? formatHryvnias(payouts.data.held) : payouts.isError ? formatHryvnias(0) : null}
            testId="payouts-held"
          />
          <Figure label={t('summary.minimum')} value={formatHryvnias(PAYOUT_MIN_HRYVNIAS)} testId="payouts-minimum" />
        </dl>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <PayoutAccountCard />
        {canRequest && <PayoutRequestCard account={account.data} available={available} onRequested={onRequested} />}
      </div>
      <PayoutsHistory
        status={status}
        onStatus={(next) => {
          setStatus(next);
          setPage(1);
        }}
        onPage={setPage}
        result={payouts}
      />
    </section>
  );
}
