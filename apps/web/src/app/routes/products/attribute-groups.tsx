import { useTranslation } from 'react-i18next';
import { AttributeGroupsPage } from '@/features/attributes/components/attribute-groups-page';
import type { CategoryPickerSlot } from '@/features/attributes/components/group-form-dialog';
import { CategoryPicker } from '@/features/categories/components/category-picker';

/** Groups may bind any category (a parent applies to its subcategories). */
const categoryPicker: CategoryPickerSlot = ({ onPick, chosenIds }) => (
  <CategoryPicker
    leafOnly={false}
    chosenIds={chosenIds}
    onChoose={(category) => onPick({ id: category.id, name: category.name, path: category.path })}
  />
);

/** products/attribute-groups (`Групи атрибутів`). */
export function Component() {
  const { t } = useTranslation('routes');
  return <AttributeGroupsPage title={t('attributeGroups')} categoryPicker={categoryPicker} />;
}
