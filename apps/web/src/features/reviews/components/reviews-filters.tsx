import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/ui/filters-panel';
import { ProductPicker, type FindProduct, type SearchProducts } from '@/components/ui/product-picker';
import type { ReviewsParams } from '../lib/list-params';

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
  return (
    <FilterBar<Filters>
      legend={t('list.filters')}
      testId="reviews-filters"
      className="grid grid-cols-2 gap-3 lg:grid-cols-4 xl:grid-cols-[repeat(5,minmax(0,1fr))_repeat(2,minmax(8rem,10rem))]"
      params={params}
      active={active}
      rangeInvalid={rangeInvalid}
      texts={{ reset: t('list.clearFilters'), dateRange: t('list.dateRange') }}
      resetTestId="reviews-clear"
      onChange={onChange}
      fields={[
        {
          key: 'rating',
          label: t('list.rating'),
          anyLabel: t('list.anyRating'),
          options: (['5', '4', '3', '2', '1'] as const).map((rating) => ({
            value: rating,
            label: t('list.ratingOption', { rating }),
          })),
          testId: 'reviews-rating',
        },
        {
          key: 'answered',
          label: t('list.answered'),
          anyLabel: t('list.anyAnswered'),
          options: [
            { value: 'false', label: t('list.unansweredOnly') },
            { value: 'true', label: t('list.answeredOnly') },
          ],
          testId: 'reviews-answered',
        },
        {
          key: 'with_photos',
          label: t('list.photos'),
          anyLabel: t('list.anyPhotos'),
          options: [{ value: 'true', label: t('list.withPhotos') }],
          testId: 'reviews-photos',
        },
        {
          key: 'product_id',
          control: (
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
          ),
        },
        {
          key: 'store_id',
          label: t('list.store'),
          anyLabel: t('list.anyStore'),
          options: stores.map((store) => ({ value: String(store.id), label: store.name })),
          testId: 'reviews-store',
        },
        { dates: { from: t('list.dateFrom'), to: t('list.dateTo') } },
      ]}
    />
  );
}
