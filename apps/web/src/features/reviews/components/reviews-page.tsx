import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/ui/list-page';
import { cn } from '@/lib/cn';
import { useListAddress } from '@/lib/use-list-address';
import { useReviews } from '../api/get-reviews';
import { useReviewsLive } from '../hooks/use-reviews-live';
import { REVIEWS_ADDRESS, filtersActive, queryOf, rangeInvalid, type ReviewsParams } from '../lib/list-params';
import { ReviewCard } from './review-card';
import { ReviewSummaryCard } from './review-summary-card';
import { ReviewsFilters, type ReviewFilterOption, type ReviewProducts } from './reviews-filters';

/**
 * `Відгуки`: the rating summary, then the reviews (unanswered first unless sorted otherwise),
 * searched and filtered in the address, page by page (keyset: Next follows the server's cursor,
 * Previous goes back the way it came); live as reviews come and are answered.
 */
export function ReviewsPage({
  title,
  products,
  stores,
}: {
  title: string;
  products: ReviewProducts;
  stores: ReviewFilterOption[];
}) {
  const { t } = useTranslation('reviews');
  useReviewsLive();
  const list = useListAddress({ codec: REVIEWS_ADDRESS, search: 'q', filtersOpen: filtersActive });
  const { params, update } = list;
  const badRange = rangeInvalid(params);
  const reviews = useReviews(queryOf(params, list.paging.cursor), !badRange);
  const active = filtersActive(params);

  return (
    <ListPage
      list={list}
      testId="reviews-page"
      title={title}
      above={
        <ReviewSummaryCard
          onRating={(rating) => {
            update({ rating: String(rating) as ReviewsParams['rating'] });
            list.filters.show();
          }}
        />
      }
      toolbar={{
        testIdPrefix: 'reviews',
        search: { placeholder: t('list.search'), label: t('list.searchLabel') },
        filters: {
          active,
          label: t('list.filters'),
          panel: (
            <ReviewsFilters
              params={params}
              products={products}
              stores={stores}
              active={active}
              rangeInvalid={badRange}
              onChange={update}
            />
          ),
        },
        sort: {
          value: params.sort,
          onChange: (sort) => update({ sort: sort as ReviewsParams['sort'] }),
          label: t('list.sort'),
          options: [
            { value: '', label: t('sort.unanswered_first') },
            { value: 'newest', label: t('sort.newest') },
            { value: 'oldest', label: t('sort.oldest') },
          ],
        },
      }}
      result={reviews}
      loading={{ rows: 4, className: 'h-40 rounded-xl', testId: 'reviews-loading' }}
      error={{ title: t('list.loadError'), testId: 'reviews-error' }}
      empty={{
        filtered: Boolean(params.q.trim() || active),
        title: t('list.empty'),
        filteredTitle: t('list.emptyFiltered'),
        hint: t('list.emptyHint'),
        filteredHint: t('list.emptyFilteredHint'),
        testId: 'reviews-empty',
      }}
      pager={{ label: t('list.pages'), testIdPrefix: 'reviews' }}
    >
      {(rows, { busy }) => (
        <ul className={cn('grid gap-3', busy && 'opacity-60')} aria-busy={busy || undefined}>
          {rows.map((review) => (
            <li key={review.id} className="min-w-0">
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}
