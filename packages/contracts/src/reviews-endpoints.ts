import { endpoints } from './endpoint';
import type { reviewsEndpointSchemas } from './reviews';

/** Reviews (issue 14): where each endpoint lives; its schemas are in `reviews.ts`. */
export const reviewsEndpoints = endpoints<typeof reviewsEndpointSchemas>()({
  listReviews: 'GET /admin-suppliers/v1/reviews',
  getReviewsSummary: 'GET /admin-suppliers/v1/reviews/summary',
  countReviews: 'GET /admin-suppliers/v1/reviews/counts',
  getReview: 'GET /admin-suppliers/v1/reviews/:id',
  replyToReview: 'PUT /admin-suppliers/v1/reviews/:id/reply',
  reportReview: 'POST /admin-suppliers/v1/reviews/:id/report',
});
