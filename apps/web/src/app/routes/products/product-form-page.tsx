import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@supplier/contracts/products';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategoryAttributeGroups } from '@/features/attributes/api/get-category-attribute-groups';
import { useCategory } from '@/features/categories/api/get-category';
import { ProductForm } from '@/features/products/components/product-form';
import { useShelvings } from '@/features/shelvings/api/get-shelvings';
import { useStores } from '@/features/stores/api/get-stores';

/** The product form with what it needs from other features: the category, its groups, stores, shelvings. */
export function ProductFormPage({
  title,
  categoryId,
  product,
  onSaved,
}: {
  title: string;
  categoryId: number;
  product?: Product | null;
  onSaved: (product: Product, message: string) => void;
}) {
  const { t } = useTranslation('products');
  const category = useCategory(categoryId);
  const groups = useCategoryAttributeGroups(categoryId);
  const stores = useStores({ page: 1, per_page: 100 });
  const shelvings = useShelvings({ page: 1, per_page: 200 });

  if (category.isError) return <Navigate to="/products/create/categories" replace />;
  const ready = category.data && groups.data && !stores.isPending && !shelvings.isPending;
  return (
    <section className="flex flex-col gap-4" data-testid="product-form-page">
      <PageHeader title={title} />
      {!ready ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-32 rounded-xl" />
        </div>
      ) : !category.data.data.is_leaf ? (
        <Navigate to="/products/create/categories" replace />
      ) : (
        <ProductForm
          key={`${product?.id ?? 'new'}-${categoryId}`}
          category={{ id: category.data.data.id, path: category.data.data.path }}
          changeCategoryTo={
            product ? `/products/create/categories?product_id=${product.id}` : '/products/create/categories'
          }
          groups={groups.data.data}
          stores={(stores.data?.data ?? []).map((store) => ({ id: store.id, label: store.name }))}
          shelvings={(shelvings.data?.data ?? []).map((s) => ({ id: s.id, label: `${s.code} — ${s.name}` }))}
          product={product}
          onSaved={onSaved}
        />
      )}
      <span className="sr-only">{t('form.main')}</span>
    </section>
  );
}
