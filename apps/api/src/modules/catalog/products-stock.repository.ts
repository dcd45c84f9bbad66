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

export interface StockChange {
  stock: number | null;
  price: number;
  oldPrice: number | null;
  availability: ProductAvailability | null;
}

/** The bulk stock update's queries (`products.stock.ts`), inside its transaction. */
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
  };
}
