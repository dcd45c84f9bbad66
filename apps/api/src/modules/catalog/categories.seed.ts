import { sql } from 'drizzle-orm';
import { CATEGORY_PATH_SEPARATOR } from '@supplier/contracts/categories';
import type { Db } from '../../db/client';
import { CATEGORY_TREE, type CategoryNode } from './categories.data';
import { categories } from './categories.table';

export interface FlatCategory {
  name: string;
  path: string;
  parentPath: string | null;
  depth: number;
  position: number;
  isLeaf: boolean;
}

/** The tree as rows, parents before children. */
export function flattenTree(tree: readonly CategoryNode[] = CATEGORY_TREE): FlatCategory[] {
  const rows: FlatCategory[] = [];
  const walk = (nodes: readonly CategoryNode[], parentPath: string | null, depth: number) => {
    nodes.forEach((node, position) => {
      const [name, children] = typeof node === 'string' ? [node, []] : node;
      const path = parentPath ? `${parentPath}${CATEGORY_PATH_SEPARATOR}${name}` : name;
      rows.push({ name, path, parentPath, depth, position, isLeaf: children.length === 0 });
      walk(children, path, depth + 1);
    });
  };
  walk(tree, null, 0);
  return rows;
}

/**
 * Puts the marketplace's category tree into the database: idempotent and independent of the
 * migrations and of the demo data, run at every start (and by the demo seed, which needs it).
 * Nodes are keyed by their path; an unchanged tree costs one read.
 */
export async function seedCategories(db: Db, tree: readonly CategoryNode[] = CATEGORY_TREE): Promise<number> {
  const rows = flattenTree(tree);
  const existing = await db
    .select({
      id: categories.id,
      path: categories.path,
      position: categories.position,
      isLeaf: categories.isLeaf,
      depth: categories.depth,
    })
    .from(categories);
  const byPath = new Map(existing.map((row) => [row.path, row]));
  const upToDate = rows.every((row) => {
    const found = byPath.get(row.path);
    return found && found.position === row.position && found.isLeaf === row.isLeaf && found.depth === row.depth;
  });
  if (upToDate) return 0;

  const ids = new Map<string, { id: number; ancestorIds: number[] }>();
  const maxDepth = Math.max(...rows.map((row) => row.depth));
  let written = 0;
  for (let depth = 0; depth <= maxDepth; depth += 1) {
    const level = rows.filter((row) => row.depth === depth);
    const values = level.map((row) => {
      const parent = row.parentPath ? ids.get(row.parentPath) : undefined;
      return {
        name: row.name,
        path: row.path,
        depth: row.depth,
        position: row.position,
        isLeaf: row.isLeaf,
        parentId: parent?.id ?? null,
        ancestorIds: parent ? [...parent.ancestorIds, parent.id] : [],
      };
    });
    const saved = await db
      .insert(categories)
      .values(values)
      .onConflictDoUpdate({
        target: categories.path,
        set: {
          name: sql`excluded.name`,
          depth: sql`excluded.depth`,
          position: sql`excluded.position`,
          isLeaf: sql`excluded.is_leaf`,
          parentId: sql`excluded.parent_id`,
          ancestorIds: sql`excluded.ancestor_ids`,
        },
      })
      .returning({ id: categories.id, path: categories.path, ancestorIds: categories.ancestorIds });
    for (const row of saved) ids.set(row.path, { id: row.id, ancestorIds: row.ancestorIds });
    written += saved.length;
  }
  return written;
}
