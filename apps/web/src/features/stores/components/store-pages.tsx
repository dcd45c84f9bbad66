import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, CircleAlert, RotateCw } from 'lucide-react';
import type { StoreSavedResponse } from '@supplier/contracts/stores';
import { Alert, AlertActions, AlertContent, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useStore } from '../api/get-store';
import { useStores } from '../api/get-stores';
import { DeleteStoreButton } from './delete-store-dialog';
import { StoreForm } from './store-form';
import { StoreStatusBadge, StoreStatusButton } from './store-status-actions';

const LIST_PATH = '/stores';

/** /stores/create */
export function StoreCreatePage({ title, onChanged }: { title: string; onChanged?: () => void }) {
  const navigate = useNavigate();
  return (
    <section className="flex flex-col gap-4" data-testid="store-create-page">
      <PageHeader title={title} />
      <StoreForm
        onSaved={() => {
          onChanged?.();
          void navigate(LIST_PATH);
        }}
        onCancel={() => void navigate(LIST_PATH)}
      />
    </section>
  );
}

/** /stores/edit/{id}: the form plus status (pause/resume) and delete; another supplier's store is "not found". */
export function StoreEditPage({
  id,
  title,
  onChanged,
}: {
  id: number;
  title: string;
  onChanged?: (saved?: StoreSavedResponse) => void;
}) {
  const { t } = useTranslation(['stores', 'common']);
  const navigate = useNavigate();
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: store, isPending, isError, error, refetch, isRefetching } = useStore(valid ? id : 0);
  const count = useStores({ page: 1, per_page: 1 }).data?.meta.total;

  if (!valid || (isError && error instanceof ApiError && error.status === 404)) {
    return (
      <section className="flex flex-col gap-4" data-testid="store-edit-page">
        <PageHeader title={title} />
        <Alert variant="warning" role="alert" data-testid="store-not-found">
          <CircleAlert aria-hidden />
          <AlertContent>
            <AlertTitle>{t('notFound')}</AlertTitle>
          </AlertContent>
          <AlertActions>
            <Button asChild variant="outline" size="sm">
              <Link to={LIST_PATH}>{t('backToList')}</Link>
            </Button>
          </AlertActions>
        </Alert>
      </section>
    );
  }

  if (isPending) {
    return (
      <section className="flex flex-col gap-4" data-testid="store-edit-page" aria-busy="true">
        <PageHeader title={title} />
        <Skeleton className="h-96 rounded-xl" />
      </section>
    );
  }

  if (isError || !store) {
    return (
      <section className="flex flex-col gap-4" data-testid="store-edit-page">
        <PageHeader title={title} />
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden />
          <AlertContent>
            <AlertTitle>{t('loadStoreError')}</AlertTitle>
          </AlertContent>
          <AlertActions>
            <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isRefetching}>
              <RotateCw className={cn(isRefetching && 'animate-spin')} aria-hidden />
              {t('common:retry')}
            </Button>
          </AlertActions>
        </Alert>
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-4" data-testid="store-edit-page">
      <PageHeader
        title={store.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span>{title}</span>
            <StoreStatusBadge store={store} />
            {store.status === 'paused' && <span>{t('pausedHint')}</span>}
          </span>
        }
      />
      <div className="flex flex-wrap items-center gap-2" data-testid="store-actions">
        <Button asChild variant="ghost" size="sm">
          <Link to={LIST_PATH}>
            <ArrowLeft aria-hidden />
            {t('backToList')}
          </Link>
        </Button>
        <StoreStatusButton store={store} onChanged={onChanged} />
        <DeleteStoreButton
          store={store}
          isOnly={count === 1}
          onDeleted={() => {
            onChanged?.();
            void navigate(LIST_PATH);
          }}
        />
      </div>
      <StoreForm
        key={store.id}
        store={store}
        onSaved={onChanged ?? (() => undefined)}
        onCancel={() => void navigate(LIST_PATH)}
      />
    </section>
  );
}
