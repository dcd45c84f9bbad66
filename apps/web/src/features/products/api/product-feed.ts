import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productsEndpoints } from '@supplier/contracts/products-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { productsKeys } from './keys';

/** {data: {url}}: the YML feed's address, null when off. */
export const useProductFeed = (enabled: boolean) =>
  useQuery({
    queryKey: productsKeys.feed(),
    queryFn: ({ signal }) => callEndpoint(productsEndpoints.getProductFeedAddress, { signal }),
    enabled,
  });

/** Renew makes a new address (the old one stops working); remove turns the feed off. */
export function useChangeProductFeed() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: productsKeys.feed() });
  return {
    renew: useMutation({
      mutationFn: () => callEndpoint(productsEndpoints.renewProductFeedAddress),
      onSuccess: (saved) => queryClient.setQueryData(productsKeys.feed(), { data: saved.data }),
      onSettled: settle,
    }),
    remove: useMutation({
      mutationFn: () => callEndpoint(productsEndpoints.removeProductFeedAddress),
      onSettled: settle,
    }),
  };
}
