import type { QueryClient } from '@tanstack/react-query';
import type { ReviewItem } from '@supplier/contracts/reviews';
import type { reviewsEndpoints } from '@supplier/contracts/reviews-endpoints';
import type { EndpointResponse } from '@/lib/endpoint-client';
import { reviewsKeys } from './keys';

/**
 * Puts the review as it is now into every loaded page, where it already stands: a review just
 * answered stays in view under «без відповіді» until the seller loads the list again (a refresh,
 * another filter or page), instead of jumping out of it mid-work.
 */
export function patchReviewInLists(queryClient: QueryClient, review: ReviewItem): void {
  queryClient.setQueriesData<EndpointResponse<typeof reviewsEndpoints.listReviews>>(
    { queryKey: reviewsKeys.lists() },
    (page) =>
      page && page.data.some((row) => row.id === review.id)
        ? { ...page, data: page.data.map((row) => (row.id === review.id ? review : row)) }
        : page,
  );
}
