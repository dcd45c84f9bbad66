import type { Locale } from '@supplier/contracts/constants';
import {
  isTransitionAllowed,
  orderStatusLabels,
  type BulkStatusResponse,
  type BulkStatusTarget,
  type CancelReason,
  type OrderStatus,
} from '@supplier/contracts/orders';
import { transaction } from '../../../db/transaction';
import { announceChanged } from '../orders.announce';
import { transition } from '../orders.change';
import type { OrdersContext } from '../orders.context';
import { ordersText } from '../orders.messages';
import type { OrderRow } from '../orders.repository';

interface MoveOrdersInput {
  supplierId: number;
  userId: number;
  ids: number[];
  to: OrderStatus;
  extra?: { reason?: CancelReason; comment?: string };
  locale: Locale;
  /** Why an order of the supplier may not take the move, in words. */
  refusal(order: OrderRow): string;
}

/**
 * Moves each distinct id in its own transaction with its row locked, so a change made meanwhile
 * (another tab, a second bulk call) is seen before the move is judged and an order never moves
 * twice. Another supplier's id answers as not found; each id answers for itself.
 */
export async function moveOrders(
  ctx: OrdersContext,
  { supplierId, userId, ids, to, extra = {}, locale, refusal }: MoveOrdersInput,
): Promise<BulkStatusResponse> {
  const data: BulkStatusResponse['data'] = [];
  const moved: OrderRow[] = [];
  for (const id of new Set(ids)) {
    const { order, saved } = await transaction(ctx.db, async (tx) => {
      const order = await ctx.orders.lock(tx, { supplierId, id });
      if (!order || !isTransitionAllowed(order.status, to, order.carrier)) return { order, saved: null };
      return { order, saved: await transition(ctx, tx, order, to, { actor: 'panel', userId }, extra) };
    });
    if (!order) {
      data.push({ id, number: null, ok: false, message: ordersText(locale, 'order_not_found') });
    } else if (!saved) {
      data.push({ id, number: String(order.number), ok: false, message: refusal(order) });
    } else {
      moved.push(saved);
      const status = orderStatusLabels[locale][saved.status];
      data.push({
        id,
        number: String(saved.number),
        ok: true,
        message: ordersText(locale, 'status_changed', { number: saved.number, to: status }),
      });
    }
  }
  await announceChanged(ctx, moved);
  return { data };
}

/** The ticked orders move to one status (confirm, ship, cancel with one reason for all, complete); each answers for itself. */
export function changeOrdersStatus(
  ctx: OrdersContext,
  input: {
    supplierId: number;
    userId: number;
    ids: number[];
    to: BulkStatusTarget;
    reason?: CancelReason;
    comment?: string;
    locale: Locale;
  },
): Promise<BulkStatusResponse> {
  const { to, reason, comment, locale } = input;
  return moveOrders(ctx, {
    ...input,
    extra: to === 'cancelled' ? { reason, comment } : {},
    refusal: (order) =>
      ordersText(locale, 'illegal_transition', {
        from: orderStatusLabels[locale][order.status],
        to: orderStatusLabels[locale][to],
      }),
  });
}
