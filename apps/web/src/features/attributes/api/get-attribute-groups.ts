import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttributeGroupsResponse } from '@supplier/contracts/attributes';
import { apiRequest } from '@/lib/api-client';
import { attributesKeys } from './keys';

/** GET /admin-suppliers/v1/attribute-groups → every group in order, with attributes and categories. */
export function getAttributeGroups(signal?: AbortSignal): Promise<AttributeGroupsResponse> {
  return apiRequest<AttributeGroupsResponse>('admin-suppliers/v1/attribute-groups', { signal });
}

export const attributeGroupsQueryOptions = () =>
  queryOptions({ queryKey: attributesKeys.groups(), queryFn: ({ signal }) => getAttributeGroups(signal) });

export const useAttributeGroups = () => useQuery(attributeGroupsQueryOptions());
