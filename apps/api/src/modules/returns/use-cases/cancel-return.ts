import type { Locale } from '@supplier/contracts/constants';
import type { ReturnDetail } from '@supplier/contracts/returns';
import { changeReturn, returnNotFound, type ReturnActorRef } from '../returns.change';
import type { ReturnsContext } from '../returns.context';
import { returnsText } from '../returns.messages';
import type { ReturnRow } from '../returns.repository';
import { detailOf } from './get-return';

async function cancel(
  ctx: ReturnsContext,
  row: ReturnRow,
  version: number | null,
  who: ReturnActorRef,
  locale: Locale,
) {
  return changeReturn(
    ctx,
    { supplierId: row.supplierId, id: row.id, version, action: 'cancel', who },
    locale,
    async (tx, locked) => {
      const after = await ctx.returns.update(tx, locked, { status: 'cancelled' });
      await ctx.returns.addEvents(tx, locked, [{ type: 'cancelled', ...who, data: {} }]);
      return after;
    },
  );
}

/** POST …/returns/{id}/cancel: the seller closes a request before the goods travel (e.g. the buyer changed their mind in the chat). */
export async function cancelReturn(
  ctx: ReturnsContext,
  input: { supplierId: number; id: number; version: number; who: ReturnActorRef; locale: Locale },
): Promise<{ message: string; data: ReturnDetail }> {
  const row = await ctx.returns.get(input.supplierId, input.id);
  if (!row) throw returnNotFound(input.locale);
  const saved = await cancel(ctx, row, input.version, input.who, input.locale);
  return {
    message: returnsText(input.locale, 'cancelled', { number: saved.number }),
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
  return cancel(ctx, row, null, { actor: 'buyer' }, locale);
}
