import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { reviewsEndpoints } from '@supplier/contracts/reviews-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { reviewsKeys } from './keys';

function saved(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: reviewsKeys.all });
}

/** {message, data}: the public reply (or its edit within 24 h). */
export function useReplyToReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      callEndpoint(reviewsEndpoints.replyToReview, { params: { id }, body: { text }, toastOnError: false }),
    onSuccess: () => saved(queryClient),
  });
}

/** {message, data}: a report with a reason (once). */
export function useReportReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof reviewsEndpoints.reportReview>) =>
      callEndpoint(reviewsEndpoints.reportReview, { params: { id }, body, toastOnError: false }),
    onSuccess: () => saved(queryClient),
  });
}
