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

/** `enabled: false` holds the request back (a list's choices that may come after its rows). */
export const useShelvings = (query: ShelvingsQuery, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...shelvingsQueryOptions(query), enabled });
