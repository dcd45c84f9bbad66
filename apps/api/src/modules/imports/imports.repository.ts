import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AttributeValue } from '@supplier/contracts/attributes';
import {
  IMPORT_PROBLEMS_SHOWN,
  type ImportCounts,
  type ImportKeyField,
  type ImportProblem,
  type ImportStatus,
  type ImportTrigger,
} from '@supplier/contracts/imports';
import type { Db } from '../../db/client';
import { enqueueJobs } from '../../jobs/jobs.repository';
import { attributes } from '../catalog/attributes.table';
import { categories } from '../catalog/categories.table';
import { productAttributeValues, productImages, products } from '../catalog/products.table';
import { rowsOf } from '../../db/rows';
import { newAttributeOf, type AttributeDef, type RememberedMappings } from './import-mapping';
import type { ImportRow } from './import-row';
import {
  importCategoryMaps,
  importImageFetches,
  importParamMaps,
  importSources,
  productImportProblemRows,
  productImports,
  type ImportSourceRow,
  type ProductImportRow,
  type SourceCheckTrigger,
} from './imports.table';
import { transaction } from '../../db/transaction';

/** The job that applies a run, a slice at a time. */
export const IMPORT_APPLY_JOB = 'imports.apply';
/** The job that checks one feed URL (keyed by the source: queued once). */
export const IMPORT_SOURCE_CHECK_JOB = 'imports.source.check';
export const sourceCheckJob = (sourceId: number) => ({
  kind: IMPORT_SOURCE_CHECK_JOB,
  payload: { sourceId },
  key: `${IMPORT_SOURCE_CHECK_JOB}:${sourceId}`,
});

/** What an import compares of a product it finds by SKU or by the feed's offer id. */
export type ExistingProduct = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'sku'
  | 'feedOfferId'
  | 'name'
  | 'description'
  | 'price'
  | 'oldPrice'
  | 'stock'
  | 'availability'
  | 'barcode'
  | 'brand'
>;

/** The supplier's products a batch's rows may be: by SKU, and (an import keyed by offer id) by the feed's offer id. */
export interface ExistingProducts {
  bySku: Map<string, ExistingProduct>;
  byOffer: Map<string, ExistingProduct>;
  /** Their attribute values (read when the rows have params). */
  values?: Map<number, Map<number, AttributeValue>>;
}

/**
 * The job that fetches a run's feed pictures once its products are applied: a pass over the
 * pictures still to fetch (`after` the last id done in an earlier slice), then the next pass
 * (the retries) later.
 */
export const IMPORT_IMAGES_JOB = 'imports.images';
export const picturesJob = (importId: number, pass: number, after: number, runAt?: Date) => ({
  kind: IMPORT_IMAGES_JOB,
  payload: { importId, pass, after },
  key: `${IMPORT_IMAGES_JOB}:${importId}:${pass}:${after}`,
  ...(runAt ? { runAt } : {}),
});

const attributeColumns = {
  id: attributes.id,
  name: attributes.name,
  type: attributes.type,
  unit: attributes.unit,
  options: attributes.options,
};

/** Runs listed at once: the newest. */
const LIST_LIMIT = 50;

/** A row's product fields as the JSON the bulk statements read (`jsonb_to_recordset`); null leaves a field as it is. */
function rowJson(row: ImportRow) {
  return {
    s: row.sku,
    o: row.offerId,
    n: row.name,
    p: row.price,
    op: row.oldPrice,
    a: row.availability,
    d: row.description,
    st: row.stock,
    b: row.barcode,
    br: row.brand,
  };
}

/**
 * The supplier's products whose `column` is one of `keys`, each key one index probe (a lateral
 * lookup): in the middle of a big import the table's statistics are stale, and an `in (…)` list or
 * a semi-join was planned as a hash over all the supplier's products (8–30 ms a batch of 500).
 */
async function productsKeyed(
  tx: Db,
  supplierId: number,
  column: 'sku' | 'feed_offer_id',
  keys: string[],
): Promise<ExistingProduct[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select p.id, p.sku, p.feed_offer_id, p.name, p.description, p.price, p.old_price, p.stock,
        p.availability, p.barcode, p.brand
      from unnest(${sql.param([...new Set(keys)])}::text[]) as k(key)
      cross join lateral (
        select * from products where supplier_id = ${supplierId} and ${sql.identifier(column)} = k.key
        offset 0 -- not pulled up into a join the planner could hash
      ) p
      order by p.id`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    sku: row.sku as ExistingProduct['sku'],
    feedOfferId: row.feed_offer_id as ExistingProduct['feedOfferId'],
    name: row.name as ExistingProduct['name'],
    description: row.description as ExistingProduct['description'],
    price: Number(row.price),
    oldPrice: row.old_price === null ? null : Number(row.old_price),
    stock: Number(row.stock),
    availability: row.availability as ExistingProduct['availability'],
    barcode: row.barcode as ExistingProduct['barcode'],
    brand: row.brand as ExistingProduct['brand'],
  }));
}

export function importsRepository(db: Db) {
  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return transaction(db, work);
    },

    /**
     * The supplier's products the rows may be (inside a run's transaction pass its `tx`): by SKU,
     * and with the offer-id key also by the feed's offer id.
     */
    async existing(
      supplierId: number,
      rows: Pick<ImportRow, 'sku' | 'offerId'>[],
      keyField: ImportKeyField,
      tx: Db = db,
    ): Promise<ExistingProducts> {
      const found: ExistingProducts = { bySku: new Map(), byOffer: new Map() };
      if (rows.length === 0) return found;
      let list = await productsKeyed(
        tx,
        supplierId,
        'sku',
        rows.map((row) => row.sku),
      );
      if (keyField === 'offer_id') {
        const byOffer = await productsKeyed(
          tx,
          supplierId,
          'feed_offer_id',
          rows.map((row) => row.offerId),
        );
        const ids = new Set(list.map((product) => product.id));
        list = [...list, ...byOffer.filter((product) => !ids.has(product.id))].sort((a, b) => a.id - b.id);
      }
      for (const product of list) {
        found.bySku.set(product.sku, product);
        if (keyField === 'offer_id' && product.feedOfferId !== null && !found.byOffer.has(product.feedOfferId)) {
          found.byOffer.set(product.feedOfferId, product);
        }
      }
      if (list.length > 0 && rows.some((row) => (row as Partial<ImportRow>).params?.length)) {
        found.values = new Map();
        // As text, parsed here: drizzle parses a jsonb the PGlite driver has parsed already again ("2200" came back 2200).
        const values = await tx
          .select({
            productId: productAttributeValues.productId,
            attributeId: productAttributeValues.attributeId,
            text: sql<string>`${productAttributeValues.value}::text`,
          })
          .from(productAttributeValues)
          .where(
            inArray(
              productAttributeValues.productId,
              list.map((product) => product.id),
            ),
          );
        for (const { productId, attributeId, text } of values) {
          let of = found.values.get(productId);
          if (!of) found.values.set(productId, (of = new Map()));
          of.set(attributeId, JSON.parse(text) as AttributeValue);
        }
      }
      return found;
    },

    /** The supplier's confirmed category choices and remembered param attributes. */
    async mappings(supplierId: number): Promise<RememberedMappings> {
      const [categoryRows, paramRows] = await Promise.all([
        db
          .select({ key: importCategoryMaps.feedPath, id: importCategoryMaps.categoryId })
          .from(importCategoryMaps)
          .where(eq(importCategoryMaps.supplierId, supplierId)),
        db
          .select({ key: importParamMaps.feedParam, id: importParamMaps.attributeId })
          .from(importParamMaps)
          .where(eq(importParamMaps.supplierId, supplierId)),
      ]);
      return {
        categories: new Map(categoryRows.map((row) => [row.key, row.id])),
        params: new Map(paramRows.map((row) => [row.key, row.id])),
      };
    },

    /** The supplier's attributes (what feed params may fill). */
    attributesOf: (supplierId: number, tx: Db = db): Promise<AttributeDef[]> =>
      tx.select(attributeColumns).from(attributes).where(eq(attributes.supplierId, supplierId)),

    /** Which of `ids` are marketplace leaf categories. */
    async leafIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(inArray(categories.id, ids), eq(categories.isLeaf, true)));
      return new Set(rows.map((row) => row.id));
    },

    /** Which of `ids` are the supplier's attributes. */
    async attributeIds(supplierId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: attributes.id })
        .from(attributes)
        .where(and(eq(attributes.supplierId, supplierId), inArray(attributes.id, ids)));
      return new Set(rows.map((row) => row.id));
    },

    /** Remembers the supplier's confirmed choices (a later choice of the same key replaces it). */
    async saveMappings(
      supplierId: number,
      mappings: { categories: { key: string; id: number | null }[]; params: { key: string; id: number | null }[] },
    ): Promise<void> {
      await transaction(db, async (tx) => {
        const now = new Date();
        if (mappings.categories.length > 0) {
          await tx
            .insert(importCategoryMaps)
            .values(mappings.categories.map((m) => ({ supplierId, feedPath: m.key, categoryId: m.id, updatedAt: now })))
            .onConflictDoUpdate({
              target: [importCategoryMaps.supplierId, importCategoryMaps.feedPath],
              set: { categoryId: sql`excluded.category_id`, updatedAt: now },
            });
        }
        if (mappings.params.length > 0) {
          await tx
            .insert(importParamMaps)
            .values(mappings.params.map((m) => ({ supplierId, feedParam: m.key, attributeId: m.id, updatedAt: now })))
            .onConflictDoUpdate({
              target: [importParamMaps.supplierId, importParamMaps.feedParam],
              set: { attributeId: sql`excluded.attribute_id`, updatedAt: now },
            });
        }
      });
    },

    /** Remembers the attributes a run's params filled (a choice already remembered stays). */
    async rememberParams(tx: Db, supplierId: number, params: { key: string; id: number }[]): Promise<void> {
      if (params.length === 0) return;
      await tx
        .insert(importParamMaps)
        .values(params.map((m) => ({ supplierId, feedParam: m.key, attributeId: m.id })))
        .onConflictDoNothing();
    },

    /** The attribute of that name (case aside), made as a select for a param when the supplier has none. */
    async attributeNamed(tx: Db, supplierId: number, name: string, unit: string | null): Promise<AttributeDef> {
      const made = newAttributeOf(name, unit);
      await tx
        .insert(attributes)
        .values({ supplierId, ...made, options: [] })
        .onConflictDoNothing();
      const [row] = await tx
        .select(attributeColumns)
        .from(attributes)
        .where(and(eq(attributes.supplierId, supplierId), sql`lower(${attributes.name}) = lower(${made.name})`));
      return row!;
    },

    /** Adds options to a (multi)select attribute, in the run's transaction. */
    async addOptions(tx: Db, supplierId: number, id: number, options: string[]): Promise<void> {
      await tx
        .update(attributes)
        .set({ options, updatedAt: new Date() })
        .where(and(eq(attributes.supplierId, supplierId), eq(attributes.id, id)));
    },

    /** Sets products' attribute values (the attributes a row does not give keep theirs). */
    async writeValues(tx: Db, values: { productId: number; attributeId: number; value: AttributeValue }[]) {
      // One statement with one JSON parameter (not a VALUES list built value by value: that cost more than the writes).
      for (let at = 0; at < values.length; at += 10_000) {
        const list = values.slice(at, at + 10_000).map(({ productId, attributeId, value }) => ({
          p: productId,
          a: attributeId,
          v: value,
        }));
        await tx.execute(sql`insert into product_attribute_values (product_id, attribute_id, value)
          select r.p, r.a, r.v from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as r(p bigint, a bigint, v jsonb)
          on conflict (product_id, attribute_id) do update set value = excluded.value`);
      }
    },

    /** The feed pictures the products have already (by source URL) and how many images each has. */
    async storedPictures(tx: Db, productIds: number[]): Promise<Map<number, { count: number; sources: Set<string> }>> {
      const found = new Map<number, { count: number; sources: Set<string> }>();
      if (productIds.length === 0) return found;
      const rows = await tx
        .select({ productId: productImages.productId, sourceUrl: productImages.sourceUrl })
        .from(productImages)
        .where(inArray(productImages.productId, productIds));
      for (const { productId, sourceUrl } of rows) {
        let of = found.get(productId);
        if (!of) found.set(productId, (of = { count: 0, sources: new Set() }));
        of.count += 1;
        if (sourceUrl) of.sources.add(sourceUrl);
      }
      return found;
    },

    /** Notes a batch's feed pictures to fetch once the run is done (`imports.images`). */
    async queuePictures(
      tx: Db,
      importId: number,
      fetches: { productId: number; line: number; offerId: string; url: string; position: number }[],
    ): Promise<void> {
      if (fetches.length === 0) return;
      const list = fetches.map(({ productId, line, offerId, url, position }) => ({
        p: productId,
        l: line,
        o: offerId,
        u: url,
        n: position,
      }));
      await tx.execute(sql`insert into import_image_fetches (import_id, product_id, line, offer_id, url, position)
        select ${importId}, r.p, r.l, r.o, r.u, r.n
        from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as r(p bigint, l integer, o text, u text, n integer)`);
    },

    /** The next pictures of a run still to fetch (by id after `after`), with their product's supplier. */
    pendingPictures: (importId: number, after: number, limit: number) =>
      db
        .select({ fetch: importImageFetches, supplierId: products.supplierId })
        .from(importImageFetches)
        .innerJoin(products, eq(products.id, importImageFetches.productId))
        .where(
          and(
            eq(importImageFetches.importId, importId),
            eq(importImageFetches.status, 'pending'),
            gt(importImageFetches.id, after),
          ),
        )
        .orderBy(asc(importImageFetches.id))
        .limit(limit),

    /** Whether a run has pictures still to fetch. */
    async picturesPending(importId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: importImageFetches.id })
        .from(importImageFetches)
        .where(and(eq(importImageFetches.importId, importId), eq(importImageFetches.status, 'pending')))
        .limit(1);
      return Boolean(row);
    },

    /** A picture tried: still pending (its attempts and why), or forgotten once stored or given up (its row says so). */
    async savePicture(
      id: number,
      change: { status: 'pending' | 'done' | 'failed'; attempts: number; error: string | null },
    ) {
      if (change.status === 'pending') {
        await db.update(importImageFetches).set(change).where(eq(importImageFetches.id, id));
      } else await db.delete(importImageFetches).where(eq(importImageFetches.id, id));
    },

    /**
     * Puts pictures' problems on their rows of the run, in one change: a picture's message replaces
     * what an earlier try said of it (`first`: its first failure, counted once), and `null` takes it
     * off (fetched after all). Answers the run, or null when nothing changed.
     */
    async pictureProblems(
      importId: number,
      changes: { line: number; offerId: string; url: string; message: string | null; first: boolean }[],
    ): Promise<ProductImportRow | null> {
      if (changes.length === 0) return null;
      return transaction(db, async (tx) => {
        const [run] = await tx.select().from(productImports).where(eq(productImports.id, importId)).for('update');
        if (!run) return null;
        let problems = run.problems;
        let total = run.problemsTotal;
        for (const change of changes) {
          const same = (problem: ImportProblem) =>
            problem.line === change.line && problem.field === 'picture' && problem.message.includes(change.url);
          problems = problems.filter((problem) => !same(problem));
          if (change.message === null) total -= change.first ? 0 : 1;
          else {
            if (change.first) total += 1;
            if (problems.length < IMPORT_PROBLEMS_SHOWN) {
              problems.push({
                line: change.line,
                offer_id: change.offerId,
                field: 'picture',
                severity: 'warning',
                message: change.message,
              });
            }
          }
        }
        const [saved] = await tx
          .update(productImports)
          .set({ problems, problemsTotal: total })
          .where(eq(productImports.id, importId))
          .returning();
        return saved!;
      });
    },

    /** The marketplace's leaf categories, which products are placed in. */
    leafCategories: () =>
      db
        .select({ id: categories.id, name: categories.name, path: categories.path })
        .from(categories)
        .where(eq(categories.isLeaf, true)),

    /** A new run and the job that applies it, together (in `tx` when given). */
    async start(
      input: {
        supplierId: number;
        userId: number | null;
        fileName: string;
        fileUrl: string;
        deactivateMissing: boolean;
        keyField: ImportKeyField;
        sourceId?: number;
        /** An upload unless said. */
        trigger?: ImportTrigger;
      },
      tx?: Db,
    ) {
      const work = async (tx: Db) => {
        const [run] = await tx
          .insert(productImports)
          .values({ ...input, counts: { create: 0, update: 0, unchanged: 0, skip: 0 } })
          .returning();
        await enqueueJobs(tx, [{ kind: IMPORT_APPLY_JOB, payload: { importId: run!.id } }]);
        return run!;
      };
      return tx ? work(tx) : transaction(db, work);
    },

    /** Keeps the supplier's own rows of problems shown (a row already kept stays as it is). */
    async keepProblemRows(tx: Db, importId: number, rows: { line: number; cells: [string, string][] }[]) {
      if (rows.length === 0) return;
      await tx
        .insert(productImportProblemRows)
        .values(rows.map((row) => ({ importId, ...row })))
        .onConflictDoNothing();
    },

    /** The supplier's own rows of a run's problems, by line. */
    async problemRows(importId: number): Promise<Map<number, [string, string][]>> {
      const rows = await db
        .select({ line: productImportProblemRows.line, cells: productImportProblemRows.cells })
        .from(productImportProblemRows)
        .where(eq(productImportProblemRows.importId, importId));
      return new Map(rows.map((row) => [row.line, row.cells]));
    },

    // Feed URL sources.

    sources: (supplierId: number) =>
      db
        .select({ source: importSources, lastImportStatus: productImports.status })
        .from(importSources)
        .leftJoin(productImports, eq(productImports.id, importSources.lastImportId))
        .where(eq(importSources.supplierId, supplierId))
        .orderBy(asc(importSources.id)),

    async source(
      supplierId: number,
      id: number,
    ): Promise<{ source: ImportSourceRow; lastImportStatus: ImportStatus | null } | null> {
      const [row] = await db
        .select({ source: importSources, lastImportStatus: productImports.status })
        .from(importSources)
        .leftJoin(productImports, eq(productImports.id, importSources.lastImportId))
        .where(and(eq(importSources.supplierId, supplierId), eq(importSources.id, id)));
      return row ?? null;
    },

    async sourceCount(supplierId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(importSources)
        .where(eq(importSources.supplierId, supplierId));
      return row?.count ?? 0;
    },

    /** A source by id alone (the check job); locked until the transaction ends when `tx` is given. */
    async sourceById(id: number, tx?: Db): Promise<ImportSourceRow | null> {
      const query = (tx ?? db).select().from(importSources).where(eq(importSources.id, id));
      const [row] = tx ? await query.for('update') : await query;
      return row ?? null;
    },

    /** A run by id alone, its status only. */
    async runStatus(id: number): Promise<ImportStatus | null> {
      const [row] = await db
        .select({ status: productImports.status })
        .from(productImports)
        .where(eq(productImports.id, id));
      return row?.status ?? null;
    },

    /** A new source with its first check queued; null when the supplier already has that URL. */
    async addSource(
      input: Pick<ImportSourceRow, 'supplierId' | 'url' | 'schedule' | 'deactivateMissing' | 'keyField'>,
      now: Date,
    ): Promise<ImportSourceRow | null> {
      return transaction(db, async (tx) => {
        const [row] = await tx
          .insert(importSources)
          .values({ ...input, nextCheckAt: now, checkQueuedAt: now, checkTrigger: 'check' })
          .onConflictDoNothing()
          .returning();
        if (row) await enqueueJobs(tx, [sourceCheckJob(row.id)]);
        return row ?? null;
      });
    },

    /**
     * Changes a source (a new URL forgets what the old one answered and is checked at once);
     * answers null when it is not the supplier's, 'taken' when the URL is another source's.
     */
    async updateSource(
      supplierId: number,
      id: number,
      change: Pick<ImportSourceRow, 'url' | 'schedule' | 'deactivateMissing' | 'keyField'>,
      now: Date,
    ): Promise<ImportSourceRow | 'taken' | null> {
      return transaction(db, async (tx) => {
        const [current] = await tx
          .select()
          .from(importSources)
          .where(and(eq(importSources.supplierId, supplierId), eq(importSources.id, id)))
          .for('update');
        if (!current) return null;
        const moved = current.url !== change.url;
        if (moved) {
          const [taken] = await tx
            .select({ id: importSources.id })
            .from(importSources)
            .where(and(eq(importSources.supplierId, supplierId), eq(importSources.url, change.url)));
          if (taken) return 'taken';
        }
        const [row] = await tx
          .update(importSources)
          .set({
            ...change,
            updatedAt: now,
            ...(moved
              ? {
                  etag: null,
                  lastModified: null,
                  contentHash: null,
                  lastResult: null,
                  error: null,
                  checkedAt: null,
                  nextCheckAt: now,
                  checkQueuedAt: now,
                  checkTrigger: 'check' as const,
                }
              : {}),
          })
          .where(eq(importSources.id, id))
          .returning();
        if (moved) await enqueueJobs(tx, [sourceCheckJob(id)]);
        return row!;
      });
    },

    async removeSource(supplierId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(importSources)
        .where(and(eq(importSources.supplierId, supplierId), eq(importSources.id, id)))
        .returning({ id: importSources.id });
      return removed.length > 0;
    },

    /**
     * Queues a check of the source (once: a check already queued is the one), by the supplier or
     * the schedule; the supplier's asking wins over the schedule's for a check queued by both.
     */
    async queueCheck(id: number, now: Date, trigger: SourceCheckTrigger, tx?: Db): Promise<void> {
      const work = async (tx: Db) => {
        await tx
          .update(importSources)
          .set({ checkQueuedAt: now, checkTrigger: trigger })
          .where(eq(importSources.id, id));
        await enqueueJobs(tx, [sourceCheckJob(id)]);
      };
      await (tx ? work(tx) : transaction(db, work));
    },

    /**
     * Queues the checks of sources due by `now` (a check queued over `staleBefore` and never
     * done is queued again); answers how many.
     */
    async queueDueChecks(now: Date, staleBefore: Date, limit: number): Promise<number> {
      return transaction(db, async (tx) => {
        const due = await tx
          .select({ id: importSources.id })
          .from(importSources)
          .where(
            and(
              lte(importSources.nextCheckAt, now),
              or(isNull(importSources.checkQueuedAt), lt(importSources.checkQueuedAt, staleBefore)),
            ),
          )
          .orderBy(asc(importSources.nextCheckAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const { id } of due) await this.queueCheck(id, now, 'schedule', tx);
        return due.length;
      });
    },

    /** The source's next check comes at `now` (the local mode's /api/dev tool); false when there is no such source. */
    async dueNow(id: number, now: Date): Promise<boolean> {
      const moved = await db
        .update(importSources)
        .set({ nextCheckAt: now })
        .where(eq(importSources.id, id))
        .returning({ id: importSources.id });
      return moved.length > 0;
    },

    async saveSource(tx: Db, id: number, change: Partial<ImportSourceRow>): Promise<void> {
      await tx.update(importSources).set(change).where(eq(importSources.id, id));
    },

    list: (supplierId: number) =>
      db
        .select()
        .from(productImports)
        .where(eq(productImports.supplierId, supplierId))
        .orderBy(desc(productImports.id))
        .limit(LIST_LIMIT),

    async find(supplierId: number, id: number): Promise<ProductImportRow | null> {
      const [row] = await db
        .select()
        .from(productImports)
        .where(and(eq(productImports.supplierId, supplierId), eq(productImports.id, id)));
      return row ?? null;
    },

    /** The run, locked until the transaction ends (one slice of a run at a time). */
    async lock(tx: Db, id: number): Promise<ProductImportRow | null> {
      const [row] = await tx.select().from(productImports).where(eq(productImports.id, id)).for('update');
      return row ?? null;
    },

    async save(
      tx: Db,
      id: number,
      change: Partial<{
        status: ImportStatus;
        processed: number;
        total: number;
        counts: ImportCounts;
        problems: ImportProblem[];
        problemsTotal: number;
        error: string | null;
        deactivated: number;
        fileUrl: string | null;
        startedAt: Date;
        finishedAt: Date;
      }>,
    ): Promise<ProductImportRow> {
      const [row] = await tx.update(productImports).set(change).where(eq(productImports.id, id)).returning();
      return row!;
    },

    /** Cancels a run still open; answers it (`cancelled` when this call did), or null when it is not the supplier's. */
    async cancel(
      supplierId: number,
      id: number,
      now: Date,
    ): Promise<{ run: ProductImportRow; cancelled: boolean } | null> {
      const [row] = await db
        .update(productImports)
        .set({
          status: 'cancelled',
          finishedAt: sql`coalesce(${productImports.finishedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            eq(productImports.supplierId, supplierId),
            eq(productImports.id, id),
            inArray(productImports.status, ['queued', 'running']),
          ),
        )
        .returning();
      if (row?.sourceId) {
        // A cancelled run of a feed URL: its next check fetches the feed again, unchanged or not.
        await db
          .update(importSources)
          .set({ etag: null, lastModified: null, contentHash: null })
          .where(and(eq(importSources.id, row.sourceId), eq(importSources.lastImportId, row.id)));
      }
      if (row) return { run: row, cancelled: true };
      const found = await this.find(supplierId, id);
      return found && { run: found, cancelled: false };
    },

    /** New products from rows, active, in the supplier's primary store. */
    async insertProducts(
      tx: Db,
      supplierId: number,
      storeId: number | null,
      rows: { row: ImportRow; categoryId: number }[],
    ): Promise<Map<string, number>> {
      if (rows.length === 0) return new Map();
      // One statement with one JSON parameter: building a VALUES list of 500 rows cost more than the insert.
      const list = rows.map(({ row, categoryId }) => ({
        c: categoryId,
        ...rowJson(row),
      }));
      const made = rowsOf<{ id: number | string; sku: string }>(
        await tx.execute(sql`insert into products
            (supplier_id, store_id, category_id, status, sku, feed_offer_id, name, price, old_price, availability,
             description, stock, barcode, brand)
          select ${supplierId}, ${storeId}::bigint, r.c, 'active', r.s, r.o, r.n, r.p, r.op, r.a,
            coalesce(r.d, ''), coalesce(r.st, 0), r.b, r.br
          from jsonb_to_recordset(${JSON.stringify(list)}::jsonb)
            as r(c integer, s text, o text, n text, p bigint, op bigint, a text, d text, st integer, b text, br text)
          returning id, sku`),
      );
      return new Map(made.map((product) => [product.sku, Number(product.id)]));
    },

    /** Products changed by rows (`id` each), in one statement; a field a row leaves empty keeps its value. */
    async updateProducts(tx: Db, supplierId: number, updates: { id: number; row: ImportRow }[]): Promise<void> {
      if (updates.length === 0) return;
      const list = updates.map(({ id, row }) => ({ id, ...rowJson(row) }));
      await tx.execute(sql`update products p
        set sku = r.s, feed_offer_id = r.o, name = r.n, price = r.p, old_price = r.op, availability = r.a,
          description = coalesce(r.d, p.description), stock = coalesce(r.st, p.stock),
          barcode = coalesce(r.b, p.barcode), brand = coalesce(r.br, p.brand),
          updated_at = ${new Date().toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(list)}::jsonb)
          as r(id bigint, s text, o text, n text, p bigint, op bigint, a text, d text, st integer, b text, br text)
        where p.supplier_id = ${supplierId} and p.id = r.id`);
    },
  };
}

export type ImportsRepository = ReturnType<typeof importsRepository>;
