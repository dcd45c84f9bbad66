import { queryOptions, useQuery } from '@tanstack/react-query';
import { productsEndpoints } from '@supplier/contracts/products-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { productsKeys } from './keys';

/** The product with images and attribute values. */
export function getProduct(id: number, signal?: AbortSignal) {
  return callEndpoint(productsEndpoints.getProduct, { params: { id }, signal, toastOnError: false });
}

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: productsKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });

export const useProduct = (id: number) => useQuery({ ...productQueryOptions(id), enabled: id > 0 });
