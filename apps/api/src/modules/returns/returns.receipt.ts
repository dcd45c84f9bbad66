import { COMMISSIONED_PAYMENT_METHODS } from '@supplier/contracts/orders';
import type { Db } from '../../db/client';
import { ledgerRepository, LockedLedger, platformAccount, supplierAccount } from '../money';
import { announceNewOrder, placeReplacementOrder, type OrderRow } from '../orders';
import type { ReturnActorRef } from './returns.change';
import type { ReturnsContext } from './returns.context';
import { returnsText } from './returns.messages';
import type { ReturnRow } from './returns.repository';

export interface Receipt {
  row: ReturnRow;
  /** The exchange's new order, announced after the commit. */
  replacement: OrderRow | null;
  /** The supplier's balance moved (a card refund). */
  balanceMoved: boolean;
}

/**
 * Takes back from `main` what the supplier received for the accepted items (their value less the
 * order's commission), as much as `main` holds (the rest stays owed to the marketplace, as an
 * order's reversal does). Its reference makes it happen once per request.
 */
async function reverseCardIncome(tx: Db, row: ReturnRow, order: OrderRow, value: number): Promise<boolean> {
  const share = value - Math.round((value * order.commissionBp) / 10_000);
  if (share <= 0) return false;
  const ledger = ledgerRepository(tx);
  const main = supplierAccount(row.supplierId, 'main');
  const cash = platformAccount('cash');
  await ledger.ensureAccounts([main, cash]);
  const locked = await LockedLedger.lock(ledger, [main, cash], 'uk');
  const taken = Math.min(share, locked.balance(main));
  if (taken === 0) return false;
  await locked.post(
    {
      kind: 'order_reversal',
      supplierId: row.supplierId,
      reference: `return:${row.id}:refund`,
      metadata: { return_id: row.id, number: row.number, order_id: order.id, value, share, outstanding: share - taken },
    },
    [
      { account: main, amount: -taken },
      { account: cash, amount: taken },
    ],
  );
  return true;
}

/**
 * The goods of the locked request are back (by the carrier's tracking or by hand), in the caller's
 * transaction: the accepted items return to stock and to their shelving; a card-paid return is
 * refunded at once through the ledger (`received` then `refunded`); an exchange gets its
 * replacement order; a cash-on-delivery return waits in `received` for the seller's refund.
 */
/** After the commit: the replacement order and the balance told to the panels. */
export async function announceReceipt(ctx: ReturnsContext, receipt: Receipt) {
  if (receipt.replacement) await announceNewOrder(ctx.orders, receipt.replacement);
  if (receipt.balanceMoved) await ctx.balances([receipt.row.supplierId]);
}

export async function receiveIn(ctx: ReturnsContext, tx: Db, row: ReturnRow, who: ReturnActorRef): Promise<Receipt> {
  const items = await ctx.returns.items(row.id, tx);
  const back = items
    .filter((item) => item.productId !== null && (item.acceptedQuantity ?? 0) > 0)
    .map((item) => ({ productId: item.productId!, stock: item.acceptedQuantity!, shelving: item.acceptedQuantity! }));
  await ctx.orders.stock.move(tx, row.supplierId, back);
  const order = (await ctx.orders.orders.get(row.supplierId, row.orderId, tx))!;
  let saved = await ctx.returns.update(tx, row, { status: 'received' });
  await ctx.returns.addEvents(tx, row, [{ type: 'received', ...who, data: {} }]);
  let replacement: OrderRow | null = null;
  let balanceMoved = false;
  if (row.kind === 'exchange') {
    replacement = await placeReplacementOrder(ctx.orders, tx, {
      original: order,
      externalId: `return-${row.id}-exchange`,
      items: items
        .filter((item) => (item.acceptedQuantity ?? 0) > 0)
        .map((item) => ({
          productId: item.productId,
          name: item.name,
          sku: item.sku,
          image: item.image,
          quantity: item.acceptedQuantity!,
        })),
      comment: returnsText('uk', 'replacement_comment', { number: row.number }),
    });
    saved = await ctx.returns.update(tx, saved, { replacementOrderId: replacement.id });
    await ctx.returns.addEvents(tx, row, [
      {
        type: 'replacement_created',
        actor: 'system',
        data: { order_id: replacement.id, order_number: replacement.number },
      },
    ]);
  } else if (
    (COMMISSIONED_PAYMENT_METHODS as readonly string[]).includes(order.paymentMethod) &&
    order.paymentStatus === 'paid'
  ) {
    const value = saved.amount;
    balanceMoved = await reverseCardIncome(tx, row, order, value);
    saved = await ctx.returns.update(tx, saved, {
      status: 'refunded',
      refundMethod: 'ledger',
      refundAmount: value,
      refundedAt: ctx.clock.now(),
    });
    await ctx.returns.addEvents(tx, row, [
      { type: 'refunded', actor: 'system', data: { method: 'ledger', amount: value } },
    ]);
  }
  return { row: saved, replacement, balanceMoved };
}
