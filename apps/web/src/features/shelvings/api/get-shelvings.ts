import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShelvingsQuery } from '@supplier/contracts/shelvings';
import { shelvingsEndpoints } from '@supplier/contracts/shelvings-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { shelvingsKeys } from './keys';

/** {data, meta}: shelvings by code with their fill. */
export function getShelvings(query: ShelvingsQuery, signal?: AbortSignal) {
  return callEndpoint(shelvingsEndpoints.listShelvings, { query, signal });
}

export const shelvingsQueryOptions = (query: ShelvingsQuery) =>
  queryOptions({
    queryKey: shelvingsKeys.list(query),
    queryFn: ({ signal }) => getShelvings(query, signal),
    placeholderData: keepPreviousData,
  });

export const useShelvings = (query: ShelvingsQuery) => useQuery(shelvingsQueryOptions(query));
