import { COMMISSIONED_PAYMENT_METHODS } from '@supplier/contracts/orders';
import type { Db } from '../../db/client';
import { ledgerRepository, LockedLedger, platformAccount, supplierAccount } from '../money';
import type { OrderRow } from './orders.repository';

const isCardPaid = (order: OrderRow) =>
  (COMMISSIONED_PAYMENT_METHODS as readonly string[]).includes(order.paymentMethod) && order.paymentStatus === 'paid';

/**
 * The money of card-paid orders (ADR 0017). The marketplace holds the buyer's payment; when the
 * order completes, the total less the commission goes to the supplier's `main` (`order_income`,
 * cash → main). A return after that takes it back (`order_reversal`, main → cash), as much as
 * `main` holds; what it cannot take is recorded as `outstanding` (and with nothing to take, the
 * income stands without a reversal) for the marketplace to hold back from later payments, since
 * the supplier's balance never goes below zero. Both run in the
 * transaction of the status change, and their references (`order:{id}:income|reversal`) make
 * each happen once. COD money goes through the carrier and never touches the ledger.
 */
export async function settleOrderMoney(tx: Db, before: OrderRow, after: OrderRow): Promise<void> {
  if (after.status === before.status) return;
  const ledger = ledgerRepository(tx);
  const main = supplierAccount(after.supplierId, 'main');
  const cash = platformAccount('cash');
  const receives = after.total - after.commission;

  if (after.status === 'completed' && isCardPaid(after) && receives > 0) {
    await ledger.ensureAccounts([main, cash]);
    const locked = await LockedLedger.lock(ledger, [main, cash], 'uk');
    await locked.post(
      {
        kind: 'order_income',
        supplierId: after.supplierId,
        reference: `order:${after.id}:income`,
        metadata: { order_id: after.id, number: after.number, total: after.total, commission: after.commission },
      },
      [
        { account: cash, amount: -receives },
        { account: main, amount: receives },
      ],
    );
    return;
  }

  if (after.status === 'returned' || after.status === 'cancelled') {
    const credited = await ledger.creditedToMain(`order:${after.id}:income`);
    if (credited === null) return;
    await ledger.ensureAccounts([main, cash]);
    const locked = await LockedLedger.lock(ledger, [main, cash], 'uk');
    const taken = Math.min(credited, locked.balance(main));
    const metadata = { order_id: after.id, number: after.number, credited, outstanding: credited - taken };
    const entry = {
      kind: 'order_reversal' as const,
      supplierId: after.supplierId,
      reference: `order:${after.id}:reversal`,
    };
    // An empty `main` leaves nothing to post: the whole amount stays owed (credited, never reversed).
    if (taken === 0) return;
    await locked.post({ ...entry, metadata }, [
      { account: main, amount: -taken },
      { account: cash, amount: taken },
    ]);
  }
}
