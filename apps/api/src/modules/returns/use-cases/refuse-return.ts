import type { Locale } from '@supplier/contracts/constants';
import type { ReturnDetail } from '@supplier/contracts/returns';
import { changeReturn, type ReturnActorRef } from '../returns.change';
import type { ReturnsContext } from '../returns.context';
import { returnsText } from '../returns.messages';
import { detailOf } from './get-return';

/** POST …/returns/{id}/refuse: the reason goes to the buyer through the storefront as written. */
export async function refuseReturn(
  ctx: ReturnsContext,
  input: {
    supplierId: number;
    id: number;
    body: { version: number; reason: string };
    who: ReturnActorRef;
    locale: Locale;
  },
): Promise<{ message: string; data: ReturnDetail }> {
  const { body } = input;
  const saved = await changeReturn(
    ctx,
    { supplierId: input.supplierId, id: input.id, version: body.version, action: 'refuse', who: input.who },
    input.locale,
    async (tx, row) => {
      const after = await ctx.returns.update(tx, row, { status: 'refused', refusalReason: body.reason });
      await ctx.returns.addEvents(tx, row, [{ type: 'refused', ...input.who, data: { reason: body.reason } }]);
      return after;
    },
  );
  return {
    message: returnsText(input.locale, 'refused', { number: saved.number }),
    data: await detailOf(ctx, saved, input.locale),
  };
}
