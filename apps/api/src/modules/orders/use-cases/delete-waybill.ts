import type { Locale } from '@supplier/contracts/constants';
import type { OrderDetail } from '@supplier/contracts/orders';
import { transaction } from '../../../db/transaction';
import { NovaPoshtaError } from '../../../drivers/novaposhta';
import { httpErrors } from '../../../errors';
import { announce } from '../orders.announce';
import { orderNotFound, versionConflict } from '../orders.change';
import type { OrdersContext } from '../orders.context';
import { ordersText } from '../orders.messages';
import { NP_DOCUMENT_SENT } from '../orders.novaposhta';
import type { OrderRow } from '../orders.repository';
import { isPreShipment } from '../orders.rules';
import { detailOf } from './get-order';
import { addHistory } from '../orders.history';

/** Forgets the waybill of `read` once Nova Poshta deleted it; null when it is not that waybill any more. */
async function forgetWaybill(ctx: OrdersContext, read: OrderRow, userId: number): Promise<OrderRow | null> {
  const saved = await transaction(ctx.db, async (tx) => {
    const order = await ctx.orders.lock(tx, { supplierId: read.supplierId, id: read.id });
    if (!order || order.ttn === null || order.ttn !== read.ttn) return null;
    const row = await ctx.orders.update(tx, order, {
      ttn: null,
      waybillRef: null,
      trackingCode: null,
      trackingText: null,
      trackedAt: null,
    });
    await addHistory(ctx, tx, order, [{ type: 'waybill_deleted', actor: 'panel', userId, data: { ttn: order.ttn } }]);
    return row;
  });
  if (saved) await announce(ctx, saved, false);
  return saved;
}

/** Deletes the Nova Poshta waybill of an order before the parcel is handed over (409 after). */
export async function deleteWaybill(
  ctx: OrdersContext,
  { supplierId, userId, id, locale }: { supplierId: number; userId: number; id: number; locale: Locale },
): Promise<{ message: string; data: OrderDetail }> {
  const order = await ctx.orders.get(supplierId, id);
  if (!order) throw orderNotFound(locale);
  if (order.waybillRef === null || order.ttn === null) {
    throw httpErrors.unprocessable('waybill_none', ordersText(locale, 'waybill_none'));
  }
  if (!isPreShipment(order.status) || (order.trackingCode ?? '1') !== '1') {
    throw httpErrors.conflict('waybill_already_sent', ordersText(locale, 'waybill_already_sent'));
  }
  const ttn = order.ttn;
  await ctx.novaposhta.keys.withDefaultKey(supplierId, locale, async (apiKey) => {
    await ctx.novaposhta.client.deleteInternetDocument(apiKey, order.waybillRef!).catch((error: unknown) => {
      // Nova Poshta refuses a parcel already handed over.
      if (error instanceof NovaPoshtaError && error.npCodes.includes(NP_DOCUMENT_SENT)) {
        throw httpErrors.conflict('waybill_already_sent', ordersText(locale, 'waybill_already_sent'));
      }
      throw error;
    });
  });
  const saved = await forgetWaybill(ctx, order, userId);
  if (!saved) throw versionConflict(locale);
  return {
    message: ordersText(locale, 'waybill_deleted', { ttn }),
    data: await detailOf(ctx, saved, locale),
  };
}
