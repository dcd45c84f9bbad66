import type { Db } from '../../../db/client';
import { completedAt } from '../order-completion.repository';
import type { OrdersContext } from '../orders.context';
import type { OrderRow } from '../orders.repository';

export interface OrderLineForReturn {
  id: number;
  productId: number | null;
  name: string;
  sku: string;
  image: string | null;
  price: number;
  quantity: number;
}

export interface OrderForReturn {
  order: OrderRow;
  lines: OrderLineForReturn[];
  /** When the order last became `completed` (the 14 days of a return count from it), or null. */
  completedAt: Date | null;
}

/**
 * An order of the supplier with its lines and its completion time, for a return request (read in
 * the caller's transaction); null when the supplier has no such order.
 */
export async function readOrderForReturn(
  ctx: OrdersContext,
  where: { supplierId: number } & ({ externalId: string } | { id: number }),
  tx: Db = ctx.db,
): Promise<OrderForReturn | null> {
  const order =
    'externalId' in where
      ? await ctx.orders.byExternalId(where.externalId, tx)
      : await ctx.orders.get(where.supplierId, where.id, tx);
  if (!order || order.supplierId !== where.supplierId) return null;
  const lines = (await ctx.lines.fullLines(tx, order.id)).map((line) => ({
    id: line.id,
    productId: line.productId,
    name: line.name,
    sku: line.sku,
    image: line.image,
    price: line.price,
    quantity: line.quantity,
  }));
  return { order, lines, completedAt: await completedAt(tx, order.id) };
}
