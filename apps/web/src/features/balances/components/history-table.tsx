import { useTranslation } from 'react-i18next';
import type { BalanceHistoryRow } from '@supplier/contracts/money-ledger';
import { moneyText } from '@/lib/money-format';
import { formatDate, formatTime } from '@/lib/date-format';
import { cn } from '@/lib/cn';
import { ClampedText } from '@/components/ui/clamped-text';

/** `+1 234,50 грн` for income, `-150 грн` for spending (the API signs the amount). */
export function signedAmount(row: Pick<BalanceHistoryRow, 'amount' | 'amount_format'>): string {
  const text = moneyText(row.amount_format);
  return row.amount > 0 && !text.startsWith('+') ? `+${text}` : text;
}

/**
 * A balance's movements, newest first. On narrow screens the date and the balance after fold
 * into the operation cell, so at 375 px the table never scrolls sideways.
 */
export function HistoryTable({ rows, busy = false }: { rows: BalanceHistoryRow[]; busy?: boolean }) {
  const { t } = useTranslation('balances');
  return (
    <div
      className={cn('overflow-x-auto rounded-xl border border-border bg-card', busy && 'opacity-60')}
      aria-busy={busy}
    >
      <table className="w-full text-left text-sm" data-testid="history-table">
        <caption className="sr-only">{t('history.caption')}</caption>
        <thead className="border-b border-border text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="hidden px-4 py-2.5 font-medium sm:table-cell">
              {t('history.date')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium sm:px-4">
              {t('history.operation')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium sm:px-4">
              {t('history.amount')}
            </th>
            <th scope="col" className="hidden px-4 py-2.5 text-right font-medium md:table-cell">
              {t('history.balanceAfter')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.id} data-testid="history-row" data-type={row.type} className="align-top">
              <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                <span className="block">{formatDate(row.created_at)}</span>
                <span className="block text-xs text-muted-foreground">{formatTime(row.created_at)}</span>
              </td>
              <td className="px-3 py-3 sm:px-4">
                <span className="block text-xs text-muted-foreground sm:hidden">
                  {formatDate(row.created_at)} {formatTime(row.created_at)}
                </span>
                <ClampedText text={row.title} className="font-medium" />
                {row.description && <ClampedText text={row.description} className="text-xs text-muted-foreground" />}
                <span className="block text-xs whitespace-nowrap text-muted-foreground md:hidden">
                  {t('history.balanceAfterShort', { amount: moneyText(row.balance_after_format) })}
                </span>
              </td>
              <td
                className={cn(
                  'px-3 py-3 text-right font-semibold whitespace-nowrap sm:px-4',
                  row.amount > 0 ? 'text-success' : 'text-foreground',
                )}
                data-testid="history-amount"
              >
                {signedAmount(row)}
              </td>
              <td className="hidden px-4 py-3 text-right whitespace-nowrap text-muted-foreground md:table-cell">
                {moneyText(row.balance_after_format)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
