import { useQuery } from '@tanstack/react-query';
import type { ProductsResponse } from '@supplier/contracts/products';
import { apiRequest } from '@/lib/api-client';
import { ordersKeys } from './keys';

/** GET /admin-suppliers/v1/products?q=…&status=active: the first few products an order may take on. */
export function useFindProducts(q: string, count: number) {
  return useQuery({
    queryKey: ordersKeys.products(q),
    queryFn: ({ signal }) =>
      apiRequest<ProductsResponse>('admin-suppliers/v1/products', {
        query: { q, status: 'active', per_page: count },
        signal,
      }),
    enabled: q !== '',
  });
}
