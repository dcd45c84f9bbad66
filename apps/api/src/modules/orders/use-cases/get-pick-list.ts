import type { OrdersContext } from '../orders.context';

/** What to take from which shelving for the chosen orders (other suppliers' ids are left out). */
export async function getPickList(ctx: OrdersContext, { supplierId, ids }: { supplierId: number; ids: number[] }) {
  const list = await ctx.orders.pickList(supplierId, ids);
  return {
    data: {
      orders: list.orders.map((o) => ({ id: o.id, number: String(o.number), items_count: o.itemsCount })),
      lines: list.lines.map((line) => ({ ...line, orders: [...line.orders].sort() })),
    },
  };
}
