import { queryOptions, useQuery } from '@tanstack/react-query';
import { attributesEndpoints } from '@supplier/contracts/attributes-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { attributesKeys } from './keys';

/** The groups the product form asks for in a category. */
export function getCategoryAttributeGroups(categoryId: number, signal?: AbortSignal) {
  return callEndpoint(attributesEndpoints.listCategoryAttributeGroups, { params: { id: categoryId }, signal });
}

export const categoryAttributeGroupsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: attributesKeys.categoryGroups(categoryId),
    queryFn: ({ signal }) => getCategoryAttributeGroups(categoryId, signal),
  });

export const useCategoryAttributeGroups = (categoryId: number | null) =>
  useQuery({ ...categoryAttributeGroupsQueryOptions(categoryId ?? 0), enabled: categoryId !== null && categoryId > 0 });
