import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StoreSavedResponse } from '@supplier/contracts/stores';
import { EntityEditPage, EntityPage } from '@/components/ui/entity-page';
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
    <EntityPage testId="store-create-page" title={title}>
      <StoreForm
        onSaved={() => {
          onChanged?.();
          void navigate(LIST_PATH);
        }}
        onCancel={() => void navigate(LIST_PATH)}
      />
    </EntityPage>
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
  const { t } = useTranslation('stores');
  const navigate = useNavigate();
  const valid = Number.isSafeInteger(id) && id > 0;
  const result = useStore(valid ? id : 0);
  const count = useStores({ page: 1, per_page: 1 }).data?.meta.total;

  return (
    <EntityEditPage
      testId="store-edit-page"
      title={title}
      valid={valid}
      result={result}
      listPath={LIST_PATH}
      texts={{ notFound: t('notFound'), backToList: t('backToList'), loadError: t('loadStoreError') }}
      notFoundTestId="store-not-found"
      actionsTestId="store-actions"
    >
      {(store) => ({
        name: store.name,
        details: (
          <>
            <StoreStatusBadge store={store} />
            {store.status === 'paused' && <span>{t('pausedHint')}</span>}
          </>
        ),
        actions: (
          <>
            <StoreStatusButton store={store} onChanged={onChanged} />
            <DeleteStoreButton
              store={store}
              isOnly={count === 1}
              onDeleted={() => {
                onChanged?.();
                void navigate(LIST_PATH);
              }}
            />
          </>
        ),
        body: (
          <StoreForm
            key={store.id}
            store={store}
            onSaved={onChanged ?? (() => undefined)}
            onCancel={() => void navigate(LIST_PATH)}
          />
        ),
      })}
    </EntityEditPage>
  );
}
