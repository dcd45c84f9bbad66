import { useInfiniteQuery } from '@tanstack/react-query';
import { activityEndpoints } from '@supplier/contracts/activity-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { activityKeys } from './keys';

/**
 * A product's history, newest first; later pages append. `version` (the product's `updated_at`)
 * reads it again after the product is saved.
 */
export const useProductHistory = (productId: number, version: string) =>
  useInfiniteQuery({
    queryKey: activityKeys.product(productId, version),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(activityEndpoints.listProductHistory, {
        params: { id: productId },
        query: { cursor: pageParam },
        signal,
        toastOnError: false,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    select: (answer) => answer.pages.flatMap((page) => page.data),
  });
