import type { z } from 'zod';
import type { Locale } from '@supplier/contracts/constants';
import type { bulkWaybillRequest, BulkWaybillResponse, OrderDetail } from '@supplier/contracts/orders';
import { transaction } from '../../../db/transaction';
import { AppError, httpErrors } from '../../../errors';
import { announce, notifyAbout } from '../orders.announce';
import { orderNotFound, versionConflict } from '../orders.change';
import type { OrdersContext } from '../orders.context';
import { ordersText } from '../orders.messages';
import {
  makeAtNovaPoshta,
  refuseUnlessPossible,
  type Parcel,
  type Waybill,
  type WaybillInput,
} from '../orders.novaposhta';
import { resolveParcel } from '../orders.parcel';
import type { OrderRow } from '../orders.repository';
import { detailOf } from './get-order';
import { addHistory } from '../orders.history';

type Via = 'panel' | 'api';

/**
 * Keeps a waybill made at Nova Poshta for `read` (the order as it was read before): null when
 * the order changed meanwhile or got another waybill, so the caller deletes this one again.
 */
async function keepWaybill(ctx: OrdersContext, read: OrderRow, waybill: Waybill, userId: number, via: Via) {
  const saved = await transaction(ctx.db, async (tx) => {
    const order = await ctx.orders.lock(tx, { supplierId: read.supplierId, id: read.id });
    if (!order || order.version !== read.version || order.ttn !== null) return null;
    const row = await ctx.orders.update(tx, order, {
      ttn: waybill.ttn,
      waybillRef: waybill.ref,
      cityRef: waybill.cityRef,
      warehouseRef: waybill.warehouseRef,
      trackingCode: null,
      trackingText: null,
      trackedAt: null,
    });
    await addHistory(ctx, tx, order, [
      { type: 'waybill_created', actor: via, userId: via === 'panel' ? userId : null, data: { ttn: waybill.ttn } },
    ]);
    return row;
  });
  if (saved) {
    await announce(ctx, saved, false);
    await notifyAbout(ctx, saved, 'ttn_added', 'ttn_added', { ttn: waybill.ttn });
  }
  return saved;
}

/**
 * Makes and keeps the waybill of `order` as read; throws the reason it cannot. No database
 * transaction is held across the Nova Poshta call: the waybill is kept only if the order is still
 * as read, otherwise it is deleted again and the supplier gets a 409.
 */
async function makeFor(ctx: OrdersContext, order: OrderRow, parcel: Parcel, userId: number, locale: Locale, via: Via) {
  const { client, keys } = ctx.novaposhta;
  refuseUnlessPossible(order, locale);
  const resolved = resolveParcel(order, parcel, await ctx.lines.parcelLines(order.supplierId, order.id), locale);
  const sender = await ctx.novaposhta.sender(order.supplierId);
  if (!sender) throw httpErrors.conflict('waybill_sender_missing', ordersText(locale, 'waybill_sender_missing'));
  return keys.withDefaultKey(order.supplierId, locale, async (apiKey) => {
    // Before Nova Poshta makes it: a process killed before the TTN is kept leaves a trace to sweep.
    await ctx.tracking.markWaybillAsked(order.id, ctx.clock.now());
    const waybill = await makeAtNovaPoshta({ client, clock: ctx.clock }, apiKey, order, sender, resolved, locale);
    const saved = await keepWaybill(ctx, order, waybill, userId, via);
    if (saved) return saved;
    // Someone changed the order meanwhile: the waybill made for the old one goes.
    await client.deleteInternetDocument(apiKey, waybill.ref).catch(() => undefined);
    throw versionConflict(locale);
  });
}

/**
 * Makes the Nova Poshta waybill (TTN) of an order with the sender settings and the default key;
 * a COD order carries its cash on delivery. A stale `version` answers 409.
 */
export async function makeWaybill(
  ctx: OrdersContext,
  input: { supplierId: number; userId: number; id: number; parcel: WaybillInput; locale: Locale; via?: Via },
): Promise<{ message: string; data: OrderDetail }> {
  const { supplierId, userId, id, parcel, locale, via = 'panel' } = input;
  const order = await ctx.orders.get(supplierId, id);
  if (!order) throw orderNotFound(locale);
  if (order.version !== parcel.version) throw versionConflict(locale);
  const saved = await makeFor(ctx, order, parcel, userId, locale, via);
  return {
    message: ordersText(locale, 'waybill_created', { ttn: saved.ttn ?? '', number: saved.number }),
    data: await detailOf(ctx, saved, locale),
  };
}

/** One waybill per order, one after another with the same parcel, each with its own outcome; none stops the others. */
export async function makeWaybills(
  ctx: OrdersContext,
  input: { supplierId: number; userId: number; body: z.output<typeof bulkWaybillRequest>; locale: Locale },
): Promise<BulkWaybillResponse> {
  const { supplierId, userId, locale } = input;
  const { ids, ...parcel } = input.body;
  const data: BulkWaybillResponse['data'] = [];
  for (const id of [...new Set(ids)]) {
    const order = await ctx.orders.get(supplierId, id);
    if (!order) {
      data.push({ id, number: null, ok: false, ttn: null, message: ordersText(locale, 'order_not_found') });
      continue;
    }
    try {
      const saved = await makeFor(ctx, order, parcel, userId, locale, 'panel');
      const message = ordersText(locale, 'waybill_created', { ttn: saved.ttn ?? '', number: saved.number });
      data.push({ id, number: String(order.number), ok: true, ttn: saved.ttn, message });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      data.push({ id, number: String(order.number), ok: false, ttn: order.ttn, message: error.message });
    }
  }
  return { data };
}
