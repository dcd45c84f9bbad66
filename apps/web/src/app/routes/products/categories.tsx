import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { CategoryPicker } from '@/features/categories/components/category-picker';

/**
 * products/create/categories (`Категорії`): search with the path or drill down; a leaf leads to
 * the form (`products/create?category_id=`), or back to the product being edited.
 */
export function Component() {
  const { t } = useTranslation(['routes', 'categories']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const productId = params.get('product_id');
  return (
    <section className="flex flex-col gap-4" data-testid="categories-page">
      <PageHeader title={t('routes:categories')} description={t('categories:description')} />
      <CategoryPicker
        onChoose={(category) =>
          void navigate(
            productId && /^\d+$/.test(productId)
              ? `/products/edit/${productId}?category_id=${category.id}`
              : `/products/create?category_id=${category.id}`,
          )
        }
      />
    </section>
  );
}
