import { useTranslation } from 'react-i18next';
import type { BalanceHistoryRow } from '@supplier/contracts/money-balances';
import { formatHryvnias, formatSignedMoney } from '@/lib/money-format';
import { formatDate, formatTime } from '@/lib/date-format';
import { cn } from '@/lib/cn';
import { ClampedText } from '@/components/ui/clamped-text';
import { DataTable, type DataColumn } from '@/components/ui/data-table';

/**
 * A balance's movements, newest first. On narrow screens the date and the balance after fold
 * into the operation cell, so at 375 px the table never scrolls sideways.
 */
export function HistoryTable({ rows, busy = false }: { rows: BalanceHistoryRow[]; busy?: boolean }) {
  const { t } = useTranslation('balances');
  const columns: DataColumn<BalanceHistoryRow>[] = [
    {
      id: 'date',
      header: t('history.date'),
      className: 'hidden px-4 sm:table-cell',
      cellClassName: 'whitespace-nowrap',
      cell: (row) => (
        <>
          <span className="block">{formatDate(row.created_at)}</span>
          <span className="block text-xs text-muted-foreground">{formatTime(row.created_at)}</span>
        </>
      ),
    },
    {
      id: 'operation',
      header: t('history.operation'),
      className: 'px-3 sm:px-4',
      cell: (row) => (
        <>
          <span className="block text-xs text-muted-foreground sm:hidden">
            {formatDate(row.created_at)} {formatTime(row.created_at)}
          </span>
          <ClampedText text={row.title} className="font-medium" />
          {row.description && <ClampedText text={row.description} className="text-xs text-muted-foreground" />}
          <span className="block text-xs whitespace-nowrap text-muted-foreground md:hidden">
            {t('history.balanceAfterShort', { amount: formatHryvnias(row.balance_after) })}
          </span>
        </>
      ),
    },
    {
      id: 'amount',
      header: t('history.amount'),
      className: 'px-3 text-right sm:px-4',
      cellClassName: (row) =>
        cn('font-semibold whitespace-nowrap', row.amount > 0 ? 'text-success' : 'text-foreground'),
      cellTestId: 'history-amount',
      cell: (row) => formatSignedMoney(row.amount),
    },
    {
      id: 'balanceAfter',
      header: t('history.balanceAfter'),
      className: 'hidden px-4 text-right md:table-cell',
      cellClassName: 'whitespace-nowrap text-muted-foreground',
      cell: (row) => formatHryvnias(row.balance_after),
    },
  ];
  return (
    <DataTable
      caption={t('history.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      busy={busy}
      testId="history-table"
      rowProps={(row) => ({ 'data-testid': 'history-row', 'data-type': row.type })}
    />
  );
}
