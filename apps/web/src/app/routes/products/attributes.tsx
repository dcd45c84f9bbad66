import { useTranslation } from 'react-i18next';
import { AttributesPage } from '@/features/attributes/components/attributes-page';

/** products/attributes (`Атрибути`). */
export function Component() {
  const { t } = useTranslation('routes');
  return <AttributesPage title={t('attributes')} />;
}
