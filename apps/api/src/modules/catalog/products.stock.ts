import { sql } from 'drizzle-orm';
import type { Locale } from '@supplier/contracts/constants';
import { kopiykyToHryvnias } from '@supplier/contracts/money';
import { toKopiyky, type ProductAvailability } from '@supplier/contracts/products';
import type { StockUpdateItem, StockUpdateResponse } from '@supplier/contracts/supplier-api';
import type { Db } from '../../db/client';
import { emitWebhookEvents } from '../integrations/webhooks/webhooks.events';
import { rowsOf } from './products.repository';
import { catalogText } from './catalog.messages';
import { transaction } from '../../db/transaction';

/** Rows locked and written per statement: big enough to be fast, small enough for any parameter limit. */
const CHUNK = 5_000;

interface Current {
  id: number;
  sku: string;
  price: number;
  old_price: number | null;
}

type Failure = StockUpdateResponse['data']['failed'][number];

interface Saved {
  id: number;
  sku: string;
  name: string;
  status: string;
  price: number;
  stock: number;
  updated_at: string | Date;
}

/**
 * Stock, prices and availability of many products at once (the supplier API's bulk call, up to
 * 10 000 items): the products are found by SKU or id among the supplier's own, locked in id order
 * (as order placement locks them), checked against their current prices, and written in one
 * transaction with one statement per chunk. An item that cannot apply (unknown, given twice, an
 * old price not above the price) is reported with its index and the rest go on. Stock on a
 * shelving never stays above the product's stock. Each product changed raises `product.updated` for
 * the supplier's webhooks, as a save in the panel does.
 */
export function productsStockService(db: Db) {
  /** The supplier's products named by SKU or id, locked in id order (one join per chunk, never a scan per name). */
  async function lockedProducts(tx: Db, supplierId: number, skus: string[], ids: number[]) {
    const found: Current[] = [];
    for (let start = 0; start < Math.max(skus.length, ids.length); start += CHUNK) {
      const skuPart = skus.slice(start, start + CHUNK);
      const idPart = ids.slice(start, start + CHUNK);
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
  }

  return {
    async update(supplierId: number, items: StockUpdateItem[], locale: Locale): Promise<StockUpdateResponse> {
      const failed: Failure[] = [];
      const fail = (index: number, item: StockUpdateItem, code: Failure['code'], params = {}) =>
        failed.push({
          index,
          sku: item.sku ?? null,
          id: item.id ?? null,
          code,
          message: catalogText(locale, `stock_${code}`, params),
        });

      const updated = await transaction(db, async (tx) => {
        const skus = [...new Set(items.flatMap((item) => (item.sku === undefined ? [] : [item.sku])))];
        const ids = [...new Set(items.flatMap((item) => (item.id === undefined ? [] : [item.id])))];
        const rows = await lockedProducts(tx, supplierId, skus, ids);
        const bySku = new Map(rows.map((row) => [row.sku, row]));
        const byId = new Map(rows.map((row) => [row.id, row]));

        const changes = new Map<
          number,
          { stock: number | null; price: number; oldPrice: number | null; availability: ProductAvailability | null }
        >();
        items.forEach((item, index) => {
          const row = item.sku !== undefined ? bySku.get(item.sku) : byId.get(item.id!);
          if (!row) return fail(index, item, 'not_found');
          if (changes.has(row.id)) return fail(index, item, 'duplicate', { sku: row.sku });
          const price = item.price === undefined ? row.price : toKopiyky(item.price);
          const oldPrice =
            item.old_price === undefined ? row.old_price : item.old_price === null ? null : toKopiyky(item.old_price);
          if (oldPrice !== null && oldPrice <= price) return fail(index, item, 'old_price_not_above_price');
          changes.set(row.id, {
            stock: item.stock ?? null,
            price,
            oldPrice,
            availability: item.availability ?? null,
          });
        });

        const list = [...changes].sort(([a], [b]) => a - b);
        for (let start = 0; start < list.length; start += CHUNK) {
          const part = list.slice(start, start + CHUNK);
          const saved = rowsOf<Saved>(
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
          // What a save in the panel tells the supplier's webhooks, for each product changed.
          await emitWebhookEvents(
            tx,
            supplierId,
            'product.updated',
            saved.map((row) => ({
              product_id: Number(row.id),
              sku: row.sku,
              name: row.name,
              status: row.status,
              price: kopiykyToHryvnias(Number(row.price)),
              stock: Number(row.stock),
              updated_at: new Date(row.updated_at).toISOString(),
            })),
          );
        }
        return list.length;
      });

      return {
        message: catalogText(locale, 'stock_updated', { count: updated, failed: failed.length }),
        data: { updated, failed },
      };
    },
  };
}

export type ProductsStockService = ReturnType<typeof productsStockService>;
