import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReviewRealtimeEvent } from '@supplier/contracts/reviews';
import { REVIEW_REALTIME_EVENTS } from '@supplier/contracts/reviews-constants';
import { useCustomerEvents } from '@/lib/use-customer-events';
import { reviewsKeys } from '../api/keys';

const EVENTS = Object.values(REVIEW_REALTIME_EVENTS);

/**
 * Keeps reviews live: on `review.created` and `review.changed` (private-customer.{id}) the
 * unanswered count takes the event's figure, and the lists and the summary load again.
 */
export function useReviewsLive(): void {
  const queryClient = useQueryClient();
  const apply = useCallback(
    (payload: unknown) => {
      const event = payload as Partial<ReviewRealtimeEvent> | null;
      if (typeof event?.unanswered === 'number') {
        queryClient.setQueryData(reviewsKeys.counts(), { unanswered: event.unanswered });
      } else {
        void queryClient.invalidateQueries({ queryKey: reviewsKeys.counts() });
      }
      void queryClient.invalidateQueries({ queryKey: reviewsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: reviewsKeys.summary() });
    },
    [queryClient],
  );
  useCustomerEvents(EVENTS, apply);
}
