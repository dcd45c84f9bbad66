import type { Category, CategoryDetail } from '@supplier/contracts/categories';
import type { Locale } from '@supplier/contracts/constants';
import { notFound } from './catalog.errors';
import type { CategoriesRepository, CategoryRow } from './categories.repository';

export function presentCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    parent_id: row.parentId,
    name: row.name,
    path: row.path,
    depth: row.depth,
    is_leaf: row.isLeaf,
  };
}

/** The picker of `products/create/categories`: children, search with the path, one node with its ancestors. */
export function categoriesService(deps: { repo: CategoriesRepository }) {
  const { repo } = deps;
  return {
    async children(parentId: number | undefined, locale: Locale): Promise<Category[]> {
      if (parentId !== undefined && !(await repo.find(parentId))) throw notFound(locale, 'category_not_found');
      return (await repo.children(parentId ?? null)).map(presentCategory);
    },

    async search(q: string, options: { limit: number; leafOnly: boolean }): Promise<Category[]> {
      return (await repo.search(q, options)).map(presentCategory);
    },

    async detail(id: number, locale: Locale): Promise<CategoryDetail> {
      const row = await repo.find(id);
      if (!row) throw notFound(locale, 'category_not_found');
      const ancestors = await repo.findMany(row.ancestorIds);
      const byId = new Map(ancestors.map((ancestor) => [ancestor.id, ancestor]));
      return {
        ...presentCategory(row),
        ancestors: row.ancestorIds.flatMap((ancestorId) => {
          const ancestor = byId.get(ancestorId);
          return ancestor ? [{ id: ancestor.id, name: ancestor.name }] : [];
        }),
      };
    },
  };
}

export type CategoriesService = ReturnType<typeof categoriesService>;
