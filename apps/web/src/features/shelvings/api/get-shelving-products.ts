import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ShelvingProductsResponse } from '@supplier/contracts/shelvings';
import { apiRequest } from '@/lib/api-client';
import { shelvingsKeys } from './keys';

/** GET /admin-suppliers/v1/shelvings/{id}/products → the products on it with their quantities. */
export function getShelvingProducts(id: number, page: number, signal?: AbortSignal): Promise<ShelvingProductsResponse> {
  return apiRequest<ShelvingProductsResponse>(`admin-suppliers/v1/shelvings/${id}/products`, {
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
