import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, X } from 'lucide-react';
import type { ReferralStatsRow } from '@supplier/contracts/money-referral';
import { Button } from '@/components/ui/button';
import { DateRangeFields, dateRangeErrorId } from '@/components/ui/filters-panel';
import { cn } from '@/lib/cn';
import { formatHryvnias } from '@/lib/money-format';
import { formatDate } from '@/lib/date-format';
import { useStats } from '../api/get-stats';
import { FriendTransactions } from './friend-transactions';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ListStates } from '@/components/ui/page-states';

const PER_PAGE = 10;

function FriendItem({ friend }: { friend: ReferralStatsRow }) {
  const { t } = useTranslation('referral');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="grid gap-3 px-4 py-3" data-testid="referral-friend" data-id={friend.id}>
      <div className="grid grid-cols-2 items-center gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto]">
        <div className="col-span-2 min-w-0 sm:col-span-1">
          <p className="truncate font-medium" data-testid="referral-friend-name">
            {friend.name}
          </p>
          <p className="text-xs text-muted-foreground">
            {t('friends.registered')}: {formatDate(friend.registered_at)}
          </p>
        </div>
        <dl className="contents">
          <div>
            <dt className="text-xs text-muted-foreground">{t('friends.spent')}</dt>
            <dd className="font-medium whitespace-nowrap" data-testid="referral-friend-spent">
              {formatHryvnias(friend.spent)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t('friends.earned')}</dt>
            <dd className="font-semibold whitespace-nowrap text-success" data-testid="referral-friend-earned">
              {formatHryvnias(friend.earned)}
            </dd>
          </div>
        </dl>
        <Button
          variant="ghost"
          size="sm"
          className="col-span-2 justify-self-start sm:col-span-1 sm:justify-self-end"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          data-testid="referral-friend-toggle"
        >
          {open ? t('friends.hideTransactions') : t('friends.transactions')}
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open && <FriendTransactions friendId={friend.id} label={t('friends.transactionsOf', { name: friend.name })} />}
      </div>
    </li>
  );
}

/** Every invited supplier with registration date, spending and earnings in a period; pages from the server. */
export function FriendsList() {
  const { t } = useTranslation('referral');
  const id = useId();
  const [range, setRange] = useState({ date_from: '', date_to: '' });
  const [page, setPage] = useState(1);
  const rangeInvalid = Boolean(range.date_from && range.date_to && range.date_to < range.date_from);
  const filtered = Boolean(range.date_from || range.date_to);
  const result = useStats(
    {
      page,
      per_page: PER_PAGE,
      ...(range.date_from ? { date_from: range.date_from } : {}),
      ...(range.date_to ? { date_to: range.date_to } : {}),
    },
    !rangeInvalid,
  );
  const busy = result.isPlaceholderData && result.isFetching;
  const change = (next: Partial<typeof range>) => {
    setRange((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('friends.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('friends.periodHint')}</p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="sr-only">{t('filters.label')}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(2,11rem)_auto] sm:items-end">
          <DateRangeFields
            id={id}
            labels={{ from: t('filters.dateFrom'), to: t('filters.dateTo') }}
            from={range.date_from}
            to={range.date_to}
            invalid={rangeInvalid}
            onChange={change}
            testIds={{ from: 'referral-date-from', to: 'referral-date-to' }}
          />
          {filtered && (
            <Button
              variant="ghost"
              onClick={() => change({ date_from: '', date_to: '' })}
              className="justify-self-start"
            >
              <X aria-hidden />
              {t('filters.reset')}
            </Button>
          )}
        </div>
        {rangeInvalid && (
          <p id={dateRangeErrorId(id)} role="alert" className="text-sm text-destructive">
            {t('filters.dateRange')}
          </p>
        )}
      </fieldset>
      {!rangeInvalid && (
        <ListStates
          result={result}
          loading={{ rows: 3, testId: 'referral-friends-loading' }}
          error={{ title: t('friends.loadError'), testId: 'referral-friends-error' }}
          empty={
            <EmptyState
              title={t('friends.empty')}
              description={t('friends.emptyHint')}
              testId="referral-friends-empty"
            />
          }
        >
          {(data) => (
            <>
              <ul
                className={cn('divide-y divide-border rounded-xl border border-border bg-card', busy && 'opacity-60')}
                aria-label={t('friends.caption')}
                data-testid="referral-friends"
              >
                {data.data.map((friend) => (
                  <FriendItem key={friend.id} friend={friend} />
                ))}
              </ul>
              <Pagination meta={data.meta} onPage={setPage} disabled={busy} />
            </>
          )}
        </ListStates>
      )}
    </section>
  );
}
