import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronRight, PackagePlus, Pencil, Trash2, X } from 'lucide-react';
import type { Shelving } from '@supplier/contracts/shelvings';
import { Button } from '@/components/ui/button';
import { EntityListPage } from '@/components/ui/entity-list-page';
import { ListStates } from '@/components/ui/page-states';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useDeleteShelving } from '../api/delete-shelving';
import { useShelvingProducts } from '../api/get-shelving-products';
import { useShelvings } from '../api/get-shelvings';
import { useUnplaceProduct } from '../api/unplace-product';
import { useListSearch } from '@/lib/use-list-search';
import { PlacementDialog, type FindProducts } from './placement-dialog';
import { ShelvingFormDialog } from './shelving-form-dialog';

const PER_PAGE = 50;

/** placed / capacity as a bar; without a capacity only the pieces. */
function Fill({ shelving }: { shelving: Shelving }) {
  const { t } = useTranslation('shelvings');
  const percent = shelving.fill_percent;
  return (
    <div className="grid min-w-32 gap-1" data-testid="shelving-fill">
      <span className="text-sm">
        {shelving.capacity === null
          ? t('fill.unlimited', { placed: shelving.placed })
          : t('fill.text', { placed: shelving.placed, capacity: shelving.capacity, percent })}
      </span>
      {percent !== null && (
        <div
          className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, percent)}
          aria-label={t('fill.label', { code: shelving.code })}
        >
          <div
            className={cn(
              'h-full rounded-full',
              percent >= 100 ? 'bg-destructive' : percent >= 80 ? 'bg-amber-500' : 'bg-primary',
            )}
            style={{ width: `${Math.min(100, percent)}%` }}
          />
        </div>
      )}
    </div>
  );
}

function ShelvingProducts({ shelving }: { shelving: Shelving }) {
  const { t } = useTranslation('shelvings');
  const [page, setPage] = useState(1);
  const result = useShelvingProducts(shelving.id, page);
  const unplace = useUnplaceProduct();
  return (
    <ListStates
      result={result}
      loading={{ rows: 1, className: 'h-16' }}
      error={{ title: t('products.loadError') }}
      empty={<p className="text-sm text-muted-foreground">{t('products.empty')}</p>}
    >
      {(data) => (
        <div className="grid gap-2">
          <ul className="grid gap-1" data-testid="shelving-products">
            {data.data.map((product) => (
              <li key={product.id} className="flex items-center gap-3 rounded-lg bg-muted/60 px-3 py-1.5 text-sm">
                {product.image ? (
                  <img src={product.image} alt="" className="size-8 rounded object-cover" loading="lazy" />
                ) : (
                  <span className="size-8" />
                )}
                <span className="min-w-0 flex-1 truncate">
                  {product.name} <span className="text-muted-foreground">· {product.sku}</span>
                </span>
                <span className="whitespace-nowrap">
                  {t('products.quantity', { quantity: product.quantity, stock: product.stock })}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t('products.unplace', { name: product.name })}
                  onClick={() =>
                    unplace
                      .mutateAsync({ id: shelving.id, productId: product.id })
                      .then((answer) => toast({ variant: 'successful', description: answer.message }))
                  }
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
          <Pagination
            meta={data.meta}
            onPage={setPage}
            label={t('products.pages')}
            testId="shelving-products-pagination"
          />
        </div>
      )}
    </ListStates>
  );
}

/** `Стелажі`: storage places with their fill and products; placing products with quantities. */
export function ShelvingsPage({ title, findProducts }: { title: string; findProducts: FindProducts }) {
  const { t } = useTranslation(['shelvings', 'common']);
  const search = useListSearch();
  const [open, setOpen] = useState<number[]>([]);
  const [placing, setPlacing] = useState<Shelving | null>(null);
  const remove = useDeleteShelving();
  const result = useShelvings({ q: search.query || undefined, page: search.page, per_page: PER_PAGE });
  const toggle = (id: number) => setOpen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  return (
    <EntityListPage
      testId="shelvings-page"
      title={title}
      description={t('description')}
      create={{ label: t('create'), testId: 'shelving-create' }}
      list={{ search: { value: search.text, onChange: search.setText }, paging: { onPage: search.setPage } }}
      toolbar={{ search: { placeholder: t('search'), label: t('search') } }}
      result={result}
      error={{ title: t('loadError') }}
      empty={{ filtered: Boolean(search.query), title: t('empty.title'), filteredTitle: t('empty.filtered') }}
      pager={{ label: t('pagination.label') }}
      form={(dialog) => <ShelvingFormDialog {...dialog} />}
      remove={{
        title: (shelving) => t('deleteDialog.title', { code: shelving.code }),
        description: t('deleteDialog.description'),
        confirmLabel: t('deleteDialog.confirm'),
        run: (shelving) => remove.mutateAsync(shelving.id),
      }}
      dialogs={
        <PlacementDialog
          shelving={placing}
          onOpenChange={(value) => !value && setPlacing(null)}
          findProducts={findProducts}
        />
      }
    >
      {(shelvings, { edit, remove: askDelete, busy }) => (
        <ul className={cn('grid gap-3', busy && 'opacity-60')} data-testid="shelvings-list">
          {shelvings.map((shelving) => {
            const expanded = open.includes(shelving.id);
            return (
              <li
                key={shelving.id}
                className="rounded-xl border border-border bg-card p-4"
                data-testid="shelving-row"
                data-code={shelving.code}
              >
                <div className="flex flex-wrap items-center gap-4">
                  <button
                    type="button"
                    className="flex min-w-0 flex-1 items-center gap-2 text-left"
                    aria-expanded={expanded}
                    onClick={() => toggle(shelving.id)}
                    data-testid="shelving-toggle"
                  >
                    {expanded ? (
                      <ChevronDown className="size-4 shrink-0" aria-hidden />
                    ) : (
                      <ChevronRight className="size-4 shrink-0" aria-hidden />
                    )}
                    <span className="min-w-0">
                      <span className="font-mono font-semibold">{shelving.code}</span>
                      <span className="ml-2 [overflow-wrap:anywhere]">{shelving.name}</span>
                      <span className="block text-xs text-muted-foreground">
                        {[
                          shelving.zone && t('zone', { zone: shelving.zone }),
                          t('productsCount', { count: shelving.products_count }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                  </button>
                  <Fill shelving={shelving} />
                  <div className="flex gap-1">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setPlacing(shelving)}
                      data-testid="shelving-place"
                    >
                      <PackagePlus aria-hidden />
                      {t('place')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('editNamed', { code: shelving.code })}
                      onClick={() => edit(shelving)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('deleteNamed', { code: shelving.code })}
                      onClick={() => askDelete(shelving)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </div>
                {shelving.note && (
                  <p className="mt-2 text-xs text-muted-foreground [overflow-wrap:anywhere]">{shelving.note}</p>
                )}
                {expanded && (
                  <div className="mt-3 border-t border-border pt-3">
                    <ShelvingProducts shelving={shelving} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </EntityListPage>
  );
}
