import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewsQuery } from '@supplier/contracts/reviews';
import { reviewsEndpoints } from '@supplier/contracts/reviews-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { reviewsKeys } from './keys';
import { useFirstPageShown } from '@/lib/first-page-shown';

/** {data, meta{per_page, next_cursor}}: one keyset page. */
export function getReviews(query: ReviewsQuery, signal?: AbortSignal) {
  return callEndpoint(reviewsEndpoints.listReviews, { query, signal, toastOnError: false });
}

export const useReviews = (query: ReviewsQuery, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: reviewsKeys.list(query),
      queryFn: ({ signal }) => getReviews(query, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );

/** Average, distribution, unanswered, 30/90-day trend. */
export const useReviewSummary = () =>
  useQuery({
    queryKey: reviewsKeys.summary(),
    queryFn: ({ signal }) =>
      callEndpoint(reviewsEndpoints.getReviewsSummary, { signal, toastOnError: false }).then((r) => r.data),
  });

/** How many reviews wait for a reply. */
export const useReviewCounts = (enabled = true) =>
  useQuery({
    queryKey: reviewsKeys.counts(),
    queryFn: ({ signal }) =>
      callEndpoint(reviewsEndpoints.countReviews, { signal, toastOnError: false }).then((r) => r.data),
    enabled: useFirstPageShown() && enabled,
    staleTime: 60_000,
  });
