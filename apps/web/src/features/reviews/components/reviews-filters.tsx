import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { DateRangeFields, dateRangeErrorId, FiltersPanel } from '@/components/ui/filters-panel';
import { ProductPicker, type FindProduct, type SearchProducts } from '@/components/ui/product-picker';
import { EMPTY_FILTERS, type ReviewsParams } from '../lib/list-params';

/** A store to filter by (given by the page). */
export interface ReviewFilterOption {
  id: number;
  name: string;
}

/** How the product filter finds the supplier's products (composed in app/). */
export interface ReviewProducts {
  search: SearchProducts;
  find: FindProduct;
}

type Filters = Omit<ReviewsParams, 'q' | 'sort'>;

/**
 * Rating, photos, answered or not, product, store and dates (native controls: keyboard and phones
 * work); the product is searched on the server and shown with its photo and SKU.
 */
export function ReviewsFilters({
  params,
  products,
  stores,
  active,
  rangeInvalid,
  onChange,
}: {
  params: Filters;
  products: ReviewProducts;
  stores: ReviewFilterOption[];
  active: boolean;
  rangeInvalid: boolean;
  onChange(next: Partial<Filters>): void;
}) {
  const { t } = useTranslation('reviews');
  const id = useId();
  return (
    <FiltersPanel legend={t('list.filters')} testId="reviews-filters">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 xl:grid-cols-[repeat(5,minmax(0,1fr))_repeat(2,minmax(8rem,10rem))]">
        <FilterSelect
          id={`${id}-rating`}
          label={t('list.rating')}
          anyLabel={t('list.anyRating')}
          value={params.rating}
          options={(['5', '4', '3', '2', '1'] as const).map((rating) => ({
            value: rating,
            label: t('list.ratingOption', { rating }),
          }))}
          onChange={(rating) => onChange({ rating })}
          testId="reviews-rating"
        />
        <FilterSelect
          id={`${id}-answered`}
          label={t('list.answered')}
          anyLabel={t('list.anyAnswered')}
          value={params.answered}
          options={[
            { value: 'false', label: t('list.unansweredOnly') },
            { value: 'true', label: t('list.answeredOnly') },
          ]}
          onChange={(answered) => onChange({ answered })}
          testId="reviews-answered"
        />
        <FilterSelect
          id={`${id}-photos`}
          label={t('list.photos')}
          anyLabel={t('list.anyPhotos')}
          value={params.with_photos}
          options={[{ value: 'true', label: t('list.withPhotos') }]}
          onChange={(with_photos) => onChange({ with_photos })}
          testId="reviews-photos"
        />
        <ProductPicker
          scope="reviews"
          label={t('list.product')}
          value={params.product_id ? Number(params.product_id) : null}
          onChange={(product) => onChange({ product_id: product === null ? '' : String(product) })}
          search={products.search}
          find={products.find}
          testId="reviews-product"
          className="col-span-2 lg:col-span-1"
        />
        <FilterSelect
          id={`${id}-store`}
          label={t('list.store')}
          anyLabel={t('list.anyStore')}
          value={params.store_id}
          options={stores.map((store) => ({ value: String(store.id), label: store.name }))}
          onChange={(store_id) => onChange({ store_id })}
          testId="reviews-store"
        />
        <DateRangeFields
          id={id}
          labels={{ from: t('list.dateFrom'), to: t('list.dateTo') }}
          from={params.date_from}
          to={params.date_to}
          invalid={rangeInvalid}
          onChange={onChange}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {rangeInvalid ? (
          <p id={dateRangeErrorId(id)} role="alert" className="text-sm text-destructive">
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
    </FiltersPanel>
  );
}
