import type { Locale } from '@supplier/contracts/constants';
import { formatMoney, kopiykyToHryvnias } from '@supplier/contracts/money';
import type { BuyerOrders } from '@supplier/contracts/orders-buyers';
import { orderBuyersRepository } from '../order-buyers.repository';
import { orderNotFound } from '../orders.change';
import type { OrdersContext } from '../orders.context';

/** The order's buyer's other orders with the supplier (same phone): how many, how they ended, what they came to. */
export async function getBuyerOrders(
  ctx: OrdersContext,
  { supplierId, id, locale }: { supplierId: number; id: number; locale: Locale },
): Promise<BuyerOrders> {
  const order = await ctx.orders.get(supplierId, id);
  if (!order) throw orderNotFound(locale);
  const { figures, recent } = await orderBuyersRepository(ctx.db).otherOrders(supplierId, order.buyerPhone, order.id);
  return {
    ...figures,
    total: kopiykyToHryvnias(figures.total),
    total_format: formatMoney(figures.total),
    recent: recent.map((row) => ({
      id: row.id,
      number: String(row.number),
      status: row.status,
      total: kopiykyToHryvnias(row.total),
      total_format: formatMoney(row.total),
      created_at: row.createdAt.toISOString(),
    })),
  };
}
