import { useCan } from '@/lib/permissions';
import { useReviewCounts } from '../api/get-reviews';
import { useReviewsLive } from './use-reviews-live';

/** The side menu's count of reviews waiting for a reply, kept live. */
export function useUnansweredReviews(): number | undefined {
  useReviewsLive();
  return useReviewCounts(useCan('reviews')).data?.unanswered;
}
