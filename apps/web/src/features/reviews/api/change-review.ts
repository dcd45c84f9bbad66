import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { REVIEWS_PATHS, type ReviewReportRequest, type ReviewSavedResponse } from '@supplier/contracts/reviews';
import { apiRequest } from '@/lib/api-client';
import { reviewsKeys } from './keys';

function saved(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: reviewsKeys.all });
}

/** PUT /admin-suppliers/v1/reviews/{id}/reply → {message, data}: the public reply (or its edit within 24 h). */
export function useReplyToReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<ReviewSavedResponse>(REVIEWS_PATHS.reply(id), { method: 'PUT', body: { text }, toastOnError: false }),
    onSuccess: () => saved(queryClient),
  });
}

/** POST /admin-suppliers/v1/reviews/{id}/report → {message, data}: a report with a reason (once). */
export function useReportReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewReportRequest) =>
      apiRequest<ReviewSavedResponse>(REVIEWS_PATHS.report(id), { method: 'POST', body, toastOnError: false }),
    onSuccess: () => saved(queryClient),
  });
}
