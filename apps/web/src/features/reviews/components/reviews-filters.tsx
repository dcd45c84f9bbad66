import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { EMPTY_FILTERS, type ReviewsParams } from '../lib/list-params';

/** A product or store to filter by (given by the page). */
export interface ReviewFilterOption {
  id: number;
  name: string;
}

type Filters = Omit<ReviewsParams, 'q' | 'sort'>;

/** Rating, photos, answered or not, product, store and dates (native controls: keyboard and phones work). */
export function ReviewsFilters({
  params,
  products,
  stores,
  active,
  rangeInvalid,
  onChange,
}: {
  params: Filters;
  products: ReviewFilterOption[];
  stores: ReviewFilterOption[];
  active: boolean;
  rangeInvalid: boolean;
  onChange(next: Partial<Filters>): void;
}) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const select = cn(inputClassName, 'w-full');
  return (
    <fieldset className="grid gap-3 rounded-xl border border-border bg-card p-3" data-testid="reviews-filters">
      <legend className="sr-only">{t('list.filters')}</legend>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 xl:grid-cols-[repeat(5,minmax(0,1fr))_repeat(2,minmax(8rem,10rem))]">
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-rating`}>{t('list.rating')}</Label>
          <select
            id={`${id}-rating`}
            value={params.rating}
            onChange={(event) => onChange({ rating: event.target.value as Filters['rating'] })}
            className={select}
            data-testid="reviews-rating"
          >
            <option value="">{t('list.anyRating')}</option>
            {(['5', '4', '3', '2', '1'] as const).map((rating) => (
              <option key={rating} value={rating}>
                {t('list.ratingOption', { rating })}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-answered`}>{t('list.answered')}</Label>
          <select
            id={`${id}-answered`}
            value={params.answered}
            onChange={(event) => onChange({ answered: event.target.value as Filters['answered'] })}
            className={select}
            data-testid="reviews-answered"
          >
            <option value="">{t('list.anyAnswered')}</option>
            <option value="false">{t('list.unansweredOnly')}</option>
            <option value="true">{t('list.answeredOnly')}</option>
          </select>
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-photos`}>{t('list.photos')}</Label>
          <select
            id={`${id}-photos`}
            value={params.with_photos}
            onChange={(event) => onChange({ with_photos: event.target.value as Filters['with_photos'] })}
            className={select}
            data-testid="reviews-photos"
          >
            <option value="">{t('list.anyPhotos')}</option>
            <option value="true">{t('list.withPhotos')}</option>
          </select>
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-product`}>{t('list.product')}</Label>
          <select
            id={`${id}-product`}
            value={params.product_id}
            onChange={(event) => onChange({ product_id: event.target.value })}
            className={select}
            data-testid="reviews-product"
          >
            <option value="">{t('list.anyProduct')}</option>
            {products.map((product) => (
              <option key={product.id} value={String(product.id)}>
                {product.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-store`}>{t('list.store')}</Label>
          <select
            id={`${id}-store`}
            value={params.store_id}
            onChange={(event) => onChange({ store_id: event.target.value })}
            className={select}
            data-testid="reviews-store"
          >
            <option value="">{t('list.anyStore')}</option>
            {stores.map((store) => (
              <option key={store.id} value={String(store.id)}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-from`}>{t('list.dateFrom')}</Label>
          <DateInput id={`${id}-from`} value={params.date_from} onChange={(date_from) => onChange({ date_from })} />
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-to`}>{t('list.dateTo')}</Label>
          <DateInput
            id={`${id}-to`}
            value={params.date_to}
            onChange={(date_to) => onChange({ date_to })}
            aria-invalid={rangeInvalid || undefined}
            aria-describedby={rangeInvalid ? `${id}-range` : undefined}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {rangeInvalid ? (
          <p id={`${id}-range`} role="alert" className="text-sm text-destructive">
            {t('list.dateRange')}
          </p>
        ) : (
          <span />
        )}
        {active && (
          <Button variant="ghost" size="sm" onClick={() => onChange({ ...EMPTY_FILTERS })} data-testid="reviews-clear">
            <X aria-hidden />
            {t('list.clearFilters')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
