import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryAttributeGroupsResponse } from '@supplier/contracts/attributes';
import { apiRequest } from '@/lib/api-client';
import { attributesKeys } from './keys';

/** GET /admin-suppliers/v1/categories/{id}/attribute-groups → the groups the product form asks for there. */
export function getCategoryAttributeGroups(
  categoryId: number,
  signal?: AbortSignal,
): Promise<CategoryAttributeGroupsResponse> {
  return apiRequest<CategoryAttributeGroupsResponse>(`admin-suppliers/v1/categories/${categoryId}/attribute-groups`, {
    signal,
  });
}

export const categoryAttributeGroupsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: attributesKeys.categoryGroups(categoryId),
    queryFn: ({ signal }) => getCategoryAttributeGroups(categoryId, signal),
  });

export const useCategoryAttributeGroups = (categoryId: number | null) =>
  useQuery({ ...categoryAttributeGroupsQueryOptions(categoryId ?? 0), enabled: categoryId !== null && categoryId > 0 });
