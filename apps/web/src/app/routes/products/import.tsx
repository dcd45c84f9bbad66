import { useTranslation } from 'react-i18next';
import { CategoryPicker } from '@/features/categories/components/category-picker';
import type { ImportCategoryPicker } from '@/features/imports/components/import-mappings';
import { ImportPage } from '@/features/imports/components/import-page';
import { useSetup } from '@/features/setup/store';

/** A feed category maps to a marketplace leaf (products go into leaves only), searched by its name first. */
const categoryPicker: ImportCategoryPicker = ({ onPick, initialSearch }) => (
  <CategoryPicker
    initialSearch={initialSearch}
    onChoose={(category) => onPick({ id: category.id, path: category.path })}
  />
);

/** products/import (`Імпорт продуктів`): paid, and behind the information-articles gate. */
export function Component() {
  const { t } = useTranslation('routes');
  const information = useSetup((state) => state.setupSettings?.information ?? false);
  return <ImportPage title={t('productImport')} informationReady={information} categoryPicker={categoryPicker} />;
}
