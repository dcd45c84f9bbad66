import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReviewItem } from '@supplier/contracts/reviews';
import { reviewsEndpoints } from '@supplier/contracts/reviews-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { reviewsKeys } from './keys';
import { patchReviewInLists } from './patch-review';

/** The review changes in place in the lists (not reloaded, so it keeps its place); the figures load again. */
function saved(queryClient: QueryClient, review: ReviewItem) {
  patchReviewInLists(queryClient, review);
  void queryClient.invalidateQueries({ queryKey: reviewsKeys.summary() });
  void queryClient.invalidateQueries({ queryKey: reviewsKeys.counts() });
}

/** {message, data}: the public reply (or its edit within 24 h). */
export function useReplyToReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      callEndpoint(reviewsEndpoints.replyToReview, { params: { id }, body: { text }, toastOnError: false }),
    onSuccess: (answer) => saved(queryClient, answer.data),
  });
}

/** {message, data}: a report with a reason (once). */
export function useReportReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof reviewsEndpoints.reportReview>) =>
      callEndpoint(reviewsEndpoints.reportReview, { params: { id }, body, toastOnError: false }),
    onSuccess: (answer) => saved(queryClient, answer.data),
  });
}
