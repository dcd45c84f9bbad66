/** Reviews' paths and realtime event names, without zod (the shell loads them first). */

export const REVIEWS_BASE = '/admin-suppliers/v1/reviews';
/** Every supplier-side call of reviews; `{id}` is the review's id. */
export const REVIEWS_PATHS = {
  list: REVIEWS_BASE,
  summary: `${REVIEWS_BASE}/summary`,
  counts: `${REVIEWS_BASE}/counts`,
  detail: (id: number | string) => `${REVIEWS_BASE}/${id}`,
  reply: (id: number | string) => `${REVIEWS_BASE}/${id}/reply`,
  report: (id: number | string) => `${REVIEWS_BASE}/${id}/report`,
} as const;

// ---------------------------------------------------------------------------------------------
// Realtime

/** Events on the supplier's private-reviews.{id} channel, so the list and menu count update live. */
export const REVIEW_REALTIME_EVENTS = {
  created: 'review.created',
  changed: 'review.changed',
} as const;
