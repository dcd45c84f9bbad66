import { useTranslation } from 'react-i18next';
import { ArticlesPage } from '@/features/articles/components/articles-page';
import { refreshSetup } from '@/features/setup/store';

/** /articles-information: the information articles; a save refreshes the setup flags at once. */
export function Component() {
  const { t } = useTranslation('routes');
  return <ArticlesPage title={t('articlesInformation')} onSaved={() => void refreshSetup()} />;
}
