import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsQuery, ProductsResponse } from '@supplier/contracts/products';
import { apiRequest } from '@/lib/api-client';
import { productsKeys } from './keys';

/** GET /admin-suppliers/v1/products → {data, meta{total, total_exact, per_page, next_cursor}}: one keyset page. */
export function getProducts(query: ProductsQuery, signal?: AbortSignal): Promise<ProductsResponse> {
  return apiRequest<ProductsResponse>('admin-suppliers/v1/products', {
    query: query as Record<string, string | number | undefined>,
    signal,
  });
}

export const productsQueryOptions = (query: ProductsQuery) =>
  queryOptions({
    queryKey: productsKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductsQuery) => useQuery(productsQueryOptions(query));
