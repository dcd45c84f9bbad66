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

/**
 * The key and fetcher of one page, without React Query's hooks: the route loader starts it from
 * the panel's entry (prefetch-products), the list's hook adds its options (get-products).
 */
export const productsPageQuery = (query: ProductsQuery) => ({
  queryKey: productsKeys.list(query),
  queryFn: ({ signal }: { signal: AbortSignal }) => getProducts(query, signal),
});
