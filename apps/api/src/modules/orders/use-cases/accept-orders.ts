import type { Locale } from '@supplier/contracts/constants';
import { orderStatusLabels, type BulkAcceptResponse } from '@supplier/contracts/orders';
import { transaction } from '../../../db/transaction';
import { announce } from '../orders.announce';
import { transition } from '../orders.change';
import type { OrdersContext } from '../orders.context';
import { ordersText } from '../orders.messages';

/** The ticked new orders go to processing one by one; each answers for itself. */
export async function acceptOrders(
  ctx: OrdersContext,
  { supplierId, userId, ids, locale }: { supplierId: number; userId: number; ids: number[]; locale: Locale },
): Promise<BulkAcceptResponse> {
  const data: BulkAcceptResponse['data'] = [];
  for (const id of new Set(ids)) {
    const { order, saved } = await transaction(ctx.db, async (tx) => {
      const order = await ctx.orders.lock(tx, { supplierId, id });
      if (!order || order.status !== 'new') return { order, saved: null };
      return { order, saved: await transition(ctx, tx, order, 'processing', { actor: 'panel', userId }) };
    });
    if (!order) {
      data.push({ id, number: null, ok: false, message: ordersText(locale, 'order_not_found') });
    } else if (!saved) {
      const status = orderStatusLabels[locale][order.status];
      data.push({
        id,
        number: String(order.number),
        ok: false,
        message: ordersText(locale, 'accept_not_new', { status }),
      });
    } else {
      await announce(ctx, saved, false);
      const to = orderStatusLabels[locale][saved.status];
      data.push({
        id,
        number: String(saved.number),
        ok: true,
        message: ordersText(locale, 'status_changed', { number: saved.number, to }),
      });
    }
  }
  return { data };
}
