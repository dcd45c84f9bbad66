import { useTranslation } from 'react-i18next';
import { StoreCreatePage } from '@/features/stores/components/store-pages';
import { refreshSetup } from '@/features/setup/store';

/** /stores/create */
export function Component() {
  const { t } = useTranslation('routes');
  return <StoreCreatePage title={t('storeCreate')} onChanged={() => void refreshSetup()} />;
}
