import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {} from 'lucide-react';
import type { Shelving } from '@supplier/contracts/shelvings';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessages } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePlaceProduct } from '../api/place-product';
import { useDebounced } from '@/lib/use-debounced';

/** A product the placement can pick (found by the page through the products feature). */
export interface PlaceableProduct {
  id: number;
  name: string;
  sku: string;
  stock: number;
  shelving: { id: number; code: string } | null;
}

export type FindProducts = (q: string, signal?: AbortSignal) => Promise<PlaceableProduct[]>;

/** Puts a product on the shelving with a quantity (at most its stock; within the free capacity). */
export function PlacementDialog({
  shelving,
  onOpenChange,
  findProducts,
}: {
  shelving: Shelving | null;
  onOpenChange: (open: boolean) => void;
  findProducts: FindProducts;
}) {
  return (
    <Dialog open={shelving !== null} onOpenChange={onOpenChange}>
      <DialogContent data-testid="placement-dialog">
        {shelving && (
          <PlacementForm shelving={shelving} findProducts={findProducts} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's content: mounted with it, so every opening starts empty. */
function PlacementForm({
  shelving,
  findProducts,
  onDone,
}: {
  shelving: Shelving;
  findProducts: FindProducts;
  onDone: () => void;
}) {
  const { t } = useTranslation(['shelvings', 'common']);
  const place = usePlaceProduct();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<PlaceableProduct | null>(null);
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string | null>(null);
  const q = useDebounced(search.trim(), 300);
  const found = useQuery({
    queryKey: ['shelvings', 'placeable', q],
    queryFn: ({ signal }) => findProducts(q, signal),
  });

  const free = shelving.capacity === null ? null : shelving.capacity - shelving.placed;

  const submit = () => {
    if (!chosen) return;
    place.mutateAsync({ id: shelving.id, body: { product_id: chosen.id, quantity } }).then(
      (answer) => {
        toast({ variant: 'successful', description: answer.message });
        onDone();
      },
      (failure: unknown) => {
        const body = failure instanceof ApiError ? (failure.body as { errors?: Record<string, string[]> }) : null;
        setError(body?.errors ? Object.values(body.errors).flat().join(' ') : errorMessages(failure).join(' '));
      },
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('placement.title', { code: shelving.code })}</DialogTitle>
        <DialogDescription>
          {free === null ? t('placement.unlimited') : t('placement.free', { free: Math.max(0, free) })}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-3">
        <SearchInput
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('placement.search')}
          aria-label={t('placement.search')}
          data-testid="placement-search"
        />
        <ul className="max-h-60 overflow-y-auto rounded-lg border border-border" aria-label={t('placement.results')}>
          {(found.data ?? []).map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className={cn(
                  'flex w-full items-center justify-between gap-3 border-b border-border px-3 py-2 text-left text-sm last:border-b-0 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none',
                  chosen?.id === product.id && 'bg-primary/10',
                )}
                aria-pressed={chosen?.id === product.id}
                onClick={() => {
                  setChosen(product);
                  setQuantity(String(product.stock));
                }}
                data-testid="placement-product"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{product.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {product.sku} · {t('placement.stock', { stock: product.stock })}
                    {product.shelving && ` · ${t('placement.now', { code: product.shelving.code })}`}
                  </span>
                </span>
              </button>
            </li>
          ))}
          {found.data?.length === 0 && <li className="p-3 text-sm text-muted-foreground">{t('placement.nothing')}</li>}
        </ul>
        {chosen && (
          <FormField label={t('placement.quantity', { name: chosen.name })} error={error ?? undefined}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={quantity}
                onChange={(event) => setQuantity(event.target.value)}
                data-testid="placement-quantity"
              />
            )}
          </FormField>
        )}
        {!chosen && error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('common:cancel')}
        </Button>
        <Button disabled={!chosen || place.isPending} onClick={submit} data-testid="placement-save">
          {t('placement.save')}
        </Button>
      </DialogFooter>
    </>
  );
}
