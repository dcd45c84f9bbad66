import { eq } from 'drizzle-orm';
import type { TransferDirection } from '@supplier/contracts/money-balances';
import type { Db } from '../../db/client';
import { journalEntries, suppliers } from '../../db/schema';
import { systemClock, type Clock } from '../../drivers';
import { LocalPaymentDriver } from '../../drivers/payments';
import { randomToken } from '../../lib/crypto';
import { moneyStore } from './money.store';
import { payoutsService } from './payouts/payouts.service';
import { subscriptionService } from './subscription/subscription.service';
import { topUpsService } from './topups/topups.service';
import { transfersService } from './transfers/transfers.service';

/** The demo's payout account: a valid UA IBAN (mod 97) and ІПН (РНОКПП check digit). */
export const DEMO_PAYOUT_ACCOUNT = {
  iban: 'UA673052990000026004000012345',
  holder_name: 'ФОП Коваленко Олена Петрівна',
  tax_id: '3112056780',
} as const;

/** The demo's invited friends (confirmed phones, no password: they only exist for the history). */
export const DEMO_REFERRAL_FRIENDS = [
  { firstname: 'Тарас', lastname: 'Мельник', telephone: '+380501234568' },
  { firstname: 'Оксана', lastname: 'Бондаренко', telephone: '+380501234569' },
] as const;

const UAH = 100;

/**
 * Gives the demo supplier a believable money history through the same services the API uses
 * (so the ledger's invariants hold): three top-ups through the local driver's signed callback,
 * transfers main → services and back, a supplier-panel subscription, two invited friends who top
 * up and subscribe (the demo earns its referral share), a payout account, one paid payout and
 * one pending. Only when the demo has no journal entries yet. The services stamp the database's
 * `now()`, so the entries are dated the day of seeding.
 */
export async function seedDemoMoney(
  db: Db,
  demoSupplierId: number,
  options: { subscriptionCostKopiyky: number; clock?: Clock },
): Promise<boolean> {
  const [existing] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.supplierId, demoSupplierId))
    .limit(1);
  if (existing) return false;

  const store = moneyStore(db);
  // A driver of the seed's own: its signature is checked by the same driver inside handleCallback.
  const topUps = topUpsService({ store, driver: new LocalPaymentDriver(randomToken(24)) });
  const subscription = subscriptionService({
    store,
    clock: options.clock ?? systemClock,
    costKopiyky: options.subscriptionCostKopiyky,
  });
  const transfers = transfersService({ store, buySubscription: (input) => subscription.buy(input) });
  const payouts = payoutsService({ store });

  const topUp = async (supplierId: number, hryvnias: number) => {
    const created = await topUps.createTopUp({
      supplierId,
      amountKopiyky: hryvnias * UAH,
      resultUrl: 'http://localhost/balance',
      callbackUrl: 'http://localhost/api/payments/callback/local',
      locale: 'uk',
      idempotency: null,
    });
    // The local checkout url ends with the order id, as the checkout page reads it.
    const orderId = decodeURIComponent(new URL(created.body.url).pathname.split('/').pop()!);
    const payment = await topUps.localPayment(orderId);
    if (!payment) throw new Error(`demo top-up ${orderId} not found`);
    const result = await topUps.handleCallback(topUps.signLocally(payment, true));
    if (result.outcome !== 'credited') throw new Error(`demo top-up not credited: ${result.outcome}`);
  };
  const move = (supplierId: number, direction: TransferDirection, hryvnias: number | null, description?: string) =>
    transfers.transfer({
      supplierId,
      direction,
      amountKopiyky: hryvnias === null ? null : hryvnias * UAH,
      description: description ?? null,
      locale: 'uk',
      idempotency: null,
    });

  // The demo's own history.
  await topUp(demoSupplierId, 1500);
  await move(demoSupplierId, 'transfer_from_main', 1200, 'На послуги');
  await topUp(demoSupplierId, 2000);
  await move(demoSupplierId, 'supplier_panel', null);
  await move(demoSupplierId, 'transfer_to_main', 200, 'Повернення залишку');
  await topUp(demoSupplierId, 1000);

  // Two invited friends, each paying for the panel: the demo earns its share on main.
  for (const friend of DEMO_REFERRAL_FRIENDS) {
    await db
      .insert(suppliers)
      .values({ ...friend, isConfirmTelephone: true, referrerId: demoSupplierId })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: suppliers.id, referrerId: suppliers.referrerId })
      .from(suppliers)
      .where(eq(suppliers.telephone, friend.telephone))
      .limit(1);
    if (!row || row.referrerId !== demoSupplierId) continue;
    await topUp(row.id, 1000);
    await move(row.id, 'transfer_from_main', 600);
    await move(row.id, 'supplier_panel', null);
  }

  // A payout account, one payout paid and one still pending.
  await payouts.saveAccount(demoSupplierId, { ...DEMO_PAYOUT_ACCOUNT }, 'uk');
  const paid = await payouts.request({
    supplierId: demoSupplierId,
    amountKopiyky: 1000 * UAH,
    locale: 'uk',
    idempotency: null,
  });
  const paidId = (paid.body as { data: { id: number } }).data.id;
  await payouts.advance(paidId, 'processing', null, 'uk');
  await payouts.advance(paidId, 'paid', null, 'uk');
  await payouts.request({ supplierId: demoSupplierId, amountKopiyky: 500 * UAH, locale: 'uk', idempotency: null });
  return true;
}
