import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { ProductListItem } from '@supplier/contracts/products';
import { Input } from '@/components/ui/input';
import { useDebounced } from '@/lib/use-debounced';
import { useFindProducts } from '../api/find-products';

const SHOWN = 8;

/** Finds an active product of the supplier by name, SKU or barcode and hands it to `onPick`. */
export function AddItemSearch({ onPick }: { onPick(product: ProductListItem): void }) {
  const { t } = useTranslation('orders');
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const found = useFindProducts(q, SHOWN);
  const products = q === '' ? [] : (found.data?.data ?? []);

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
        <p className="text-sm text-muted-foreground dark:text-zinc-400" data-testid="edit-item-search-empty">
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
                <span className="font-mono text-xs text-muted-foreground dark:text-zinc-400">{product.sku}</span>
                <span className="text-xs text-muted-foreground dark:text-zinc-400">
                  {t('items.inStock', { count: product.stock })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
