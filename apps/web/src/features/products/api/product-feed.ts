import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCTS_PATHS, type ProductFeedResponse } from '@supplier/contracts/products';
import { apiRequest } from '@/lib/api-client';
import { productsKeys } from './keys';

/** GET /admin-suppliers/v1/products/feed → {data: {url}}: the YML feed's address, null when off. */
export const useProductFeed = (enabled: boolean) =>
  useQuery({
    queryKey: productsKeys.feed(),
    queryFn: ({ signal }) => apiRequest<ProductFeedResponse>(PRODUCTS_PATHS.feed, { signal }),
    enabled,
  });

/** POST makes a new address (the old one stops working); DELETE turns the feed off. */
export function useChangeProductFeed() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: productsKeys.feed() });
  return {
    renew: useMutation({
      mutationFn: () =>
        apiRequest<ProductFeedResponse & { message: string }>(PRODUCTS_PATHS.feed, { method: 'POST', body: {} }),
      onSuccess: (saved) => queryClient.setQueryData(productsKeys.feed(), { data: saved.data }),
      onSettled: settle,
    }),
    remove: useMutation({
      mutationFn: () => apiRequest<{ message: string }>(PRODUCTS_PATHS.feed, { method: 'DELETE' }),
      onSettled: settle,
    }),
  };
}
