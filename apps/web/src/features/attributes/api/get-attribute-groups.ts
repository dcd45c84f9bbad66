import { queryOptions, useQuery } from '@tanstack/react-query';
import { attributesEndpoints } from '@supplier/contracts/attributes-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { attributesKeys } from './keys';

/** Every group in order, with attributes and categories. */
export function getAttributeGroups(signal?: AbortSignal) {
  return callEndpoint(attributesEndpoints.listAttributeGroups, { signal });
}

export const attributeGroupsQueryOptions = () =>
  queryOptions({ queryKey: attributesKeys.groups(), queryFn: ({ signal }) => getAttributeGroups(signal) });

export const useAttributeGroups = () => useQuery(attributeGroupsQueryOptions());
