import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductResponse } from '@supplier/contracts/products';
import { apiRequest } from '@/lib/api-client';
import { productsKeys } from './keys';

/** GET /admin-suppliers/v1/products/{id} → the product with images and attribute values. */
export function getProduct(id: number, signal?: AbortSignal): Promise<ProductResponse> {
  return apiRequest<ProductResponse>(`admin-suppliers/v1/products/${id}`, { signal, toastOnError: false });
}

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: productsKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });

export const useProduct = (id: number) => useQuery({ ...productQueryOptions(id), enabled: id > 0 });
