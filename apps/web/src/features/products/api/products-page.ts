import type { ProductsQuery } from '@supplier/contracts/products';
import { productsEndpoints } from '@supplier/contracts/products-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { productsKeys } from './keys';

/** {data, meta{total, total_exact, per_page, next_cursor}}: one keyset page. */
export function getProducts(query: ProductsQuery, signal?: AbortSignal) {
  return callEndpoint(productsEndpoints.listProducts, { query, signal });
}

/**
 * The key and fetcher of one page, without React Query's hooks: the route loader starts it from
 * the panel's entry (prefetch-products), the list's hook adds its options (get-products).
 */
export const productsPageQuery = (query: ProductsQuery) => ({
  queryKey: productsKeys.list(query),
  queryFn: ({ signal }: { signal: AbortSignal }) => getProducts(query, signal),
});
