import type { Locale } from '@supplier/contracts/constants';
import type { ReturnDetail } from '@supplier/contracts/returns';
import { NovaPoshtaError } from '../../../drivers/novaposhta';
import { httpErrors } from '../../../errors';
import { changeReturn, refuseMove, returnNotFound, type ReturnActorRef } from '../returns.change';
import type { ReturnsContext } from '../returns.context';
import { returnsText } from '../returns.messages';
import { cancelReturnOrderAtNovaPoshta } from '../returns.novaposhta';
import type { ReturnRow } from '../returns.repository';
import { MOVE_FROM } from '../returns.rules';
import { detailOf } from './get-return';

/**
 * An accepted request's Nova Poshta return order, cancelled at NP before the request is (no
 * transaction is held across the call); answers its number, or null when there is none. NP
 * refusing (the parcel already handed over) refuses the cancel with 409 `return_order_in_progress`
 * and nothing changes; an order NP no longer knows is taken as gone.
 */
async function cancelReturnOrder(ctx: ReturnsContext, row: ReturnRow, locale: Locale): Promise<string | null> {
  const ref = row.waybillRef;
  if (row.status !== 'accepted' || !ref) return null;
  const order = row.returnOrderNumber ?? ref;
  const { client, keys } = ctx.orders.novaposhta;
  await keys.withDefaultKey(row.supplierId, locale, async (apiKey) => {
    try {
      await cancelReturnOrderAtNovaPoshta(client, apiKey, ref);
    } catch (error) {
      if (!(error instanceof NovaPoshtaError)) throw error;
      if (error.code === 'novaposhta_document_not_found') return;
      if (error.code !== 'novaposhta_error') throw error;
      const said = error.npErrors.join('; ') || error.npCodes.join(', ');
      throw httpErrors.conflict(
        'return_order_in_progress',
        returnsText(locale, 'return_order_in_progress', { number: row.number, order, error: said }),
      );
    }
  });
  return order;
}

async function cancel(
  ctx: ReturnsContext,
  row: ReturnRow,
  version: number | null,
  who: ReturnActorRef,
  locale: Locale,
): Promise<{ saved: ReturnRow; returnOrder: string | null }> {
  // Checked before Nova Poshta is asked, so a stale or illegal cancel leaves its return order alone.
  if (version !== null && row.version !== version) {
    throw httpErrors.conflict('version_conflict', returnsText(locale, 'version_conflict'));
  }
  if (!(MOVE_FROM.cancel as readonly string[]).includes(row.status)) throw refuseMove(row, 'cancel', locale);
  const returnOrder = await cancelReturnOrder(ctx, row, locale);
  const saved = await changeReturn(
    ctx,
    { supplierId: row.supplierId, id: row.id, version, action: 'cancel', who },
    locale,
    async (tx, locked) => {
      const after = await ctx.returns.update(tx, locked, { status: 'cancelled' });
      const data = returnOrder ? { return_order_number: returnOrder } : {};
      await ctx.returns.addEvents(tx, locked, [{ type: 'cancelled', ...who, data }]);
      return after;
    },
  );
  return { saved, returnOrder };
}

/** POST …/returns/{id}/cancel: the seller closes a request before the goods travel (e.g. the buyer changed their mind in the chat). */
export async function cancelReturn(
  ctx: ReturnsContext,
  input: { supplierId: number; id: number; version: number; who: ReturnActorRef; locale: Locale },
): Promise<{ message: string; data: ReturnDetail }> {
  const row = await ctx.returns.get(input.supplierId, input.id);
  if (!row) throw returnNotFound(input.locale);
  const { saved, returnOrder } = await cancel(ctx, row, input.version, input.who, input.locale);
  return {
    message: returnOrder
      ? returnsText(input.locale, 'cancelled_return_order', { number: saved.number, order: returnOrder })
      : returnsText(input.locale, 'cancelled', { number: saved.number }),
    data: await detailOf(ctx, saved, input.locale),
  };
}

/** The buyer withdraws the request through the storefront; a repeat changes nothing. */
export async function cancelReturnByBuyer(
  ctx: ReturnsContext,
  { externalId, locale }: { externalId: string; locale: Locale },
): Promise<ReturnRow> {
  const row = await ctx.returns.byExternalId(externalId);
  if (!row) throw returnNotFound(locale);
  if (row.status === 'cancelled') return row;
  return (await cancel(ctx, row, null, { actor: 'buyer' }, locale)).saved;
}
