import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AttributesQuery } from '@supplier/contracts/attributes';
import { attributesEndpoints } from '@supplier/contracts/attributes-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { attributesKeys } from './keys';

/** {data, meta}: the supplier's attributes by name. */
export function getAttributes(query: AttributesQuery, signal?: AbortSignal) {
  return callEndpoint(attributesEndpoints.listAttributes, { query, signal });
}

export const attributesQueryOptions = (query: AttributesQuery) =>
  queryOptions({
    queryKey: attributesKeys.list(query),
    queryFn: ({ signal }) => getAttributes(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAttributes = (query: AttributesQuery) => useQuery(attributesQueryOptions(query));
