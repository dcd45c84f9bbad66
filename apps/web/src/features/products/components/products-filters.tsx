import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { productAvailabilities } from '@supplier/contracts/products-constants';
import { Button } from '@/components/ui/button';
import { Input, inputClassName } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { NO_FILTERS, type FilterParams } from '../lib/list-params';
import type { ProductFormOption } from './product-form';

/** Lets the page put a category picker in the filters (categories are another feature). */
export type CategoryFilterSlot = (props: {
  value: { id: number; name: string } | null;
  onChange: (category: { id: number; name: string } | null) => void;
}) => ReactNode;

type RangeField = 'price_min' | 'price_max' | 'stock_min' | 'stock_max';

const RANGE_ERROR_ID = 'products-filter-range-error';

/**
 * The filters panel: category (the page's picker), availability, shelving, price and stock
 * ranges, a reset while any is set, and the message of a range whose "to" is below its "from".
 */
export function ProductsFilters({
  params,
  active,
  badRange,
  shelvings,
  categoryFilter,
  onChange,
}: {
  params: FilterParams;
  active: boolean;
  badRange: 'price' | 'stock' | null;
  shelvings: ProductFormOption[];
  categoryFilter: CategoryFilterSlot;
  onChange(patch: Partial<FilterParams>): void;
}) {
  const { t } = useTranslation('products');
  const rangeInput = (name: RangeField) => {
    const invalid = badRange !== null && name.startsWith(badRange);
    return (
      <Input
        inputMode="decimal"
        value={params[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
        placeholder={t(`filters.${name}`)}
        aria-label={t(`filters.${name}`)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? RANGE_ERROR_ID : undefined}
        className="w-32"
        data-testid={`filter-${name}`}
      />
    );
  };

  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-xl border border-border bg-card p-3"
      data-testid="filters"
    >
      {categoryFilter({
        value: params.category_id ? { id: Number(params.category_id), name: params.category_name } : null,
        onChange: (category) =>
          onChange({ category_id: category ? String(category.id) : '', category_name: category?.name ?? '' }),
      })}
      <select
        value={params.availability}
        onChange={(event) => onChange({ availability: event.target.value })}
        aria-label={t('fields.availability')}
        className={cn(inputClassName, 'w-auto')}
      >
        <option value="">{t('filters.anyAvailability')}</option>
        {productAvailabilities.map((value) => (
          <option key={value} value={value}>
            {t(`availability.${value}`)}
          </option>
        ))}
      </select>
      <select
        value={params.shelving_id}
        onChange={(event) => onChange({ shelving_id: event.target.value })}
        aria-label={t('fields.shelving')}
        className={cn(inputClassName, 'w-auto')}
        data-testid="filter-shelving"
      >
        <option value="">{t('filters.anyShelving')}</option>
        <option value="none">{t('filters.noShelving')}</option>
        {shelvings.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      {rangeInput('price_min')}
      {rangeInput('price_max')}
      {rangeInput('stock_min')}
      {rangeInput('stock_max')}
      {active && (
        <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
          <X aria-hidden />
          {t('filters.reset')}
        </Button>
      )}
      {badRange && (
        <p
          id={RANGE_ERROR_ID}
          role="alert"
          className="basis-full text-sm text-destructive"
          data-testid="filter-range-error"
        >
          {t(`filters.${badRange}Range`)}
        </p>
      )}
    </div>
  );
}
