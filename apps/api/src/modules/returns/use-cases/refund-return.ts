import type { Locale } from '@supplier/contracts/constants';
import type { ReturnDetail } from '@supplier/contracts/returns';
import { httpErrors } from '../../../errors';
import { changeReturn, type ReturnActorRef } from '../returns.change';
import type { ReturnsContext } from '../returns.context';
import { returnsText } from '../returns.messages';
import { detailOf } from './get-return';

/**
 * POST …/returns/{id}/refund: the seller paid the buyer back outside the marketplace (cash on
 * delivery, or a bank transfer); recorded, no ledger movement. An exchange has no refund (409).
 */
export async function refundReturn(
  ctx: ReturnsContext,
  input: {
    supplierId: number;
    id: number;
    body: { version: number; comment: string | null };
    who: ReturnActorRef;
    locale: Locale;
  },
): Promise<{ message: string; data: ReturnDetail }> {
  const saved = await changeReturn(
    ctx,
    { supplierId: input.supplierId, id: input.id, version: input.body.version, action: 'refund', who: input.who },
    input.locale,
    async (tx, row) => {
      if (row.kind !== 'return' || row.refundedAt !== null) {
        throw httpErrors.conflict('return_status', returnsText(input.locale, 'refund_not_cod'));
      }
      const after = await ctx.returns.update(tx, row, {
        status: 'refunded',
        refundMethod: 'outside',
        refundAmount: row.amount,
        refundedAt: ctx.clock.now(),
      });
      await ctx.returns.addEvents(tx, row, [
        {
          type: 'refunded',
          ...input.who,
          data: {
            method: 'outside',
            amount: row.amount,
            ...(input.body.comment ? { comment: input.body.comment } : {}),
          },
        },
      ]);
      return after;
    },
  );
  return {
    message: returnsText(input.locale, 'refunded', { number: saved.number }),
    data: await detailOf(ctx, saved, input.locale),
  };
}
