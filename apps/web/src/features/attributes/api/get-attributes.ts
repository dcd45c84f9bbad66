import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttributesQuery, AttributesResponse } from '@supplier/contracts/attributes';
import { apiRequest } from '@/lib/api-client';
import { attributesKeys } from './keys';

/** GET /admin-suppliers/v1/attributes → {data, meta}: the supplier's attributes by name. */
export function getAttributes(query: AttributesQuery, signal?: AbortSignal): Promise<AttributesResponse> {
  return apiRequest<AttributesResponse>('admin-suppliers/v1/attributes', { query: { ...query }, signal });
}

export const attributesQueryOptions = (query: AttributesQuery) =>
  queryOptions({
    queryKey: attributesKeys.list(query),
    queryFn: ({ signal }) => getAttributes(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAttributes = (query: AttributesQuery) => useQuery(attributesQueryOptions(query));
