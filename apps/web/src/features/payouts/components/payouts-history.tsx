import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutStatuses, type PayoutStatus } from '@supplier/contracts/money-payouts';
import type { moneyPayoutsEndpoints } from '@supplier/contracts/money-payouts-endpoints';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ClampedText } from '@/components/ui/clamped-text';
import { DataTable } from '@/components/ui/data-table';
import type { EndpointResponse } from '@/lib/endpoint-client';
import { formatHryvnias } from '@/lib/money-format';
import { formatDate, formatTime } from '@/lib/date-format';
import { formatIban } from '../lib/account';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import { PayoutStatusBadge } from './status-badge';
import type { UseQueryResult } from '@tanstack/react-query';

/** The last four digits are enough to recognise an account in a list. */
const shortIban = (iban: string) => {
  const compact = iban.replace(/\s+/g, '');
  return `${compact.slice(0, 4)} … ${compact.slice(-4)}`;
};

/** Payout requests with their status, newest first, filtered by status and paginated by the server. */
export function PayoutsHistory({
  status,
  onStatus,
  onPage,
  result,
}: {
  status: PayoutStatus | '';
  onStatus(status: PayoutStatus | ''): void;
  onPage(page: number): void;
  result: UseQueryResult<EndpointResponse<typeof moneyPayoutsEndpoints.listPayouts>>;
}) {
  const { t } = useTranslation('payouts');
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  const { isPlaceholderData, isFetching } = result;
  const busy = isPlaceholderData && isFetching;

  const body = (
    <ListStates
      result={result}
      loading={{ testId: 'payouts-loading' }}
      error={{ title: t('history.loadError'), testId: 'payouts-error' }}
      empty={
        status ? (
          <EmptyState
            title={t('history.emptyFiltered')}
            testId="payouts-empty"
            action={
              <Button variant="outline" size="sm" onClick={() => onStatus('')}>
                {t('history.allStatuses')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t('history.empty')} description={t('history.emptyHint')} testId="payouts-empty" />
        )
      }
    >
      {(data) => (
        <>
          <DataTable
            caption={t('history.caption')}
            columns={[
              {
                id: 'date',
                header: t('history.date'),
                className: 'px-3 sm:px-4',
                cellClassName: 'whitespace-nowrap',
                cell: (payout) => (
                  <>
                    <span className="block">{formatDate(payout.created_at)}</span>
                    <span className="block text-xs text-muted-foreground">{formatTime(payout.created_at)}</span>
                  </>
                ),
              },
              {
                id: 'status',
                header: t('history.status'),
                className: 'px-3 sm:px-4',
                cell: (payout) => (
                  <>
                    <PayoutStatusBadge status={payout.status} />
                    {payout.rejection_reason && (
                      <ClampedText
                        text={t('history.reason', { reason: payout.rejection_reason })}
                        className="mt-1 text-xs text-muted-foreground"
                      />
                    )}
                    <span className="mt-1 block font-mono text-xs text-muted-foreground md:hidden">
                      {shortIban(payout.iban)}
                    </span>
                  </>
                ),
              },
              {
                id: 'account',
                header: t('history.account'),
                className: 'hidden px-4 md:table-cell',
                cell: (payout) => (
                  <button
                    type="button"
                    className="rounded-sm text-left font-mono text-xs focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                    aria-expanded={open === payout.id}
                    onClick={() => setOpen(open === payout.id ? null : payout.id)}
                    title={payout.holder_name}
                  >
                    {open === payout.id ? formatIban(payout.iban) : shortIban(payout.iban)}
                  </button>
                ),
              },
              {
                id: 'amount',
                header: t('history.amount'),
                className: 'px-3 text-right sm:px-4',
                cellClassName: 'font-semibold whitespace-nowrap',
                cellTestId: 'payout-amount-cell',
                cell: (payout) => formatHryvnias(payout.amount),
              },
            ]}
            rows={data.data}
            rowKey={(payout) => payout.id}
            busy={busy}
            testId="payouts-table"
            rowProps={(payout) => ({ 'data-testid': 'payout-row', 'data-id': payout.id })}
          />
          <Pagination meta={data.meta} onPage={onPage} disabled={busy} testId="payouts-pagination" />
        </>
      )}
    </ListStates>
  );

  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('history.title')}
        </h2>
        <div className="grid w-full gap-2 sm:w-56">
          <Label htmlFor={`${id}-status`}>{t('history.statusFilter')}</Label>
          <NativeSelect
            id={`${id}-status`}
            value={status}
            onChange={(event) => onStatus(event.target.value as PayoutStatus | '')}
            data-testid="payouts-status-filter"
          >
            <option value="">{t('history.allStatuses')}</option>
            {payoutStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {body}
    </section>
  );
}
