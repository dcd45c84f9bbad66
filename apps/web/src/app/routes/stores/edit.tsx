import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StoreEditPage } from '@/features/stores/components/store-pages';
import { refreshSetup } from '@/features/setup/store';

/** /stores/edit/{id} */
export function Component() {
  const { t } = useTranslation('routes');
  const { id } = useParams();
  const storeId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : 0;
  return <StoreEditPage key={storeId} id={storeId} title={t('storeEdit')} onChanged={() => void refreshSetup()} />;
}
