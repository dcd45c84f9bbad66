import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeysetPager } from '@/components/ui/keyset-pager';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { EmptyState, ListStates } from '@/components/ui/page-states';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { useAddressParams } from '@/lib/use-address-params';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import { useKeysetPaging } from '@/lib/use-keyset-paging';
import { useReviewSummary, useReviews } from '../api/get-reviews';
import { useReviewsLive } from '../hooks/use-reviews-live';
import { filtersActive, queryOf, rangeInvalid, readParams, writeParams, type ReviewsParams } from '../lib/list-params';
import { ReviewCard } from './review-card';
import { ReviewSummaryCard } from './review-summary-card';
import { ReviewsFilters, type ReviewFilterOption } from './reviews-filters';

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
  products: ReviewFilterOption[];
  stores: ReviewFilterOption[];
}) {
  const { t } = useTranslation('reviews');
  useReviewsLive();
  const [address, setAddress] = useAddressParams();
  const params = readParams(address);
  const paramsKey = writeParams(params).toString();
  const [text, setText] = useDebouncedSearch(
    params.q,
    useCallback(
      (q: string) => setAddress((current) => writeParams({ ...readParams(current), q }), { replace: true }),
      [setAddress],
    ),
  );
  const paging = useKeysetPaging(paramsKey);
  const [filtersOpen, setFiltersOpen] = useState(filtersActive(params));

  const update = (patch: Partial<ReviewsParams>) =>
    setAddress((current) => writeParams({ ...readParams(current), ...patch }), {
      replace: true,
      preventScrollReset: true,
    });

  const badRange = rangeInvalid(params);
  const summary = useReviewSummary();
  const reviews = useReviews(queryOf(params, paging.cursor), !badRange);
  const filtered = Boolean(params.q.trim() || filtersActive(params));

  return (
    <section className="flex min-w-0 flex-col gap-4" data-testid="reviews-page">
      <PageHeader title={title} />
      <ReviewSummaryCard
        summary={summary.data}
        isError={summary.isError}
        error={summary.error}
        onRetry={() => void summary.refetch()}
        onRating={(rating) => {
          update({ rating: String(rating) as ReviewsParams['rating'] });
          setFiltersOpen(true);
        }}
      />
      <ListToolbar
        testIdPrefix="reviews"
        search={{ value: text, onChange: setText, placeholder: t('list.search'), label: t('list.searchLabel') }}
        filters={{
          active: filtersActive(params),
          open: filtersOpen,
          onToggle: () => setFiltersOpen((open) => !open),
          label: t('list.filters'),
        }}
        sort={{
          value: params.sort,
          onChange: (sort) => update({ sort }),
          label: t('list.sort'),
          options: [
            { value: '', label: t('sort.unanswered_first') },
            { value: 'newest', label: t('sort.newest') },
            { value: 'oldest', label: t('sort.oldest') },
          ],
        }}
      />
      {filtersOpen && (
        <ReviewsFilters
          params={params}
          products={products}
          stores={stores}
          active={filtersActive(params)}
          rangeInvalid={badRange}
          onChange={update}
        />
      )}
      <ListStates
        result={reviews}
        loading={{ rows: 4, className: 'h-40 rounded-xl', testId: 'reviews-loading' }}
        error={{ title: t('list.loadError'), testId: 'reviews-error' }}
        empty={
          <EmptyState
            title={filtered ? t('list.emptyFiltered') : t('list.empty')}
            description={filtered ? t('list.emptyFilteredHint') : t('list.emptyHint')}
            testId="reviews-empty"
          />
        }
      >
        {(data) => (
          <div className="grid gap-3">
            <ul
              className={cn('grid gap-3', reviews.isPlaceholderData && 'opacity-60')}
              aria-busy={reviews.isPlaceholderData || undefined}
            >
              {data.data.map((review) => (
                <li key={review.id} className="min-w-0">
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
            <KeysetPager
              paging={paging}
              nextCursor={data.meta.next_cursor}
              busy={reviews.isFetching}
              label={t('list.pages')}
              testIdPrefix="reviews"
            />
          </div>
        )}
      </ListStates>
    </section>
  );
}
