import { sql } from 'drizzle-orm';
import type { ProductAvailability } from '@supplier/contracts/products';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Rows locked and written per statement: big enough to be fast, small enough for any parameter limit. */
export const STOCK_CHUNK = 5_000;

interface Current {
  id: number;
  sku: string;
  price: number;
  old_price: number | null;
}

interface Saved {
  id: number;
  sku: string;
  name: string;
  status: string;
  price: number;
  stock: number;
  updated_at: string | Date;
}

/** A product as placing or editing an order locks it. */
export interface LockedProduct {
  id: number;
  name: string;
  sku: string;
  price: number;
  stock: number;
  status: string;
  image: string | null;
  /** The name of the top-level category (for the commission). */
  top_category: string;
}

/** Stock (and shelving) moved for one product: negative reserves or takes, positive gives back. */
export interface StockMove {
  productId: number;
  stock: number;
  shelving: number;
}

export interface StockChange {
  stock: number | null;
  price: number;
  oldPrice: number | null;
  availability: ProductAvailability | null;
}

/**
 * The stock queries: the bulk stock update's (`products.stock.ts`) and an order's (placing,
 * editing, status moves), each inside its caller's transaction.
 */
export function productsStockRepository() {
  return {
    /** The supplier's products named by SKU or id, locked in id order (one join per chunk, never a scan per name). */
    async lock(tx: Db, supplierId: number, skus: string[], ids: number[]) {
      const found: Current[] = [];
      for (let start = 0; start < Math.max(skus.length, ids.length); start += STOCK_CHUNK) {
        const skuPart = skus.slice(start, start + STOCK_CHUNK);
        const idPart = ids.slice(start, start + STOCK_CHUNK);
        found.push(
          ...rowsOf<Current>(
            await tx.execute(sql`
              select p.id, p.sku, p.price, p.old_price from products p
              where p.supplier_id = ${supplierId} and p.id in (
                select p2.id from products p2 join unnest(${sql.param(skuPart)}::text[]) as k(sku)
                  on p2.supplier_id = ${supplierId} and p2.sku = k.sku
                union
                select p3.id from products p3 join unnest(${sql.param(idPart)}::bigint[]) as k(id)
                  on p3.supplier_id = ${supplierId} and p3.id = k.id)
              order by p.id
              for update of p`),
          ),
        );
      }
      return found.map((row) => ({
        ...row,
        id: Number(row.id),
        price: Number(row.price),
        old_price: row.old_price === null ? null : Number(row.old_price),
      }));
    },

    /** Writes one chunk of changes (in id order); a shelving never keeps more than the new stock. */
    async write(tx: Db, supplierId: number, part: [number, StockChange][]) {
      return rowsOf<Saved>(
        await tx.execute(sql`
        update products p set
          stock = coalesce(c.stock, p.stock),
          shelving_quantity = least(p.shelving_quantity, coalesce(c.stock, p.stock)),
          price = c.price,
          old_price = c.old_price,
          availability = coalesce(c.availability, p.availability),
          updated_at = now()
        from unnest(
          ${sql.param(part.map(([id]) => id))}::bigint[],
          ${sql.param(part.map(([, c]) => c.stock))}::int[],
          ${sql.param(part.map(([, c]) => c.price))}::bigint[],
          ${sql.param(part.map(([, c]) => c.oldPrice))}::bigint[],
          ${sql.param(part.map(([, c]) => c.availability))}::text[]
        ) as c(id, stock, price, old_price, availability)
        where p.supplier_id = ${supplierId} and p.id = c.id
        returning p.id, p.sku, p.name, p.status, p.price, p.stock, p.updated_at`),
      );
    },

    /** The supplier's products of an order, locked in id order (the order every stock change takes). */
    async lockForOrder(tx: Db, supplierId: number, ids: number[]): Promise<LockedProduct[]> {
      if (ids.length === 0) return [];
      const rows = rowsOf<LockedProduct>(
        await tx.execute(sql`
          select p.id, p.name, p.sku, p.price, p.stock, p.status,
            (select i.thumb_url from product_images i where i.product_id = p.id order by i.position limit 1) as image,
            split_part(c.path, ' / ', 1) as top_category
          from products p join categories c on c.id = p.category_id
          where p.supplier_id = ${supplierId} and p.id = any(${sql.param(ids)}::bigint[])
          order by p.id
          for update of p`),
      );
      return rows.map((row) => ({ ...row, id: Number(row.id), price: Number(row.price), stock: Number(row.stock) }));
    },

    /** Moves stock per product, in id order; the shelving quantity moves with it where the product has one. */
    async move(tx: Db, supplierId: number, moves: StockMove[]) {
      for (const line of [...moves].sort((a, b) => a.productId - b.productId)) {
        await tx.execute(sql`
          update products set
            stock = greatest(stock + ${line.stock}, 0),
            shelving_quantity = case when shelving_id is null then shelving_quantity
              else greatest(shelving_quantity + ${line.shelving}, 0) end,
            updated_at = now()
          where supplier_id = ${supplierId} and id = ${line.productId}`);
      }
    },
  };
}
