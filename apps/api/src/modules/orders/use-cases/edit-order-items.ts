import type { Locale } from '@supplier/contracts/constants';
import { kopiykyToHryvnias } from '@supplier/contracts/money';
import type { OrderDetail } from '@supplier/contracts/orders';
import { transaction } from '../../../db/transaction';
import { httpErrors } from '../../../errors';
import type { StockMove } from '../../catalog';
import { announce } from '../orders.announce';
import { lockForChange } from '../orders.change';
import type { OrdersContext } from '../orders.context';
import { ordersText } from '../orders.messages';
import { commissionBpOf, commissionOf, isPreShipment } from '../orders.rules';
import { detailOf } from './get-order';
import { addHistory } from '../orders.history';

export interface EditOrderItemsInput {
  supplierId: number;
  userId: number;
  id: number;
  body: { version: number; items: { product_id: number; quantity: number }[] };
  locale: Locale;
}

/** Quantities per product of a list of lines. */
function quantities(lines: { productId: number | null; quantity: number }[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const line of lines) {
    if (line.productId !== null) sums.set(line.productId, (sums.get(line.productId) ?? 0) + line.quantity);
  }
  return sums;
}

/**
 * Replaces the lines of an unpaid order before shipment: stock moves by the difference (a new
 * or larger line must be in stock), prices of kept products stay as sold, totals and the
 * commission are counted again, and the history keeps what was and what is.
 */
export async function editOrderItems(
  ctx: OrdersContext,
  { supplierId, userId, id, body, locale }: EditOrderItemsInput,
): Promise<{ message: string; data: OrderDetail }> {
  const saved = await transaction(ctx.db, async (tx) => {
    const order = await lockForChange(ctx, tx, { supplierId, id, version: body.version }, locale);
    if (!isPreShipment(order.status) || order.paymentStatus !== 'pending') {
      throw httpErrors.unprocessable('items_locked', ordersText(locale, 'items_locked'));
    }
    const before = await ctx.lines.fullLines(tx, order.id);
    const wanted = quantities(body.items.map((item) => ({ productId: item.product_id, quantity: item.quantity })));
    const had = quantities(before);
    const ids = [...new Set([...wanted.keys(), ...had.keys()])];
    const locked = new Map((await ctx.stock.lockForOrder(tx, supplierId, ids)).map((p) => [p.id, p]));
    for (const [index, item] of body.items.entries()) {
      const product = locked.get(item.product_id);
      if (!product || (product.status !== 'active' && !had.has(item.product_id))) {
        const text = ordersText(locale, 'product_unavailable', { id: item.product_id });
        throw httpErrors.unprocessable('product_unavailable', text, { [`items.${index}.product_id`]: [text] });
      }
    }
    const moves: StockMove[] = [];
    for (const productId of ids) {
      const delta = (wanted.get(productId) ?? 0) - (had.get(productId) ?? 0);
      if (delta === 0 || !locked.has(productId)) continue;
      const product = locked.get(productId)!;
      if (delta > 0 && product.stock < delta) {
        throw httpErrors.conflict(
          'out_of_stock',
          ordersText(locale, 'out_of_stock', { name: product.name, sku: product.sku, available: product.stock }),
        );
      }
      moves.push({ productId, stock: -delta, shelving: 0 });
    }
    await ctx.stock.move(tx, supplierId, moves);
    const soldAt = new Map(before.filter((l) => l.productId !== null).map((l) => [l.productId!, l]));
    const lines = [...wanted].map(([productId, quantity]) => {
      const product = locked.get(productId)!;
      const kept = soldAt.get(productId);
      return {
        productId,
        name: kept?.name ?? product.name,
        sku: kept?.sku ?? product.sku,
        image: kept?.image ?? product.image,
        price: kept?.price ?? product.price,
        quantity,
        topCategory: product.top_category,
      };
    });
    await ctx.lines.replaceItems(
      tx,
      order,
      lines.map(({ topCategory: _, ...line }) => line),
    );
    const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const commission = commissionOf(order.paymentMethod, lines);
    const row = await ctx.orders.update(tx, order, {
      subtotal,
      total: subtotal + order.deliveryCost,
      commission,
      commissionBp: commissionBpOf(commission, subtotal),
      itemsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    });
    const summary = (list: { sku: string; quantity: number }[]) =>
      list.map((line) => ({ sku: line.sku, quantity: line.quantity }));
    await addHistory(ctx, tx, order, [
      {
        type: 'items_changed',
        actor: 'panel',
        userId,
        data: {
          before: summary(before),
          after: summary(lines),
          total_before: kopiykyToHryvnias(order.total),
          total_after: kopiykyToHryvnias(row.total),
        },
      },
    ]);
    return row;
  });
  await announce(ctx, saved, false);
  return {
    message: ordersText(locale, 'items_saved', { number: saved.number }),
    data: await detailOf(ctx, saved, locale),
  };
}
