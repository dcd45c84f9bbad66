import type { ReferralStatsQuery, ReferralTransactionsQuery } from '@supplier/contracts/money-referral';

export type StatsQuery = Partial<ReferralStatsQuery> & { page: number; per_page: number };
export type TransactionsQuery = Partial<ReferralTransactionsQuery> & { page: number; per_page: number };

/** Query keys of the referral domain; a `balance.changed` invalidates `all` (a reward lands on main). */
export const referralKeys = {
  all: ['referral'] as const,
  earnings: () => [...referralKeys.all, 'earnings'] as const,
  stats: (query: StatsQuery) => [...referralKeys.all, 'stats', query] as const,
  transactions: (query: TransactionsQuery) => [...referralKeys.all, 'transactions', query] as const,
};
