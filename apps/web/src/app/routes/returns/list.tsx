import { useTranslation } from 'react-i18next';
import { ReturnsList } from '@/features/returns/components/returns-list';

/** /returns: `Повернення`. */
export function Component() {
  const { t } = useTranslation('routes');
  return <ReturnsList title={t('returns')} />;
}
