import { and, asc, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { ReviewSort, ReviewsFilter } from '@supplier/contracts/reviews';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orders } from '../orders';
import { stores } from '../stores';
import { reviewCounts, reviews, type ReviewPhoto, type ReviewRow } from './reviews.table';
import { transaction } from '../../db/transaction';

export type NewReview = typeof reviews.$inferInsert;

/** A review with what the list shows beside it (store name, order number). */
export interface ReviewWithLinks extends ReviewRow {
  storeName: string | null;
  orderNumber: number | null;
}

/** The keyset of a reviews page: the sort, the phase (0 unanswered, 1 answered) and the last id. */
export interface ReviewsCursor {
  sort: ReviewSort;
  phase: 0 | 1;
  id: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
/** Calendar days are read in Europe/Kyiv; `date_to` includes its whole day. */
const kyivDayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Kyiv')`;

function filterConditions(supplierId: number, filter: Omit<ReviewsFilter, 'cursor' | 'per_page' | 'sort'>): SQL[] {
  const conditions: SQL[] = [eq(reviews.supplierId, supplierId)];
  if (filter.rating) conditions.push(eq(reviews.rating, filter.rating));
  if (filter.with_photos === 'true') conditions.push(eq(reviews.hasPhotos, true));
  if (filter.with_photos === 'false') conditions.push(eq(reviews.hasPhotos, false));
  if (filter.answered === 'true') conditions.push(sql`${reviews.reply} is not null`);
  if (filter.answered === 'false') conditions.push(sql`${reviews.reply} is null`);
  if (filter.product_id) conditions.push(eq(reviews.productId, filter.product_id));
  if (filter.store_id) conditions.push(eq(reviews.storeId, filter.store_id));
  if (filter.date_from) conditions.push(sql`${reviews.createdAt} >= ${kyivDayStart(filter.date_from)}`);
  if (filter.date_to) conditions.push(sql`${reviews.createdAt} < ${kyivDayStart(filter.date_to)} + interval '1 day'`);
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    // the expression of reviews_search_trgm_idx, so the trigram index finds the rows
    conditions.push(
      sql`(${reviews.text} || ' ' || ${reviews.pros} || ' ' || ${reviews.cons} || ' ' || ${reviews.authorName}) ilike ${like}`,
    );
  }
  return conditions;
}

/** Reviews of a supplier; every read and write is scoped by supplier (another's review is not found). */
export function reviewsRepository(db: Db) {
  const withLinks = (tx: Db) =>
    tx
      .select({ review: reviews, storeName: stores.name, orderNumber: orders.number })
      .from(reviews)
      .leftJoin(stores, eq(stores.id, reviews.storeId))
      .leftJoin(orders, eq(orders.id, reviews.orderId));
  const flatten = (rows: { review: ReviewRow; storeName: string | null; orderNumber: number | null }[]) =>
    rows.map((row) => ({ ...row.review, storeName: row.storeName, orderNumber: row.orderNumber }));

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return transaction(db, work);
    },

    async byExternalId(externalId: string, tx: Db = db): Promise<ReviewRow | undefined> {
      const [row] = await tx.select().from(reviews).where(eq(reviews.externalId, externalId));
      return row;
    },

    async get(supplierId: number, id: number, tx: Db = db): Promise<ReviewWithLinks | undefined> {
      const rows = await withLinks(tx).where(and(eq(reviews.supplierId, supplierId), eq(reviews.id, id)));
      return flatten(rows)[0];
    },

    /** The review row locked for a change. */
    async lock(tx: Db, supplierId: number, id: number): Promise<ReviewRow | undefined> {
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`select id from reviews where supplier_id = ${supplierId} and id = ${id} for update`),
      );
      if (!row) return undefined;
      const [review] = await tx
        .select()
        .from(reviews)
        .where(eq(reviews.id, Number(row.id)));
      return review;
    },

    /** The supplier's product (name and store), or undefined when it is not theirs. */
    async product(tx: Db, supplierId: number, productId: number) {
      const [row] = rowsOf<{ id: number; name: string; store_id: number | null }>(
        await tx.execute(
          sql`select id, name, store_id from products where supplier_id = ${supplierId} and id = ${productId}`,
        ),
      );
      return row
        ? { id: Number(row.id), name: row.name, storeId: row.store_id === null ? null : Number(row.store_id) }
        : undefined;
    },

    /** The supplier's order by the storefront's id, whether it is completed and holds the product. */
    async orderOf(tx: Db, supplierId: number, externalId: string, productId: number) {
      const [row] = rowsOf<{ id: number; store_id: number | null; status: string; has_product: boolean }>(
        await tx.execute(sql`select o.id, o.store_id, o.status,
            exists (select 1 from order_items i where i.order_id = o.id and i.product_id = ${productId}) as has_product
          from orders o where o.supplier_id = ${supplierId} and o.external_id = ${externalId}`),
      );
      if (!row) return undefined;
      return {
        id: Number(row.id),
        storeId: row.store_id === null ? null : Number(row.store_id),
        verified: row.status === 'completed' && row.has_product,
      };
    },

    /** Inserts a review (none with its external_id yet) and counts it; undefined on a racing twin. */
    async insert(tx: Db, review: NewReview): Promise<ReviewRow | undefined> {
      const [row] = await tx.insert(reviews).values(review).onConflictDoNothing().returning();
      if (!row) return undefined;
      await this.count(tx, row.supplierId, row.rating, 1, 1);
      await this.countDay(tx, row.supplierId, row.createdAt, row.rating, 1);
      return row;
    },

    async update(tx: Db, id: number, changes: Partial<NewReview>): Promise<ReviewRow> {
      const [row] = await tx.update(reviews).set(changes).where(eq(reviews.id, id)).returning();
      return row!;
    },

    /** Keeps review_counts in step with a write (same transaction). */
    async count(tx: Db, supplierId: number, rating: number, delta: number, unansweredDelta: number) {
      await tx
        .insert(reviewCounts)
        .values({ supplierId, rating, count: delta, unanswered: unansweredDelta })
        .onConflictDoUpdate({
          target: [reviewCounts.supplierId, reviewCounts.rating],
          set: {
            count: sql`${reviewCounts.count} + ${delta}`,
            unanswered: sql`${reviewCounts.unanswered} + ${unansweredDelta}`,
          },
        });
    },

    /** Keeps review_days in step with a write (same transaction). */
    async countDay(tx: Db, supplierId: number, at: Date, rating: number, delta: number) {
      await tx.execute(sql`insert into review_days (supplier_id, day, rating, count)
        values (${supplierId}, (${at.toISOString()}::timestamptz at time zone 'Europe/Kyiv')::date, ${rating}, ${delta})
        on conflict (supplier_id, day, rating) do update set count = review_days.count + excluded.count`);
    },

    /** One page: for `unanswered_first` the unanswered ones, then (phase 1) the answered ones. */
    async page(supplierId: number, filter: ReviewsFilter, cursor: ReviewsCursor | null, limit: number) {
      const base = filterConditions(supplierId, filter);
      const found: { row: ReviewWithLinks; phase: 0 | 1 }[] = [];
      const phases: { phase: 0 | 1; condition: SQL | null }[] =
        filter.sort === 'unanswered_first'
          ? [
              { phase: 0, condition: sql`${reviews.reply} is null` },
              { phase: 1, condition: sql`${reviews.reply} is not null` },
            ]
          : [{ phase: 0, condition: null }];
      const ascending = filter.sort === 'oldest';
      for (const { phase, condition } of phases) {
        if (cursor && phase < cursor.phase) continue;
        if (found.length >= limit) break;
        if (filter.answered === 'true' && filter.sort === 'unanswered_first' && phase === 0) continue;
        if (filter.answered === 'false' && filter.sort === 'unanswered_first' && phase === 1) continue;
        const conditions = [...base];
        if (condition) conditions.push(condition);
        if (cursor && phase === cursor.phase) {
          conditions.push(ascending ? gt(reviews.id, cursor.id) : lt(reviews.id, cursor.id));
        }
        const rows = await withLinks(db)
          .where(and(...conditions))
          .orderBy(ascending ? asc(reviews.id) : desc(reviews.id))
          .limit(limit - found.length);
        for (const row of flatten(rows)) found.push({ row, phase });
      }
      return found;
    },

    /** Reviews and unanswered ones per rating (review_counts, kept with every write). */
    async counts(supplierId: number): Promise<{ rating: number; count: number; unanswered: number }[]> {
      return db
        .select({ rating: reviewCounts.rating, count: reviewCounts.count, unanswered: reviewCounts.unanswered })
        .from(reviewCounts)
        .where(eq(reviewCounts.supplierId, supplierId));
    },

    async unanswered(supplierId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(sum(${reviewCounts.unanswered}), 0)::int` })
        .from(reviewCounts)
        .where(eq(reviewCounts.supplierId, supplierId));
      return Number(row?.n ?? 0);
    },

    /**
     * Count and rating sum of the last `days` calendar days (Europe/Kyiv, today included) and of the
     * `days` before them, for each of `periods`, from review_days.
     */
    async trend(supplierId: number, now: Date, periods: number[]) {
      const longest = 2 * Math.max(...periods);
      const today = sql`(${now.toISOString()}::timestamptz at time zone 'Europe/Kyiv')::date`;
      const columns = periods.map(
        (days) => sql`
          coalesce(sum(count) filter (where day > ${today} - ${days}::int), 0)::int as ${sql.raw(`c${days}`)},
          coalesce(sum(count * rating) filter (where day > ${today} - ${days}::int), 0)::int as ${sql.raw(`s${days}`)},
          coalesce(sum(count * rating) filter (where day <= ${today} - ${days}::int and day > ${today} - ${2 * days}::int), 0)::int as ${sql.raw(`ps${days}`)},
          coalesce(sum(count) filter (where day <= ${today} - ${days}::int and day > ${today} - ${2 * days}::int), 0)::int as ${sql.raw(`pn${days}`)}`,
      );
      const [row] = rowsOf<Record<string, number>>(
        await db.execute(sql`select ${sql.join(columns, sql`, `)} from review_days
          where supplier_id = ${supplierId} and day > ${today} - ${longest}::int and day <= ${today}`),
      );
      return periods.map((days) => ({
        days,
        count: Number(row?.[`c${days}`] ?? 0),
        sum: Number(row?.[`s${days}`] ?? 0),
        previousCount: Number(row?.[`pn${days}`] ?? 0),
        previousSum: Number(row?.[`ps${days}`] ?? 0),
      }));
    },

    /** Reviews whose photos are still to fetch. */
    async setPhotos(id: number, photos: ReviewPhoto[]): Promise<void> {
      await db
        .update(reviews)
        .set({ photos, hasPhotos: photos.length > 0 })
        .where(eq(reviews.id, id));
    },

    async rawById(id: number): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
      return row;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
