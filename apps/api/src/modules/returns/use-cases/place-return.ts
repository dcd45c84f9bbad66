import type { z } from 'zod';
import type { Locale } from '@supplier/contracts/constants';
import { kopiykyToHryvnias } from '@supplier/contracts/money';
import { RETURN_WINDOW_DAYS, type placeReturnRequest } from '@supplier/contracts/returns';
import { orderStatusLabels } from '@supplier/contracts/orders';
import { transaction } from '../../../db/transaction';
import { httpErrors } from '../../../errors';
import { isUniqueViolation } from '../../catalog';
import { readOrderForReturn } from '../../orders';
import { announce, notifyAbout } from '../returns.announce';
import type { ReturnsContext } from '../returns.context';
import { returnsText } from '../returns.messages';
import type { NewReturnItem, ReturnRow } from '../returns.repository';

export type PlaceReturnInput = z.output<typeof placeReturnRequest>;

const DAY_MS = 24 * 60 * 60_000;

/**
 * A buyer's request from the storefront: refused, changing nothing, when the order is not the
 * supplier's or not completed, the 14 days since completion have passed, or an item is asked back
 * more than was bought (earlier requests not refused or cancelled counted). A repeated storefront
 * id answers the request it made (`created: false`).
 */
export async function placeReturn(
  ctx: ReturnsContext,
  { input, locale }: { input: PlaceReturnInput; locale: Locale },
): Promise<{ row: ReturnRow; created: boolean }> {
  const existing = await ctx.returns.byExternalId(input.external_id);
  if (existing) return { row: existing, created: false };
  let placed: { row: ReturnRow; orderNumber: number };
  try {
    placed = await transaction(ctx.db, async (tx) => {
      const found = await readOrderForReturn(
        ctx.orders,
        { supplierId: input.supplier_id, externalId: input.order_external_id },
        tx,
      );
      if (!found) throw httpErrors.notFound(returnsText(locale, 'order_not_found'));
      const { order, lines, completedAt } = found;
      if (order.status !== 'completed') {
        throw httpErrors.conflict(
          'order_not_completed',
          returnsText(locale, 'order_not_completed', { status: orderStatusLabels[locale][order.status] }),
        );
      }
      if (!completedAt || ctx.clock.now().getTime() - completedAt.getTime() > RETURN_WINDOW_DAYS * DAY_MS) {
        throw httpErrors.conflict(
          'return_window_closed',
          returnsText(locale, 'return_window_closed', { days: RETURN_WINDOW_DAYS }),
        );
      }
      await ctx.returns.lockOrder(tx, order.id);
      const { asked, count } = await ctx.returns.askedOfOrder(tx, order.id);
      const items: NewReturnItem[] = input.items.map((item, index) => {
        const same = lines.filter((line) => line.productId === item.product_id);
        const first = same[0];
        if (!first) {
          const text = returnsText(locale, 'return_item_not_in_order', { id: item.product_id });
          throw httpErrors.unprocessable('return_item_not_in_order', text, { [`items.${index}.product_id`]: [text] });
        }
        const bought = same.reduce((sum, line) => sum + line.quantity, 0);
        const already = same.reduce((sum, line) => sum + (asked.get(line.id) ?? 0), 0);
        if (item.quantity > bought - already) {
          const text = returnsText(locale, 'return_quantity', {
            name: first.name,
            bought,
            asked: already,
            left: Math.max(0, bought - already),
          });
          throw httpErrors.unprocessable('return_quantity', text, { [`items.${index}.quantity`]: [text] });
        }
        return {
          orderItemId: first.id,
          productId: first.productId,
          name: first.name,
          sku: first.sku,
          image: first.image,
          price: first.price,
          quantity: item.quantity,
        };
      });
      const row = await ctx.returns.insert(
        tx,
        {
          supplierId: order.supplierId,
          orderId: order.id,
          storeId: order.storeId,
          number: `${order.number}-${count + 1}`,
          externalId: input.external_id,
          kind: input.kind,
          reason: input.reason,
          comment: input.comment,
          photoSources: input.photos,
          refundPreference: input.kind === 'return' ? input.refund_preference : null,
          refundIban: input.refund_preference === 'bank_transfer' ? input.refund_iban : null,
          buyerName: order.buyerName,
          buyerPhone: order.buyerPhone,
          paymentMethod: order.paymentMethod,
          amount: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
          units: items.reduce((sum, item) => sum + item.quantity, 0),
          itemsPreview: items
            .slice(0, 3)
            .map((item) => ({ name: item.name, quantity: item.quantity, image: item.image ?? null })),
        },
        items,
      );
      await ctx.returns.addEvents(tx, row, [{ type: 'requested', actor: 'buyer', data: { reason: row.reason } }]);
      await ctx.emitWebhookEvent(tx, row.supplierId, 'return.requested', {
        return_id: row.id,
        number: row.number,
        external_id: row.externalId,
        order_id: order.id,
        order_number: String(order.number),
        kind: row.kind,
        reason: row.reason,
        refund_preference: row.refundPreference,
        amount: kopiykyToHryvnias(row.amount),
        items: items.map((item) => ({ product_id: item.productId, sku: item.sku, quantity: item.quantity })),
      });
      if (input.photos.length > 0) await ctx.queuePhotos(tx, row.id);
      return { row, orderNumber: order.number };
    });
  } catch (error) {
    // The same storefront id at the same moment: the other call made the request.
    const again = isUniqueViolation(error, 'return_requests_external_id_key')
      ? await ctx.returns.byExternalId(input.external_id)
      : undefined;
    if (again) return { row: again, created: false };
    throw error;
  }
  await announce(ctx, placed.row, true);
  await notifyAbout(ctx, placed.row, placed.orderNumber, true);
  return { row: placed.row, created: true };
}
