import type { Locale } from '@supplier/contracts/constants';
import { formatMoney, kopiykyToHryvnias } from '@supplier/contracts/money';
import type {
  ReferralEarningsResponse,
  ReferralStatsQuery,
  ReferralStatsResponse,
  ReferralTransactionsQuery,
  ReferralTransactionsResponse,
} from '@supplier/contracts/money-referral';
import { httpErrors } from '../../../errors';
import { moneyText } from '../money.messages';
import { pageMeta, pageOf } from '../money.presenter';
import type { MoneyStore } from '../money.store';

const fullName = (row: { firstname: string; lastname: string }) => `${row.firstname} ${row.lastname}`.trim();

/** What the referral programme earned a supplier, per invited friend and per payment. */
export function referralService(deps: { store: MoneyStore }) {
  const { referral } = deps.store.repos;
  return {
    async earnings(supplierId: number): Promise<ReferralEarningsResponse> {
      const total = await referral.totalEarned(supplierId);
      return {
        total_referral_earnings: kopiykyToHryvnias(total),
        total_referral_earnings_formatted: formatMoney(total),
      };
    },

    async stats(supplierId: number, query: ReferralStatsQuery): Promise<ReferralStatsResponse> {
      const { rows, total } = await referral.friends(
        supplierId,
        { dateFrom: query.date_from, dateTo: query.date_to },
        pageOf(query),
      );
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: fullName(row),
          registered_at: row.registeredAt.toISOString(),
          spent: kopiykyToHryvnias(row.spent),
          spent_formatted: formatMoney(row.spent),
          earned: kopiykyToHryvnias(row.earned),
          earned_formatted: formatMoney(row.earned),
        })),
        meta: pageMeta(total, query),
      };
    },

    async transactions(
      supplierId: number,
      query: ReferralTransactionsQuery,
      locale: Locale,
    ): Promise<ReferralTransactionsResponse> {
      if (query.referral_id !== undefined && !(await referral.isFriendOf(supplierId, query.referral_id))) {
        throw httpErrors.notFound(moneyText(locale, 'referral_not_found'));
      }
      const { rows, total } = await referral.rewards(supplierId, query.referral_id, pageOf(query));
      return {
        data: rows.map((row) => ({
          id: row.id,
          referral_id: row.referralId,
          referral_name: fullName(row),
          source: row.source,
          amount: kopiykyToHryvnias(row.purchaseAmount),
          amount_formatted: formatMoney(row.purchaseAmount),
          earned: kopiykyToHryvnias(row.rewardAmount),
          earned_formatted: formatMoney(row.rewardAmount),
          created_at: row.createdAt.toISOString(),
        })),
        meta: pageMeta(total, query),
      };
    },
  };
}
