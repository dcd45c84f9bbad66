import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderTree, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ProductsList, type CategoryFilterSlot } from '@/features/products/components/products-list';
import { useShelvings } from '@/features/shelvings/api/get-shelvings';
import { useFirstPageShown } from '@/lib/first-page-shown';

// loads when the dialog opens: the picker's schemas (zod) stay out of the list's first load (issue 36)
const CategoryPicker = lazy(() =>
  import('@/features/categories/components/category-picker').then((module) => ({ default: module.CategoryPicker })),
);

/** The category filter of the list: a button opening the category picker. */
const CategoryFilter: CategoryFilterSlot = ({ value, onChange }) => (
  <CategoryFilterButton value={value} onChange={onChange} />
);

function CategoryFilterButton({ value, onChange }: Parameters<CategoryFilterSlot>[0]) {
  const { t } = useTranslation(['products', 'categories']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={value ? 'secondary' : 'outline'} onClick={() => setOpen(true)} data-testid="filter-category">
        <FolderTree aria-hidden />
        {value ? t('filters.category', { name: value.name }) : t('filters.anyCategory')}
      </Button>
      {value && (
        <Button variant="ghost" size="icon" aria-label={t('filters.anyCategory')} onClick={() => onChange(null)}>
          <X aria-hidden />
        </Button>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t('filters.chooseCategory')}</DialogTitle>
            <DialogDescription>{t('categories:leafHint')}</DialogDescription>
          </DialogHeader>
          <Suspense fallback={null}>
            <CategoryPicker
              onChoose={(category) => {
                onChange({ id: category.id, name: category.name });
                setOpen(false);
              }}
            />
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** products/list: the keyset list of the supplier's products with filters and bulk actions. */
export function Component() {
  const { t } = useTranslation('routes');
  // the shelvings are only the choices of «place on a shelving»: on a first visit they come after the rows (issue 36)
  const shelvings = useShelvings({ page: 1, per_page: 200 }, { enabled: useFirstPageShown() });
  const options = (shelvings.data?.data ?? []).map((s) => ({ id: s.id, label: `${s.code} — ${s.name}` }));
  return <ProductsList title={t('productsList')} shelvings={options} categoryFilter={CategoryFilter} />;
}
