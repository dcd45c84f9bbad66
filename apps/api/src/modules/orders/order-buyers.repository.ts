import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { BUYER_ORDERS_RECENT } from '@supplier/contracts/orders-buyers';
import type { Db } from '../../db/client';
import { orders } from './orders.table';

/** A buyer's other orders with the supplier, found by the exact phone (`orders_supplier_buyer_phone_idx`). */
export function orderBuyersRepository(db: Db) {
  return {
    async otherOrders(supplierId: number, phone: string, exceptId: number) {
      const same = and(eq(orders.supplierId, supplierId), eq(orders.buyerPhone, phone), ne(orders.id, exceptId));
      const [figures, recent] = await Promise.all([
        db
          .select({
            count: count(),
            completed: sql<number>`count(*) filter (where ${orders.status} = 'completed')`.mapWith(Number),
            returned: sql<number>`count(*) filter (where ${orders.status} = 'returned')`.mapWith(Number),
            cancelled: sql<number>`count(*) filter (where ${orders.status} = 'cancelled')`.mapWith(Number),
            total:
              sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.status} not in ('cancelled', 'returned')), 0)`.mapWith(
                Number,
              ),
          })
          .from(orders)
          .where(same),
        db
          .select({
            id: orders.id,
            number: orders.number,
            status: orders.status,
            total: orders.total,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .where(same)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(BUYER_ORDERS_RECENT),
      ]);
      return { figures: figures[0]!, recent };
    },
  };
}
