import { useTranslation } from 'react-i18next';
import { StoresList } from '@/features/stores/components/stores-list';
import { refreshSetup } from '@/features/setup/store';

/** /stores: `Мої магазини`. A pause, resume or delete may change the settings' store. */
export function Component() {
  const { t } = useTranslation('routes');
  return <StoresList title={t('stores')} onChanged={() => void refreshSetup()} />;
}
