import type { referralSources } from '@supplier/contracts/money-referral';
import { platformAccount, supplierAccount, type AccountRef } from '../ledger/ledger.repository';
import type { LockedLedger } from '../ledger/ledger.service';
import type { MoneyRepositories } from '../money.store';
import { referralReward } from './referral-reward';

/**
 * Who pays for a platform service and who earns from it: the payer's `services`, the platform's
 * `revenue`, and when the payer was invited by someone else, `referral_expense` and the
 * referrer's `main`. Read before the money transaction (`ensureAccounts` runs here too), so that
 * transaction only locks rows that exist.
 */
export interface ServicesPayer {
  supplierId: number;
  referrerId: number | null;
  /** The payer's name for the referrer's history (only read when there is a referrer). */
  name: string;
  /** Every account a spend may touch: lock them all with `LockedLedger.lock`. */
  refs: AccountRef[];
}

type Repos = Pick<MoneyRepositories, 'ledger' | 'referral'>;

export async function servicesPayer(repos: Repos, supplierId: number): Promise<ServicesPayer> {
  const invitedBy = await repos.referral.referrerOf(supplierId);
  const referrerId = invitedBy !== null && invitedBy !== supplierId ? invitedBy : null;
  const refs: AccountRef[] = [supplierAccount(supplierId, 'services'), platformAccount('revenue')];
  if (referrerId !== null) refs.push(platformAccount('referral_expense'), supplierAccount(referrerId, 'main'));
  await repos.ledger.ensureAccounts(refs);
  const name = referrerId !== null ? await repos.referral.supplierName(supplierId) : '';
  return { supplierId, referrerId, name, refs };
}

export interface ServicesSpend {
  kind: 'subscription' | 'advertising';
  /** What the referrer's history names it by. */
  source: (typeof referralSources)[number];
  amountKopiyky: number;
  reference?: string | null;
  idempotencyKeyId?: number | null;
  metadata: Record<string, unknown>;
}

/**
 * One paid platform service (PRODUCT.md section 4): `services` → `revenue`, and the referrer's
 * REFERRAL_PERCENT from `referral_expense` to their `main` with its `referral_rewards` row, in
 * the caller's transaction over a ledger locked on `payer.refs`. `services` cannot go below zero
 * (`post` refuses with 422 insufficient_funds and writes nothing). Returns the suppliers whose
 * balances changed.
 */
export async function postServicesSpend(
  repos: Pick<MoneyRepositories, 'referral'>,
  ledger: LockedLedger,
  payer: ServicesPayer,
  spend: ServicesSpend,
): Promise<{ entryId: number; rewardKopiyky: number; touched: number[] }> {
  const services = supplierAccount(payer.supplierId, 'services');
  const purchase = await ledger.post(
    {
      kind: spend.kind,
      supplierId: payer.supplierId,
      reference: spend.reference ?? null,
      idempotencyKeyId: spend.idempotencyKeyId ?? null,
      metadata: spend.metadata,
    },
    [
      { account: services, amount: -spend.amountKopiyky },
      { account: platformAccount('revenue'), amount: spend.amountKopiyky },
    ],
  );
  const rewardKopiyky = payer.referrerId !== null ? referralReward(spend.amountKopiyky) : 0;
  if (rewardKopiyky <= 0) return { entryId: purchase.id, rewardKopiyky: 0, touched: [payer.supplierId] };
  const referrerId = payer.referrerId!;
  const reward = await ledger.post(
    {
      kind: 'referral_reward',
      supplierId: referrerId,
      reference: `referral:${purchase.id}`,
      idempotencyKeyId: spend.idempotencyKeyId ?? null,
      metadata: { referral_id: payer.supplierId, referral_name: payer.name, purchase_entry_id: purchase.id },
    },
    [
      { account: platformAccount('referral_expense'), amount: -rewardKopiyky },
      { account: supplierAccount(referrerId, 'main'), amount: rewardKopiyky },
    ],
  );
  await repos.referral.insertReward({
    referrerId,
    referralId: payer.supplierId,
    source: spend.source,
    purchaseEntryId: purchase.id,
    rewardEntryId: reward.id,
    purchaseAmount: spend.amountKopiyky,
    rewardAmount: rewardKopiyky,
  });
  return { entryId: purchase.id, rewardKopiyky, touched: [payer.supplierId, referrerId] };
}
