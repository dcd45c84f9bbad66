import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CATEGORY_PATH_SEPARATOR } from '@supplier/contracts/categories';
import { transliterate } from '@supplier/contracts/stores';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { CATEGORY_TREE, type CategoryNode } from './categories.data';
import { categories } from './categories.table';

export interface FlatCategory {
  name: string;
  path: string;
  slug: string;
  synonyms: string[];
  parentPath: string | null;
  depth: number;
  position: number;
  isLeaf: boolean;
}

/** The tree as rows, parents before children. */
export function flattenTree(tree: readonly CategoryNode[] = CATEGORY_TREE): FlatCategory[] {
  const rows: FlatCategory[] = [];
  const walk = (nodes: readonly CategoryNode[], parent: FlatCategory | null, depth: number) => {
    nodes.forEach(({ name, synonyms, children }, position) => {
      const row: FlatCategory = {
        name,
        path: parent ? `${parent.path}${CATEGORY_PATH_SEPARATOR}${name}` : name,
        slug: parent ? `${parent.slug}/${slugOf(name)}` : slugOf(name),
        synonyms,
        parentPath: parent?.path ?? null,
        depth,
        position,
        isLeaf: children.length === 0,
      };
      rows.push(row);
      walk(children, row, depth + 1);
    });
  };
  walk(tree, null, 0);
  return rows;
}

/** A path segment in Latin letters, as `suggestStoreSlug` makes one but without its length limit. */
function slugOf(name: string): string {
  return transliterate(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const sameWords = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, index) => word === b[index]);

/**
 * One line per node, sorted as the database's `collate "C"` does (code units order as UTF-8 bytes
 * for the tree's letters): what the stored fingerprint must match.
 */
function fingerprint(rows: readonly FlatCategory[]): string {
  const lines = rows.map(
    (row) => `${row.path}\t${row.slug}\t${row.depth}\t${row.position}\t${row.isLeaf}\t${row.synonyms.join(',')}`,
  );
  lines.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('md5').update(lines.join('\n')).digest('hex');
}

async function storedFingerprint(db: Db): Promise<string | null> {
  const [row] = rowsOf<{ md5: string | null }>(
    await db.execute(sql`
      select md5(string_agg(
        path || chr(9) || coalesce(slug, '') || chr(9) || depth || chr(9) || position || chr(9) || is_leaf
          || chr(9) || array_to_string(synonyms, ','),
        chr(10) order by path || chr(9) || coalesce(slug, '') collate "C")) as md5
      from categories`),
  );
  return row?.md5 ?? null;
}

/** Whether every node of the tree is stored as it is (nodes no longer in it may stay). */
async function storedAsIs(db: Db, rows: readonly FlatCategory[]): Promise<boolean> {
  if ((await storedFingerprint(db)) === fingerprint(rows)) return true;
  const existing = await db
    .select({
      path: categories.path,
      position: categories.position,
      isLeaf: categories.isLeaf,
      depth: categories.depth,
      slug: categories.slug,
      synonyms: categories.synonyms,
    })
    .from(categories);
  const byPath = new Map(existing.map((row) => [row.path, row]));
  return rows.every((row) => {
    const found = byPath.get(row.path);
    return (
      found &&
      found.position === row.position &&
      found.isLeaf === row.isLeaf &&
      found.depth === row.depth &&
      found.slug === row.slug &&
      sameWords(found.synonyms, row.synonyms)
    );
  });
}

/**
 * Puts the marketplace's category tree into the database: idempotent and independent of the
 * migrations and of the demo data, run at every start (and by the demo seed, which needs it).
 * Nodes are keyed by their path; an unchanged tree costs one aggregate read, a changed one a
 * statement per level (the level's nodes as one JSON parameter, parents found by path).
 */
export async function seedCategories(db: Db, tree: readonly CategoryNode[] = CATEGORY_TREE): Promise<number> {
  const rows = flattenTree(tree);
  if (await storedAsIs(db, rows)) return 0;

  const maxDepth = Math.max(...rows.map((row) => row.depth));
  let written = 0;
  for (let depth = 0; depth <= maxDepth; depth += 1) {
    const level = rows
      .filter((row) => row.depth === depth)
      .map((row) => ({
        n: row.name,
        p: row.path,
        s: row.slug,
        y: row.synonyms,
        d: row.depth,
        o: row.position,
        l: row.isLeaf,
        u: row.parentPath,
      }));
    const saved = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into ${categories} (name, path, slug, synonyms, depth, position, is_leaf, parent_id, ancestor_ids)
        select r.n, r.p, r.s, r.y, r.d, r.o, r.l, parent.id,
          case when parent.id is null then '{}'::integer[] else parent.ancestor_ids || parent.id end
        from jsonb_to_recordset(${JSON.stringify(level)}::jsonb)
          as r(n text, p text, s text, y text[], d smallint, o integer, l boolean, u text)
        left join ${categories} parent on parent.path = r.u
        on conflict (path) do update set
          name = excluded.name, slug = excluded.slug, synonyms = excluded.synonyms, depth = excluded.depth,
          position = excluded.position, is_leaf = excluded.is_leaf, parent_id = excluded.parent_id,
          ancestor_ids = excluded.ancestor_ids
        returning ${categories.id}`),
    );
    written += saved.length;
  }
  return written;
}
