import type { z } from 'zod';
import type { Locale } from '@supplier/contracts/constants';
import type { acceptReturnRequest, ReturnDetail } from '@supplier/contracts/returns';
import { httpErrors } from '../../../errors';
import { changeReturn, type ReturnActorRef } from '../returns.change';
import type { ReturnsContext } from '../returns.context';
import { returnsText } from '../returns.messages';
import { detailOf } from './get-return';
import { tryReturnWaybill } from './make-return-waybill';

/**
 * Accepts a request: every item asked (no `items`) or as many of each as given (0 declines one);
 * the amount going back follows the accepted items. Then the Nova Poshta return order is asked for;
 * a carrier failure leaves the request accepted, its reason in the history and the answer.
 */
export async function acceptReturn(
  ctx: ReturnsContext,
  input: {
    supplierId: number;
    id: number;
    body: z.output<typeof acceptReturnRequest>;
    who: ReturnActorRef;
    locale: Locale;
  },
): Promise<{ message: string; data: ReturnDetail }> {
  const { body, locale } = input;
  const accepted = await changeReturn(
    ctx,
    { supplierId: input.supplierId, id: input.id, version: body.version, action: 'accept', who: input.who },
    locale,
    async (tx, row) => {
      const items = await ctx.returns.items(row.id, tx);
      const given = new Map((body.items ?? []).map((item) => [item.item_id, item.quantity]));
      for (const [index, item] of (body.items ?? []).entries()) {
        if (!items.some((own) => own.id === item.item_id)) {
          const text = returnsText(locale, 'accept_item_unknown', { id: item.item_id });
          throw httpErrors.unprocessable('accept_item_unknown', text, { [`items.${index}.item_id`]: [text] });
        }
      }
      const decided = items.map((item) => {
        const quantity = body.items ? (given.get(item.id) ?? 0) : item.quantity;
        if (quantity > item.quantity) {
          const text = returnsText(locale, 'accept_quantity', { max: item.quantity, name: item.name });
          throw httpErrors.unprocessable('accept_quantity', text, { items: [text] });
        }
        return { item, quantity };
      });
      const units = decided.reduce((sum, { quantity }) => sum + quantity, 0);
      if (units === 0) {
        const text = returnsText(locale, 'accept_nothing');
        throw httpErrors.unprocessable('accept_nothing', text, { items: [text] });
      }
      await ctx.returns.setAccepted(
        tx,
        decided.map(({ item, quantity }) => ({ id: item.id, quantity })),
      );
      const partly = decided.some(({ item, quantity }) => quantity < item.quantity);
      const saved = await ctx.returns.update(tx, row, {
        status: 'accepted',
        amount: decided.reduce((sum, { item, quantity }) => sum + item.price * quantity, 0),
        units,
        itemsPreview: decided
          .filter(({ quantity }) => quantity > 0)
          .slice(0, 3)
          .map(({ item, quantity }) => ({ name: item.name, quantity, image: item.image })),
      });
      await ctx.returns.addEvents(tx, row, [
        {
          type: 'accepted',
          ...input.who,
          data: { partly, items: decided.map(({ item, quantity }) => ({ item_id: item.id, quantity })) },
        },
      ]);
      return saved;
    },
  );
  const waybill = await tryReturnWaybill(ctx, accepted, input.who, locale);
  const message =
    waybill.error !== null
      ? returnsText(locale, 'accepted_no_waybill', { number: accepted.number, error: waybill.error })
      : returnsText(locale, waybill.row ? 'accepted_waybill' : 'accepted', { number: accepted.number });
  return { message, data: await detailOf(ctx, waybill.row ?? accepted, locale) };
}
