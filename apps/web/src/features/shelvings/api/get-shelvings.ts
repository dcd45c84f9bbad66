import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShelvingsQuery, ShelvingsResponse } from '@supplier/contracts/shelvings';
import { apiRequest } from '@/lib/api-client';
import { shelvingsKeys } from './keys';

/** GET /admin-suppliers/v1/shelvings → {data, meta}: shelvings by code with their fill. */
export function getShelvings(query: ShelvingsQuery, signal?: AbortSignal): Promise<ShelvingsResponse> {
  return apiRequest<ShelvingsResponse>('admin-suppliers/v1/shelvings', { query: { ...query }, signal });
}

export const shelvingsQueryOptions = (query: ShelvingsQuery) =>
  queryOptions({
    queryKey: shelvingsKeys.list(query),
    queryFn: ({ signal }) => getShelvings(query, signal),
    placeholderData: keepPreviousData,
  });

export const useShelvings = (query: ShelvingsQuery) => useQuery(shelvingsQueryOptions(query));
