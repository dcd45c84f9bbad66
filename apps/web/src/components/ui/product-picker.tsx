import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, LoaderCircle, Package, X } from 'lucide-react';
import { useDebounced } from '@/lib/use-debounced';
import { cn } from '@/lib/cn';
import { inputClassName } from './input';
import { Label } from './label';

/** A product as a picker shows it: the photo, the name and the SKU tell apart products of one name. */
export interface PickerProduct {
  id: number;
  name: string;
  /** Empty when unknown (the product is shown by name and photo). */
  sku: string;
  image: string | null;
}

/** Finds the supplier's products by a fragment of the name or by SKU, on the server (composed by the page). */
export type SearchProducts = (q: string, signal?: AbortSignal) => Promise<PickerProduct[]>;
/** One product by id, for a choice the page knows by id only (e.g. from the address). */
export type FindProduct = (id: number, signal?: AbortSignal) => Promise<PickerProduct>;

const pickerKey = (scope: string, ...rest: unknown[]) => ['product-picker', scope, ...rest] as const;

function Thumb({ image, small }: { image: string | null; small?: boolean }) {
  const size = small ? 'size-6' : 'size-9';
  return image ? (
    <img src={image} alt="" loading="lazy" className={cn(size, 'shrink-0 rounded border border-border object-cover')} />
  ) : (
    <span
      className={cn(size, 'flex shrink-0 items-center justify-center rounded border border-border bg-muted')}
      aria-hidden
    >
      <Package className="size-4 text-muted-foreground" />
    </span>
  );
}

/** Photo, name and SKU on one line (the name wraps on a phone, the SKU stays whole). */
export function ProductLine({ product, small }: { product: PickerProduct; small?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <span className="flex min-w-0 flex-1 items-center gap-2">
      <Thumb image={product.image} small={small} />
      <span className="grid min-w-0 flex-1">
        <span className={cn('break-words', small && 'truncate')}>{product.name}</span>
        {product.sku && (
          <span className="truncate font-mono text-xs text-muted-foreground" data-testid="product-picker-sku">
            {t('productPicker.sku', { sku: product.sku })}
          </span>
        )}
      </span>
    </span>
  );
}

/**
 * The search field and the products it finds, as an ARIA combobox: typing asks the server
 * (debounced), arrows move through the results, Enter picks, Escape closes the list.
 */
function ProductSearch({
  id,
  scope,
  search,
  isChosen,
  onPick,
  closeOnPick,
  autoFocus,
  testId,
}: {
  id: string;
  scope: string;
  search: SearchProducts;
  isChosen(id: number): boolean;
  onPick(product: PickerProduct): void;
  closeOnPick: boolean;
  autoFocus?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('common');
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim(), 300);
  const found = useQuery({
    queryKey: pickerKey(scope, 'search', q),
    queryFn: ({ signal }) => search(q, signal),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const products = found.data ?? [];
  const current = products[Math.min(active, products.length - 1)];
  const waiting = found.isPending || (found.isFetching && found.isPlaceholderData);
  const activeId = open && current ? `${id}-option-${current.id}` : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const pick = (product: PickerProduct) => {
    onPick(product);
    if (closeOnPick) {
      setOpen(false);
      setText('');
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.max(0, Math.min(products.length - 1, index + step)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (current) pick(current);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  let body: ReactNode;
  if (found.isError) {
    body = (
      <p className="p-3 text-sm text-destructive" role="alert">
        {t('productPicker.failed')}{' '}
        <button
          type="button"
          className="underline"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => void found.refetch()}
        >
          {t('retry')}
        </button>
      </p>
    );
  } else if (waiting && products.length === 0) {
    body = (
      <p className="flex items-center gap-2 p-3 text-sm text-muted-foreground" role="status">
        <LoaderCircle className="size-4 animate-spin" aria-hidden />
        {t('productPicker.loading')}
      </p>
    );
  } else if (products.length === 0) {
    body = (
      <p className="p-3 text-sm text-muted-foreground" role="status" data-testid={`${testId}-empty`}>
        {t('productPicker.nothing')}
      </p>
    );
  }

  return (
    <div className="relative min-w-0">
      <input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoFocus={autoFocus}
        aria-busy={waiting || undefined}
        value={text}
        placeholder={t('productPicker.search')}
        className={cn(inputClassName, 'pr-8')}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        data-testid={testId}
      />
      {waiting && (
        <LoaderCircle
          className="pointer-events-none absolute top-3 right-3 size-4 animate-spin text-muted-foreground"
          aria-hidden
        />
      )}
      {open && (
        <div className="absolute top-full left-0 z-50 mt-1 max-h-72 w-full sm:min-w-72 overflow-y-auto rounded-lg border border-border bg-card shadow-lg">
          {body ?? (
            <ul id={listId} role="listbox" aria-label={t('productPicker.found')} aria-multiselectable={!closeOnPick}>
              {products.map((product, index) => {
                const chosen = isChosen(product.id);
                return (
                  <li
                    key={product.id}
                    id={`${id}-option-${product.id}`}
                    role="option"
                    aria-selected={chosen}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
                      product === current && 'bg-muted',
                      chosen && 'font-medium',
                    )}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(index)}
                    onClick={() => pick(product)}
                    data-testid={`${testId}-option`}
                  >
                    <Check className={cn('size-4 shrink-0 text-primary', !chosen && 'invisible')} aria-hidden />
                    <ProductLine product={product} />
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * One product or none (a list's filter): the chosen one shows its photo, name and SKU with a
 * button to clear it; none shows the search. `find` names a choice known by id only.
 */
export function ProductPicker({
  scope,
  label,
  value,
  onChange,
  search,
  find,
  testId,
  className,
}: {
  scope: string;
  label: string;
  className?: string;
  value: number | null;
  onChange(id: number | null): void;
  search: SearchProducts;
  find: FindProduct;
  testId: string;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const queryClient = useQueryClient();
  // After clearing, the search takes the focus the clear button had.
  const [cleared, setCleared] = useState(false);
  const chosen = useQuery({
    queryKey: pickerKey(scope, 'one', value),
    queryFn: ({ signal }) => find(value!, signal),
    enabled: value !== null,
    staleTime: Infinity,
  });
  const shown: PickerProduct | null =
    value === null
      ? null
      : (chosen.data ?? { id: value, name: t('productPicker.unknown', { id: value }), sku: '', image: null });

  return (
    <div className={cn('grid min-w-0 gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {shown ? (
        <div
          className={cn(inputClassName, 'h-auto min-h-10 items-center gap-2 py-1 pr-1')}
          data-testid={`${testId}-chosen`}
          aria-busy={chosen.isPending || undefined}
        >
          <ProductLine product={shown} small />
          <button
            id={id}
            type="button"
            className="flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary/30 focus-visible:outline-none"
            aria-label={`${t('productPicker.clear')}: ${shown.name}`}
            onClick={() => {
              setCleared(true);
              onChange(null);
            }}
            data-testid={`${testId}-clear`}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : (
        <ProductSearch
          id={id}
          scope={scope}
          search={search}
          isChosen={() => false}
          closeOnPick
          autoFocus={cleared}
          onPick={(product) => {
            queryClient.setQueryData(pickerKey(scope, 'one', product.id), product);
            onChange(product.id);
          }}
          testId={testId}
        />
      )}
    </div>
  );
}

/** Several products (up to `max`): the chosen ones as removable chips, the search keeps its list open to pick more. */
export function ProductMultiPicker({
  scope,
  label,
  value,
  onChange,
  search,
  max,
  testId,
}: {
  scope: string;
  label: string;
  value: PickerProduct[];
  onChange(next: PickerProduct[]): void;
  search: SearchProducts;
  max: number;
  testId: string;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const toggle = (product: PickerProduct) =>
    onChange(
      value.some((item) => item.id === product.id)
        ? value.filter((item) => item.id !== product.id)
        : [...value, product].slice(-max),
    );
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      {value.length > 0 && (
        <ul className="grid gap-1" aria-label={t('productPicker.chosen')} data-testid={`${testId}-chosen`}>
          {value.map((product) => (
            <li
              key={product.id}
              className="flex min-w-0 items-center gap-2 rounded-md border border-border py-1 pr-1 pl-2 text-sm"
            >
              <ProductLine product={product} small />
              <button
                type="button"
                className="flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary/30 focus-visible:outline-none"
                aria-label={t('productPicker.remove', { name: product.name })}
                onClick={() => toggle(product)}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProductSearch
        id={id}
        scope={scope}
        search={search}
        isChosen={(productId) => value.some((item) => item.id === productId)}
        closeOnPick={false}
        onPick={toggle}
        testId={testId}
      />
    </div>
  );
}

/** A dialog's Escape closes an open picker's list first, not the dialog (Radix listens before the field). */
export function keepDialogOnPickerEscape(event: globalThis.KeyboardEvent) {
  const target = event.target as HTMLElement | null;
  if (target?.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true') {
    event.preventDefault();
  }
}
