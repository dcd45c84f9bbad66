import type { Locale } from '@supplier/contracts/constants';
import type { OrderDetail } from '@supplier/contracts/orders';
import { transaction } from '../../../db/transaction';
import { lockForChange } from '../orders.change';
import type { OrdersContext } from '../orders.context';
import { ordersText } from '../orders.messages';
import { detailOf } from './get-order';
import { addHistory } from '../orders.history';

/** Saves the internal note of an order (buyers never see it); the same note changes nothing. */
export async function saveOrderNote(
  ctx: OrdersContext,
  {
    supplierId,
    userId,
    id,
    note,
    locale,
  }: { supplierId: number; userId: number; id: number; note: string; locale: Locale },
): Promise<{ message: string; data: OrderDetail }> {
  const saved = await transaction(ctx.db, async (tx) => {
    const order = await lockForChange(ctx, tx, { supplierId, id }, locale);
    if (order.note === note) return order;
    const row = await ctx.orders.update(tx, order, { note });
    await addHistory(ctx, tx, order, [{ type: 'note_changed', actor: 'panel', userId, data: {} }], {
      note: { from: order.note, to: note },
    });
    return row;
  });
  return {
    message: ordersText(locale, 'note_saved', { number: saved.number }),
    data: await detailOf(ctx, saved, locale),
  };
}
