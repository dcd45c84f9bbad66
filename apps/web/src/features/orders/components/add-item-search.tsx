import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Input } from '@/components/ui/input';
import { useDebounced } from '@/lib/use-debounced';
import { ordersKeys } from '../api/keys';

/** A product an order may take on, as the products list finds it. */
export interface FoundProduct {
  id: number;
  name: string;
  sku: string;
  stock: number;
}

/** Searches the supplier's products by name, SKU or barcode (composed in app/). */
export type FindProducts = (q: string, signal?: AbortSignal) => Promise<FoundProduct[]>;

const SHOWN = 8;

/** Finds an active product of the supplier by name, SKU or barcode and hands it to `onPick`. */
export function AddItemSearch({
  findProducts,
  onPick,
}: {
  findProducts: FindProducts;
  onPick(product: FoundProduct): void;
}) {
  const { t } = useTranslation('orders');
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const found = useQuery({
    queryKey: ordersKeys.products(q),
    queryFn: ({ signal }) => findProducts(q, signal),
    enabled: q !== '',
  });
  const products = q === '' ? [] : (found.data ?? []).slice(0, SHOWN);

  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('items.add')}
      </label>
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={t('items.addPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        data-testid="edit-item-search"
      />
      {q !== '' && !found.isFetching && products.length === 0 && (
        <p className="text-sm text-muted-foreground" data-testid="edit-item-search-empty">
          {t('items.addNone')}
        </p>
      )}
      {products.length > 0 && (
        <ul className="grid max-h-48 gap-1 overflow-y-auto" aria-label={t('items.addFound')}>
          {products.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className="flex w-full items-center gap-2 rounded-md px-2 py-1 text-left text-sm hover:bg-muted focus-visible:outline focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => {
                  onPick(product);
                  setText('');
                }}
                data-testid="edit-item-found"
              >
                <Plus className="size-4 shrink-0" aria-hidden />
                <span className="min-w-0 flex-1 break-words">{product.name}</span>
                <span className="font-mono text-xs text-muted-foreground">{product.sku}</span>
                <span className="text-xs text-muted-foreground">{t('items.inStock', { count: product.stock })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
