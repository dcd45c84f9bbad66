import { useTranslation } from 'react-i18next';
import { ImportsPage } from '@/features/imports/components/imports-page';

/** products/imports (`Список імпортів`): paid. */
export function Component() {
  const { t } = useTranslation('routes');
  return <ImportsPage title={t('productImports')} />;
}
