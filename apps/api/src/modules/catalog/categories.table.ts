import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The marketplace's category tree (shared by every supplier). Seeded at start from
 * categories.data.ts (the outline in taxonomy/), keyed by `path`; `ancestor_ids` runs from the
 * root down to the node itself.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** Names from the root, joined with ` / `; the stable key of the seed. */
    path: text('path').notNull(),
    depth: smallint('depth').notNull(),
    position: integer('position').notNull().default(0),
    isLeaf: boolean('is_leaf').notNull().default(true),
    ancestorIds: integer('ancestor_ids').array().notNull(),
    /** The path in Latin letters (`elektronika/smartfony-ta-telefony/smartfony`): stable while the path is. */
    slug: text('slug'),
    /** Other names sellers and feeds use for it (Ukrainian and Russian), for search and feed matching. */
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('categories_path_key').on(t.path),
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_parent_idx').on(t.parentId, t.position),
  ],
);
