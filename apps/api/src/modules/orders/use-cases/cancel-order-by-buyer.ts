import type { Locale } from '@supplier/contracts/constants';
import { httpErrors } from '../../../errors';
import { changeExternalOrder, transition } from '../orders.change';
import type { OrdersContext } from '../orders.context';
import { ordersText } from '../orders.messages';
import type { OrderRow } from '../orders.repository';
import { isPreShipment } from '../orders.rules';

/** The buyer cancels through the storefront: only before shipment; a repeat changes nothing. */
export function cancelOrderByBuyer(
  ctx: OrdersContext,
  { externalId, comment, locale }: { externalId: string; comment: string | null; locale: Locale },
): Promise<OrderRow> {
  return changeExternalOrder(ctx, externalId, locale, async (tx, order) => {
    if (order.status === 'cancelled') return null;
    if (!isPreShipment(order.status)) {
      throw httpErrors.conflict('already_shipped', ordersText(locale, 'already_shipped'));
    }
    return transition(ctx, tx, order, 'cancelled', { actor: 'gateway' }, { reason: 'buyer_asked', comment });
  });
}
