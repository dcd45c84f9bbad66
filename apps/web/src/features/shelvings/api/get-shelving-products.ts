import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shelvingsEndpoints } from '@supplier/contracts/shelvings-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { shelvingsKeys } from './keys';

/** The products on a shelving with their quantities, 50 a page. */
export function getShelvingProducts(id: number, page: number, signal?: AbortSignal) {
  return callEndpoint(shelvingsEndpoints.listShelvingProducts, {
    params: { id },
    query: { page, per_page: 50 },
    signal,
  });
}

export const useShelvingProducts = (id: number, page: number) =>
  useQuery({
    queryKey: shelvingsKeys.products(id, page),
    queryFn: ({ signal }) => getShelvingProducts(id, page, signal),
    placeholderData: keepPreviousData,
  });
