import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages, products } from './products.table';
import { transaction } from '../../db/transaction';

export type ProductImageRow = typeof productImages.$inferSelect;
export interface ImageDraft {
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
  bytes: number;
  /** The feed picture it was fetched from (an import). */
  sourceUrl?: string | null;
}

/** Images of a supplier's product; the product row is locked while its images change. */
export function productImagesRepository(db: Db) {
  async function lockProduct(tx: Db, supplierId: number, productId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.supplierId, supplierId), eq(products.id, productId)))
      .for('update');
    return Boolean(row);
  }

  const list = (tx: Db, productId: number) =>
    tx
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id));

  return {
    list: (productId: number) => list(db, productId),

    /** How many images the supplier's product has; null when it is not theirs. */
    async countOf(supplierId: number, productId: number): Promise<number | null> {
      const [row] = await db
        .select({ n: sql<number>`(select count(*)::int from product_images i where i.product_id = "products"."id")` })
        .from(products)
        .where(and(eq(products.supplierId, supplierId), eq(products.id, productId)));
      return row ? row.n : null;
    },

    /**
     * Appends images after the existing ones unless that would pass `max`: answers the images
     * after it, or 'missing' / 'too_many'.
     */
    async append(
      supplierId: number,
      productId: number,
      drafts: ImageDraft[],
      max: number,
    ): Promise<ProductImageRow[] | 'missing' | 'too_many'> {
      return transaction(db, async (tx) => {
        if (!(await lockProduct(tx, supplierId, productId))) return 'missing';
        const current = await list(tx, productId);
        if (current.length + drafts.length > max) return 'too_many';
        await tx
          .insert(productImages)
          .values(drafts.map((draft, index) => ({ ...draft, productId, position: current.length + index })));
        await tx
          .update(products)
          .set({ updatedAt: sql`now()` })
          .where(eq(products.id, productId));
        return list(tx, productId);
      });
    },

    /** Positions 0, 1, 2… in the order of `ids` (exactly the product's image ids). */
    async reorder(
      supplierId: number,
      productId: number,
      ids: number[],
    ): Promise<ProductImageRow[] | 'missing' | 'mismatch'> {
      return transaction(db, async (tx) => {
        if (!(await lockProduct(tx, supplierId, productId))) return 'missing';
        const current = await list(tx, productId);
        const given = new Set(ids);
        if (current.length !== ids.length || !current.every((image) => given.has(image.id))) return 'mismatch';
        await tx.execute(sql`
          update ${productImages} i set position = o.position - 1
          from unnest(${sql.param(ids)}::bigint[]) with ordinality as o(id, position)
          where i.id = o.id and i.product_id = ${productId}`);
        await tx
          .update(products)
          .set({ updatedAt: sql`now()` })
          .where(eq(products.id, productId));
        return list(tx, productId);
      });
    },

    /** Removes one image and closes the gap; answers the removed row (for its files). */
    async remove(
      supplierId: number,
      productId: number,
      imageId: number,
    ): Promise<{ removed: ProductImageRow; images: ProductImageRow[] } | 'missing' | 'no_image'> {
      return transaction(db, async (tx) => {
        if (!(await lockProduct(tx, supplierId, productId))) return 'missing';
        const [removed] = await tx
          .delete(productImages)
          .where(and(eq(productImages.productId, productId), eq(productImages.id, imageId)))
          .returning();
        if (!removed) return 'no_image';
        await tx.execute(sql`
          update ${productImages} i set position = o.position - 1
          from (select id, row_number() over (order by position, id) as position
                  from ${productImages} where product_id = ${productId}) o
          where i.id = o.id`);
        await tx
          .update(products)
          .set({ updatedAt: sql`now()` })
          .where(eq(products.id, productId));
        return { removed, images: await list(tx, productId) };
      });
    },
  };
}

export type ProductImagesRepository = ReturnType<typeof productImagesRepository>;
