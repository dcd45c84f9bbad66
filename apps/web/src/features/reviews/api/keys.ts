import type { ReviewsQuery } from '@supplier/contracts/reviews';

/** Query keys of the reviews domain; a review event invalidates the lists and the summary. */
export const reviewsKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewsKeys.all, 'list'] as const,
  list: (query: ReviewsQuery) => [...reviewsKeys.lists(), query] as const,
  summary: () => [...reviewsKeys.all, 'summary'] as const,
  counts: () => [...reviewsKeys.all, 'counts'] as const,
};
