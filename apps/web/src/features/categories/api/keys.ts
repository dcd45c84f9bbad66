/** Query keys of the categories domain (the marketplace's tree, the same for every supplier). */
export const categoriesKeys = {
  all: ['categories'] as const,
  children: (parentId: number | null) => [...categoriesKeys.all, 'children', parentId] as const,
  search: (q: string) => [...categoriesKeys.all, 'search', q] as const,
  detail: (id: number) => [...categoriesKeys.all, 'detail', id] as const,
};
