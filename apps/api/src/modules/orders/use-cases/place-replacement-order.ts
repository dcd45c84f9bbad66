import type { Db } from '../../../db/client';
import type { OrdersContext } from '../orders.context';
import type { OrderRow } from '../orders.repository';

export interface ReplacementInput {
  original: OrderRow;
  /** Its storefront id: the original's and the return request's (unique, so a repeat finds it). */
  externalId: string;
  items: { productId: number | null; name: string; sku: string; image: string | null; quantity: number }[];
  /** Shown as the buyer's comment, e.g. `Обмін за заявкою № 100042-1`. */
  comment: string;
}

/**
 * The replacement order of an exchange, in the caller's transaction: the same buyer, delivery and
 * payment method, the same goods at no charge (the buyer paid with the original order, whose money
 * stays with the supplier), stock reserved. Answers the existing one on a repeat. The caller
 * announces it after the commit (`announceNewOrder`).
 */
export async function placeReplacementOrder(ctx: OrdersContext, tx: Db, input: ReplacementInput): Promise<OrderRow> {
  const existing = await ctx.orders.byExternalId(input.externalId, tx);
  if (existing) return existing;
  const { original } = input;
  await ctx.stock.move(
    tx,
    original.supplierId,
    input.items
      .filter((item) => item.productId !== null)
      .map((item) => ({ productId: item.productId!, stock: -item.quantity, shelving: 0 })),
  );
  const row = await ctx.orders.insert(
    tx,
    {
      supplierId: original.supplierId,
      storeId: original.storeId,
      externalId: input.externalId,
      buyerName: original.buyerName,
      buyerPhone: original.buyerPhone,
      buyerEmail: original.buyerEmail,
      recipientName: original.recipientName,
      recipientPhone: original.recipientPhone,
      buyerComment: input.comment,
      carrier: original.carrier,
      city: original.city,
      branch: original.branch,
      address: original.address,
      cityRef: original.cityRef,
      warehouseRef: original.warehouseRef,
      paymentMethod: original.paymentMethod,
      paymentStatus: 'paid',
      subtotal: 0,
      deliveryCost: 0,
      total: 0,
      itemsCount: input.items.reduce((sum, item) => sum + item.quantity, 0),
    },
    input.items.map((item) => ({ ...item, price: 0 })),
  );
  await ctx.lines.addEvents(tx, row, [
    { type: 'placed', actor: 'system', data: { replacement_of: String(original.number) } },
  ]);
  return row;
}
