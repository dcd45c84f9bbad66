import type { Locale } from '@supplier/contracts/constants';
import type { ReturnDetail } from '@supplier/contracts/returns';
import { transaction } from '../../../db/transaction';
import { AppError, httpErrors } from '../../../errors';
import { announce } from '../returns.announce';
import { returnNotFound, refuseMove, type ReturnActorRef } from '../returns.change';
import type { ReturnsContext } from '../returns.context';
import { returnsText } from '../returns.messages';
import { orderReturnAtNovaPoshta } from '../returns.novaposhta';
import type { ReturnRow } from '../returns.repository';
import { detailOf } from './get-return';

/**
 * Orders the Nova Poshta return of the accepted request's original waybill with the supplier's
 * default key, and keeps it. No transaction is held across the carrier's call: the return order is
 * kept only if the request is still accepted without one (else 409 and NP's order stays unused).
 */
async function orderReturn(ctx: ReturnsContext, read: ReturnRow, who: ReturnActorRef, locale: Locale) {
  const order = await ctx.orders.orders.get(read.supplierId, read.orderId);
  if (!order?.ttn || order.carrier !== 'novaposhta') {
    throw httpErrors.conflict('waybill_no_ttn', returnsText(locale, 'waybill_no_ttn'));
  }
  const { client, keys } = ctx.orders.novaposhta;
  const made = await keys.withDefaultKey(read.supplierId, locale, (apiKey) =>
    orderReturnAtNovaPoshta(client, apiKey, {
      ttn: order.ttn!,
      phone: order.recipientPhone.replace(/\D/g, ''),
      note: `Повернення №${read.number}`,
    }),
  );
  const saved = await transaction(ctx.db, async (tx) => {
    const row = await ctx.returns.lock(tx, { supplierId: read.supplierId, id: read.id });
    if (!row) throw returnNotFound(locale);
    if (row.status !== 'accepted' || row.waybillRef !== null) throw refuseMove(row, 'waybill', locale);
    const after = await ctx.returns.update(tx, row, {
      waybillKind: 'return_service',
      waybillRef: made.ref,
      returnOrderNumber: made.number,
      ttn: made.ttn,
      waybillCreatedAt: ctx.clock.now(),
      trackedAt: null,
    });
    await ctx.returns.addEvents(tx, row, [
      { type: 'waybill_created', ...who, data: { return_order_number: made.number, ttn: made.ttn } },
    ]);
    return after;
  });
  await announce(ctx, saved, false);
  return saved;
}

/** POST …/returns/{id}/waybill: the return waybill asked again (a stale version or a request not accepted answers 409). */
export async function makeReturnWaybill(
  ctx: ReturnsContext,
  input: { supplierId: number; id: number; version: number; who: ReturnActorRef; locale: Locale },
): Promise<{ message: string; data: ReturnDetail }> {
  const row = await ctx.returns.get(input.supplierId, input.id);
  if (!row) throw returnNotFound(input.locale);
  if (row.version !== input.version) {
    throw httpErrors.conflict('version_conflict', returnsText(input.locale, 'version_conflict'));
  }
  if (row.status !== 'accepted' || row.waybillRef !== null) throw refuseMove(row, 'waybill', input.locale);
  const saved = await orderReturn(ctx, row, input.who, input.locale);
  return {
    message: returnsText(input.locale, 'waybill_made', { number: saved.number }),
    data: await detailOf(ctx, saved, input.locale),
  };
}

/** Right after acceptance: the return waybill, or why there is none (kept in the history); never fails the acceptance. */
export async function tryReturnWaybill(
  ctx: ReturnsContext,
  accepted: ReturnRow,
  who: ReturnActorRef,
  locale: Locale,
): Promise<{ row: ReturnRow | null; error: string | null }> {
  try {
    return { row: await orderReturn(ctx, accepted, who, locale), error: null };
  } catch (error) {
    if (!(error instanceof AppError)) ctx.log.warn({ err: error, returnId: accepted.id }, 'return waybill failed');
    const text = error instanceof AppError ? error.message : returnsText(locale, 'waybill_no_ttn');
    await transaction(ctx.db, (tx) =>
      ctx.returns.addEvents(tx, accepted, [{ type: 'waybill_failed', ...who, data: { error: text } }]),
    );
    return { row: null, error: text };
  }
}
