import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Clock, MapPin, Pencil, Phone, Plus, Store as StoreIcon } from 'lucide-react';
import type { Store, StoreSavedResponse } from '@supplier/contracts/stores';
import { ErrorState } from '@/components/ui/page-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { PageHeader } from '@/components/ui/page-header';
import { formatUaPhone } from '@/components/ui/phone-input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useStores } from '../api/get-stores';
import { useDebounced } from '@/lib/use-debounced';
import { hoursOf, kyivWeekday } from '../lib/schedule';
import { DeleteStoreButton } from './delete-store-dialog';
import { StoreLogo } from './store-logo';
import { StoreStatusBadge, StoreStatusButton } from './store-status-actions';

const PER_PAGE = 15;

function StoreRow({
  store,
  isOnly,
  onChanged,
}: {
  store: Store;
  isOnly: boolean;
  onChanged?: (saved?: StoreSavedResponse) => void;
}) {
  const { t } = useTranslation('stores');
  const today = hoursOf(store.schedule, kyivWeekday());
  return (
    <li
      data-testid="store-row"
      data-slug={store.slug}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <StoreLogo name={store.name} src={store.logo} alt={t('logo.alt', { name: store.name })} />
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/stores/edit/${store.id}`}
              className="truncate font-semibold hover:underline focus-visible:underline focus-visible:outline-none"
            >
              {store.name}
            </Link>
            <StoreStatusBadge store={store} />
            {store.is_primary && <Badge variant="secondary">{t('primary')}</Badge>}
          </div>
          <p className="truncate font-mono text-xs text-muted-foreground" data-testid="store-slug-text">
            {store.slug}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden />
              {store.city ?? t('noCity')}
            </span>
            {store.phone && (
              <span className="inline-flex items-center gap-1">
                <Phone className="size-3.5" aria-hidden />
                {formatUaPhone(store.phone, { nowrap: true })}
              </span>
            )}
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden />
              {t('today', { hours: today ?? t('schedule.closed') })}
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button asChild variant="outline" size="sm">
          <Link to={`/stores/edit/${store.id}`} data-testid="store-edit">
            <Pencil aria-hidden />
            {t('actions.edit')}
          </Link>
        </Button>
        <StoreStatusButton store={store} onChanged={onChanged} />
        <DeleteStoreButton store={store} isOnly={isOnly} onDeleted={() => onChanged?.()} />
      </div>
    </li>
  );
}

/** `Мої магазини`: the supplier's stores with search, pages and the actions on each. */
export function StoresList({
  title,
  onChanged,
}: {
  title: string;
  /** After a pause, resume or delete (the settings' store may have changed). */
  onChanged?: () => void;
}) {
  const { t } = useTranslation(['stores', 'common']);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = { page, per_page: PER_PAGE, search: useDebounced(search.trim(), 300) || undefined };
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } = useStores(query);

  const createButton = (
    <Button asChild>
      <Link to="/stores/create" data-testid="store-create-link">
        <Plus aria-hidden />
        {t('create')}
      </Link>
    </Button>
  );

  let body;
  if (isPending) {
    body = (
      <div className="grid gap-3" aria-busy="true" data-testid="stores-loading">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  } else if (isError || !data) {
    body = (
      <ErrorState
        title={t('loadError')}
        error={error}
        onRetry={() => void refetch()}
        retrying={isRefetching}
        testId="stores-error"
      />
    );
  } else if (data.data.length === 0) {
    body = (
      <div
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center"
        data-testid="stores-empty"
      >
        <StoreIcon className="size-10 text-muted-foreground" aria-hidden />
        {query.search ? (
          <p className="text-sm text-muted-foreground">{t('empty.search', { search: query.search })}</p>
        ) : (
          <>
            <p className="font-medium">{t('empty.title')}</p>
            <p className="max-w-md text-sm text-muted-foreground">{t('empty.description')}</p>
            {createButton}
          </>
        )}
      </div>
    );
  } else {
    const isOnly = data.meta.total === 1 && !query.search;
    body = (
      <>
        <ul className={cn('grid gap-3', isPlaceholderData && 'opacity-60')} data-testid="stores-list">
          {data.data.map((store) => (
            <StoreRow key={store.id} store={store} isOnly={isOnly} onChanged={onChanged} />
          ))}
        </ul>
        <Pagination meta={data.meta} onPage={setPage} disabled={isPlaceholderData} label={t('pagination.label')} />
      </>
    );
  }

  return (
    <section className="flex flex-col gap-4" data-testid="stores-page">
      <PageHeader title={title} description={t('description')} actions={createButton} />
      <SearchInput
        className="max-w-md"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        placeholder={t('search')}
        aria-label={t('searchLabel')}
      />
      {body}
    </section>
  );
}
