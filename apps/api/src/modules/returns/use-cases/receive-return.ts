import type { Locale } from '@supplier/contracts/constants';
import type { ReturnDetail } from '@supplier/contracts/returns';
import { changeReturn, type ReturnActorRef } from '../returns.change';
import type { ReturnsContext } from '../returns.context';
import { returnsText } from '../returns.messages';
import { announceReceipt, receiveIn, type Receipt } from '../returns.receipt';
import { detailOf } from './get-return';

/** POST …/returns/{id}/receive: the goods are back (marked by hand, e.g. brought in person or tracking lagging). */
export async function receiveReturn(
  ctx: ReturnsContext,
  input: { supplierId: number; id: number; version: number; who: ReturnActorRef; locale: Locale },
): Promise<{ message: string; data: ReturnDetail }> {
  let receipt: Receipt | null = null;
  const saved = await changeReturn(
    ctx,
    { supplierId: input.supplierId, id: input.id, version: input.version, action: 'receive', who: input.who },
    input.locale,
    async (tx, row) => {
      receipt = await receiveIn(ctx, tx, row, input.who);
      return receipt.row;
    },
  );
  if (receipt) await announceReceipt(ctx, receipt);
  return {
    message: returnsText(input.locale, 'received', { number: saved.number }),
    data: await detailOf(ctx, saved, input.locale),
  };
}
