import type { AttributesQuery } from '@supplier/contracts/attributes';

/** Query keys of the attributes domain (attributes, groups, the groups of a category). */
export const attributesKeys = {
  all: ['attributes'] as const,
  lists: () => [...attributesKeys.all, 'list'] as const,
  list: (query: AttributesQuery) => [...attributesKeys.lists(), query] as const,
  groups: () => [...attributesKeys.all, 'groups'] as const,
  categoryGroups: (categoryId: number) => [...attributesKeys.all, 'category-groups', categoryId] as const,
};
