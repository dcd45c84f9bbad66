import type { Locale } from '@supplier/contracts/constants';
import type { PickupRequest } from '@supplier/contracts/marketplace';
import { httpErrors } from '../../../errors';
import { changeExternalOrder, transition } from '../orders.change';
import type { OrdersContext } from '../orders.context';
import { ordersText } from '../orders.messages';
import type { OrderRow } from '../orders.repository';
import { TAKEN_STATUSES } from '../orders.rules';

/** The buyer picked the parcel up, or refused it, at the branch; a repeat changes nothing. */
export function recordPickup(
  ctx: OrdersContext,
  { externalId, outcome, locale }: { externalId: string; outcome: PickupRequest['outcome']; locale: Locale },
): Promise<OrderRow> {
  return changeExternalOrder(ctx, externalId, locale, async (tx, order) => {
    const done =
      outcome === 'picked_up' ? order.status === 'completed' : ['cancelled', 'returned'].includes(order.status);
    if (done) return null;
    const waiting =
      order.carrier === 'pickup' ? order.status === 'awaiting_pickup' : TAKEN_STATUSES.includes(order.status);
    if (!waiting || order.status === 'completed') {
      throw httpErrors.conflict('pickup_not_ready', ordersText(locale, 'pickup_not_ready'));
    }
    if (outcome === 'picked_up') return transition(ctx, tx, order, 'completed', { actor: 'gateway' });
    if (order.carrier === 'pickup') {
      return transition(ctx, tx, order, 'cancelled', { actor: 'gateway' }, { reason: 'buyer_refused' });
    }
    return transition(ctx, tx, order, 'returned', { actor: 'gateway' }, { delivery: 'refused' });
  });
}
