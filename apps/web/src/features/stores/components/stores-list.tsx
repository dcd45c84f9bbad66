import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Clock, MapPin, Pencil, Phone, Plus, Store as StoreIcon } from 'lucide-react';
import type { Store, StoreSavedResponse } from '@supplier/contracts/stores';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListPage } from '@/components/ui/list-page';
import { formatUaPhone } from '@/components/ui/phone-input';
import { cn } from '@/lib/cn';
import { useStores } from '../api/get-stores';
import { useListSearch } from '@/lib/use-list-search';
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
  const search = useListSearch();
  const result = useStores({ page: search.page, per_page: PER_PAGE, search: search.query || undefined });

  const createButton = (
    <Button asChild>
      <Link to="/stores/create" data-testid="store-create-link">
        <Plus aria-hidden />
        {t('create')}
      </Link>
    </Button>
  );
  const isOnly = result.data?.meta.total === 1 && !search.query;

  return (
    <ListPage
      testId="stores-page"
      title={title}
      description={t('description')}
      actions={createButton}
      list={{ search: { value: search.text, onChange: search.setText }, paging: { onPage: search.setPage } }}
      toolbar={{ search: { placeholder: t('search'), label: t('searchLabel') } }}
      result={result}
      loading={{ rows: 3, className: 'h-24 rounded-xl', testId: 'stores-loading' }}
      error={{ title: t('loadError'), testId: 'stores-error' }}
      empty={{
        filtered: Boolean(search.query),
        title: t('empty.title'),
        filteredTitle: t('empty.search', { search: search.query }),
        hint: t('empty.description'),
        icon: StoreIcon,
        action: createButton,
        testId: 'stores-empty',
      }}
      pager={{ label: t('pagination.label') }}
    >
      {(stores, { busy }) => (
        <ul className={cn('grid gap-3', busy && 'opacity-60')} data-testid="stores-list">
          {stores.map((store) => (
            <StoreRow key={store.id} store={store} isOnly={isOnly} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </ListPage>
  );
}
