import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReviewRealtimeEvent } from '@supplier/contracts/reviews';
import { REVIEW_REALTIME_EVENTS } from '@supplier/contracts/reviews-constants';
import { useCustomerEvents } from '@/lib/use-customer-events';
import { patchReviewInLists } from '../api/patch-review';
import { reviewsKeys } from '../api/keys';

const EVENTS = Object.values(REVIEW_REALTIME_EVENTS);

/**
 * Keeps reviews live: on `review.created` and `review.changed` (private-reviews.{id}) the
 * unanswered count takes the event's figure and the summary loads again. A new review loads the
 * lists again; a changed one (answered here or elsewhere) changes in place, keeping its row until
 * the seller loads the list again.
 */
export function useReviewsLive(): void {
  const queryClient = useQueryClient();
  const apply = useCallback(
    (payload: unknown, name: string) => {
      const event = payload as Partial<ReviewRealtimeEvent> | null;
      if (typeof event?.unanswered === 'number') {
        queryClient.setQueryData(reviewsKeys.counts(), { unanswered: event.unanswered });
      } else {
        void queryClient.invalidateQueries({ queryKey: reviewsKeys.counts() });
      }
      if (name === REVIEW_REALTIME_EVENTS.changed && event?.review) patchReviewInLists(queryClient, event.review);
      else void queryClient.invalidateQueries({ queryKey: reviewsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: reviewsKeys.summary() });
    },
    [queryClient],
  );
  useCustomerEvents(EVENTS, apply, () => void queryClient.invalidateQueries({ queryKey: reviewsKeys.all }));
}
