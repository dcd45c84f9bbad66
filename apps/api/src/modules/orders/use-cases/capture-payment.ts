import type { Locale } from '@supplier/contracts/constants';
import { formatMoneyIn } from '@supplier/contracts/money';
import { hryvniasToKopiyky } from '@supplier/contracts/money';
import type { PaymentStatus } from '@supplier/contracts/orders';
import { httpErrors } from '../../../errors';
import { changeExternalOrder } from '../orders.change';
import type { OrdersContext } from '../orders.context';
import { ordersText } from '../orders.messages';
import type { OrderRow } from '../orders.repository';
import { addHistory } from '../orders.history';

/**
 * The card payment (or a COD prepayment) was captured; a repeat changes nothing. A payment is
 * the order's total to the kopiyka, a COD prepayment at most the total; any other amount is
 * refused (422 `payment_amount`), on a repeat too.
 */
export function capturePayment(
  ctx: OrdersContext,
  { externalId, amount, locale }: { externalId: string; amount: number; locale: Locale },
): Promise<OrderRow> {
  const paid = hryvniasToKopiyky(amount);
  return changeExternalOrder(ctx, externalId, locale, async (tx, order) => {
    const to: PaymentStatus = order.paymentMethod === 'cod' ? 'prepaid' : 'paid';
    if (to === 'paid' ? paid !== order.total : paid > order.total) {
      const key = to === 'paid' ? 'payment_not_total' : 'prepayment_over_total';
      const text = ordersText(locale, key, {
        amount: formatMoneyIn(paid, locale),
        total: formatMoneyIn(order.total, locale),
      });
      throw httpErrors.unprocessable('payment_amount', text, { amount: [text] });
    }
    if (order.paymentStatus !== 'pending') return null;
    const row = await ctx.orders.update(tx, order, {
      paymentStatus: to,
      ...(to === 'prepaid' ? { prepaid: paid } : {}),
    });
    await addHistory(ctx, tx, order, [{ type: 'payment_changed', actor: 'gateway', data: { to, amount } }]);
    return row;
  });
}
