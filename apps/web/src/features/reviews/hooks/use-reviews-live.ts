import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REVIEW_REALTIME_EVENTS, type ReviewRealtimeEvent } from '@supplier/contracts/reviews';
import { useSession } from '@/lib/session';
import { reviewsKeys } from '../api/keys';

/**
 * Keeps reviews live through the app's one realtime connection: on `review.created` and
 * `review.changed` (private-customer.{id}) the unanswered count takes the event's figure, and the
 * lists and the summary load again.
 */
export function useReviewsLive(): void {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.data.id);
  useEffect(() => {
    if (userId === undefined) return;
    let stopped = false;
    const stops: Array<() => void> = [];
    const apply = (payload: unknown) => {
      const event = payload as Partial<ReviewRealtimeEvent> | null;
      if (typeof event?.unanswered === 'number') {
        queryClient.setQueryData(reviewsKeys.counts(), { unanswered: event.unanswered });
      } else {
        void queryClient.invalidateQueries({ queryKey: reviewsKeys.counts() });
      }
      void queryClient.invalidateQueries({ queryKey: reviewsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: reviewsKeys.summary() });
    };
    import('@/lib/realtime')
      .then(({ listenPrivate }) => {
        if (stopped) return;
        for (const event of Object.values(REVIEW_REALTIME_EVENTS)) {
          stops.push(listenPrivate(`customer.${userId}`, event, apply));
        }
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      for (const stop of stops.splice(0)) stop();
    };
  }, [userId, queryClient]);
}
