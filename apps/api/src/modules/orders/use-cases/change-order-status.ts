import type { Locale } from '@supplier/contracts/constants';
import {
  isTransitionAllowed,
  orderStatusLabels,
  type CancelReason,
  type OrderDetail,
  type OrderStatus,
} from '@supplier/contracts/orders';
import { transaction } from '../../../db/transaction';
import { httpErrors } from '../../../errors';
import { announce } from '../orders.announce';
import { lockForChange, transition } from '../orders.change';
import type { OrdersContext } from '../orders.context';
import { ordersText } from '../orders.messages';
import { detailOf } from './get-order';

export interface ChangeOrderStatusInput {
  supplierId: number;
  userId: number;
  id: number;
  body: { to: OrderStatus; version: number; reason?: CancelReason; comment?: string };
  locale: Locale;
  /** `api`: made through the supplier API; the history shows it so, with no person. */
  via?: 'panel' | 'api';
}

/**
 * Moves an order to another status: 422 `illegal_transition` for a move its carrier does not
 * allow, 409 `version_conflict` for a stale version.
 */
export async function changeOrderStatus(
  ctx: OrdersContext,
  { supplierId, userId, id, body, locale, via = 'panel' }: ChangeOrderStatusInput,
): Promise<{ message: string; data: OrderDetail }> {
  const saved = await transaction(ctx.db, async (tx) => {
    const order = await lockForChange(ctx, tx, { supplierId, id, version: body.version }, locale);
    if (!isTransitionAllowed(order.status, body.to, order.carrier)) {
      const text = ordersText(locale, 'illegal_transition', {
        from: orderStatusLabels[locale][order.status],
        to: orderStatusLabels[locale][body.to],
      });
      throw httpErrors.unprocessable('illegal_transition', text, { to: [text] });
    }
    return transition(ctx, tx, order, body.to, { actor: via, userId: via === 'panel' ? userId : null }, body);
  });
  await announce(ctx, saved, false);
  return {
    message: ordersText(locale, 'status_changed', {
      number: String(saved.number),
      to: orderStatusLabels[locale][saved.status],
    }),
    data: await detailOf(ctx, saved, locale),
  };
}
