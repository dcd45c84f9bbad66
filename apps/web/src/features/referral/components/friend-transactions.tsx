import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHryvnias } from '@/lib/money-format';
import { formatDate, formatTime } from '@/lib/date-format';
import { useTransactions } from '../api/get-transactions';
import { Pagination } from '@/components/ui/pagination';
import { ListStates } from '@/components/ui/page-states';

const PER_PAGE = 10;

/** The rewards one invited friend's payments brought, newest first (expanded under their row). */
export function FriendTransactions({ friendId, label }: { friendId: number; label: string }) {
  const { t } = useTranslation('referral');
  const [page, setPage] = useState(1);
  const result = useTransactions({ referral_id: friendId, page, per_page: PER_PAGE });
  const busy = result.isPlaceholderData && result.isFetching;

  return (
    <ListStates
      result={result}
      loading={{ rows: 2 }}
      error={{ title: t('transactions.loadError') }}
      empty={<p className="text-sm text-muted-foreground">{t('transactions.empty')}</p>}
    >
      {(data) => (
        <div className="grid gap-2" data-testid="friend-transactions">
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label={label}>
            {data.data.map((row) => (
              <li
                key={row.id}
                className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-3 py-2 text-sm"
                data-testid="friend-transaction"
              >
                <span className="font-medium">{t(`transactions.sources.${row.source}`)}</span>
                <span className="text-right font-semibold text-success">+{formatHryvnias(row.earned)}</span>
                <span className="text-xs text-muted-foreground">
                  {formatDate(row.created_at)} {formatTime(row.created_at)}
                </span>
                <span className="text-right text-xs text-muted-foreground">
                  {t('transactions.paid')}: {formatHryvnias(row.amount)}
                </span>
              </li>
            ))}
          </ul>
          <Pagination meta={data.meta} onPage={setPage} disabled={busy} />
        </div>
      )}
    </ListStates>
  );
}
