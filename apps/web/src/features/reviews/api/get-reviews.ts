import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ReviewCountsResponse,
  ReviewSummaryResponse,
  ReviewsQuery,
  ReviewsResponse,
} from '@supplier/contracts/reviews';
import { REVIEWS_PATHS } from '@supplier/contracts/reviews-constants';
import { apiRequest } from '@/lib/api-client';
import { reviewsKeys } from './keys';

/** GET /admin-suppliers/v1/reviews → {data, meta{per_page, next_cursor}}: one keyset page. */
export function getReviews(query: ReviewsQuery, signal?: AbortSignal): Promise<ReviewsResponse> {
  return apiRequest<ReviewsResponse>(REVIEWS_PATHS.list, {
    query: query as Record<string, string | number | undefined>,
    signal,
    toastOnError: false,
  });
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

/** GET /admin-suppliers/v1/reviews/summary: average, distribution, unanswered, 30/90-day trend. */
export const useReviewSummary = () =>
  useQuery({
    queryKey: reviewsKeys.summary(),
    queryFn: ({ signal }) =>
      apiRequest<ReviewSummaryResponse>(REVIEWS_PATHS.summary, { signal, toastOnError: false }).then((r) => r.data),
  });

/** GET /admin-suppliers/v1/reviews/counts: how many reviews wait for a reply. */
export const useReviewCounts = (enabled = true) =>
  useQuery({
    queryKey: reviewsKeys.counts(),
    queryFn: ({ signal }) =>
      apiRequest<ReviewCountsResponse>(REVIEWS_PATHS.counts, { signal, toastOnError: false }).then((r) => r.data),
    enabled,
    staleTime: 60_000,
  });
