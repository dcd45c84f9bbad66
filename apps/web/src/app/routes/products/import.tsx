import { useTranslation } from 'react-i18next';
import { ImportPage } from '@/features/imports/components/import-page';
import { useSetup } from '@/features/setup/store';

/** products/import (`Імпорт продуктів`): paid, and behind the information-articles gate. */
export function Component() {
  const { t } = useTranslation('routes');
  const information = useSetup((state) => state.setupSettings?.information ?? false);
  return <ImportPage title={t('productImport')} informationReady={information} />;
}
