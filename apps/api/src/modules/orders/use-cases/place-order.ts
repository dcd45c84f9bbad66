import type { z } from 'zod';
import type { Locale } from '@supplier/contracts/constants';
import type { placeOrderRequest } from '@supplier/contracts/marketplace';
import { kopiykyToHryvnias } from '@supplier/contracts/money';
import { hryvniasToKopiyky } from '@supplier/contracts/money';
import { transaction } from '../../../db/transaction';
import { httpErrors } from '../../../errors';
import { announceNew } from '../orders.announce';
import type { OrdersContext } from '../orders.context';
import { ordersText } from '../orders.messages';
import type { OrderRow } from '../orders.repository';
import { commissionBpOf, commissionOf } from '../orders.rules';
import { addHistory } from '../orders.history';

export type PlaceOrderInput = z.output<typeof placeOrderRequest>;

/**
 * Places an order from the storefront: the products are locked in id order, stock is
 * reserved, and a repeated storefront id answers the order it made (`created: false`).
 */
export async function placeOrder(
  ctx: OrdersContext,
  { input, locale }: { input: PlaceOrderInput; locale: Locale },
): Promise<{ order: OrderRow; created: boolean }> {
  const existing = await ctx.orders.byExternalId(input.external_id);
  if (existing) return { order: existing, created: false };
  const wanted = new Map<number, number>();
  for (const item of input.items) wanted.set(item.product_id, (wanted.get(item.product_id) ?? 0) + item.quantity);
  let order: OrderRow;
  try {
    order = await transaction(ctx.db, async (tx) => {
      if (input.store_id !== null && (await ctx.storeName(input.supplier_id, input.store_id, tx)) === null) {
        const text = ordersText(locale, 'store_unknown');
        throw httpErrors.unprocessable('store_unknown', text, { store_id: [text] });
      }
      const locked = new Map(
        (await ctx.stock.lockForOrder(tx, input.supplier_id, [...wanted.keys()])).map((p) => [p.id, p]),
      );
      for (const [index, item] of input.items.entries()) {
        const product = locked.get(item.product_id);
        if (!product || product.status !== 'active') {
          const text = ordersText(locale, 'product_unavailable', { id: item.product_id });
          throw httpErrors.unprocessable('product_unavailable', text, { [`items.${index}.product_id`]: [text] });
        }
      }
      for (const [productId, quantity] of wanted) {
        const product = locked.get(productId)!;
        if (product.stock < quantity) {
          throw httpErrors.conflict(
            'out_of_stock',
            ordersText(locale, 'out_of_stock', { name: product.name, sku: product.sku, available: product.stock }),
          );
        }
      }
      await ctx.stock.move(
        tx,
        input.supplier_id,
        [...wanted].map(([productId, quantity]) => ({ productId, stock: -quantity, shelving: 0 })),
      );
      const items = input.items.map((item) => {
        const product = locked.get(item.product_id)!;
        return {
          productId: product.id,
          name: product.name,
          sku: product.sku,
          image: product.image,
          price: product.price,
          quantity: item.quantity,
        };
      });
      const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
      const commission = commissionOf(
        input.payment.method,
        input.items.map((item) => {
          const product = locked.get(item.product_id)!;
          return { price: product.price, quantity: item.quantity, topCategory: product.top_category };
        }),
      );
      const deliveryCost = hryvniasToKopiyky(input.delivery.cost);
      const recipient = input.recipient ?? input.buyer;
      const row = await ctx.orders.insert(
        tx,
        {
          supplierId: input.supplier_id,
          storeId: input.store_id,
          externalId: input.external_id,
          buyerName: input.buyer.name,
          buyerPhone: input.buyer.phone,
          buyerEmail: input.buyer.email,
          recipientName: recipient.name,
          recipientPhone: recipient.phone,
          buyerComment: input.comment,
          carrier: input.delivery.carrier,
          city: input.delivery.city,
          branch: input.delivery.branch,
          address: input.delivery.address,
          cityRef: input.delivery.city_ref,
          warehouseRef: input.delivery.warehouse_ref,
          paymentMethod: input.payment.method,
          subtotal,
          deliveryCost,
          total: subtotal + deliveryCost,
          commission,
          commissionBp: commissionBpOf(commission, subtotal),
          itemsCount: items.reduce((sum, item) => sum + item.quantity, 0),
        },
        items,
      );
      await addHistory(ctx, tx, row, [{ type: 'placed', actor: 'gateway', data: {} }]);
      await ctx.emitWebhookEvent(
        tx,
        row.supplierId,
        'order.created',
        {
          order_id: row.id,
          number: String(row.number),
          external_id: row.externalId,
          store_id: row.storeId,
          status: row.status,
          total: kopiykyToHryvnias(row.total),
          payment: { method: row.paymentMethod, status: row.paymentStatus },
          delivery: { carrier: row.carrier, city: row.city, branch: row.branch },
          items: items.map((item) => ({
            product_id: item.productId,
            sku: item.sku,
            name: item.name,
            price: kopiykyToHryvnias(item.price),
            quantity: item.quantity,
          })),
        },
        row.createdAt,
      );
      return row;
    });
  } catch (error) {
    // The same storefront id placed at the same moment: the other request made the order.
    const again = isUniqueViolation(error) ? await ctx.orders.byExternalId(input.external_id) : undefined;
    if (again) return { order: again, created: false };
    throw error;
  }
  await announceNew(ctx, order);
  return { order, created: true };
}

/** Postgres unique_violation (23505) anywhere in the error's cause chain. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
