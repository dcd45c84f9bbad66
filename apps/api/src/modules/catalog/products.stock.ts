import type { Locale } from '@supplier/contracts/constants';
import { hryvniasToKopiyky, kopiykyToHryvnias } from '@supplier/contracts/money';
import type { StockUpdateItem, StockUpdateResponse } from '@supplier/contracts/supplier-api';
import type { Db } from '../../db/client';
import { emitWebhookEvents } from '../integrations';
import { productsStockRepository, STOCK_CHUNK, type StockChange } from './products-stock.repository';
import { catalogText } from './catalog.messages';
import { transaction } from '../../db/transaction';

type Failure = StockUpdateResponse['data']['failed'][number];

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
  const stock = productsStockRepository();

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
        const rows = await stock.lock(tx, supplierId, skus, ids);
        const bySku = new Map(rows.map((row) => [row.sku, row]));
        const byId = new Map(rows.map((row) => [row.id, row]));

        const changes = new Map<number, StockChange>();
        items.forEach((item, index) => {
          const row = item.sku !== undefined ? bySku.get(item.sku) : byId.get(item.id!);
          if (!row) return fail(index, item, 'not_found');
          if (changes.has(row.id)) return fail(index, item, 'duplicate', { sku: row.sku });
          const price = item.price === undefined ? row.price : hryvniasToKopiyky(item.price);
          const oldPrice =
            item.old_price === undefined
              ? row.old_price
              : item.old_price === null
                ? null
                : hryvniasToKopiyky(item.old_price);
          if (oldPrice !== null && oldPrice <= price) return fail(index, item, 'old_price_not_above_price');
          changes.set(row.id, {
            stock: item.stock ?? null,
            price,
            oldPrice,
            availability: item.availability ?? null,
          });
        });

        const list = [...changes].sort(([a], [b]) => a - b);
        for (let start = 0; start < list.length; start += STOCK_CHUNK) {
          const part = list.slice(start, start + STOCK_CHUNK);
          const saved = await stock.write(tx, supplierId, part);
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
