import type { ReferralStatsQuery, ReferralTransactionsQuery } from '@supplier/contracts/money-referral';

export type StatsQuery = Partial<ReferralStatsQuery> & { page: number; per_page: number };
export type TransactionsQuery = Partial<ReferralTransactionsQuery> & { page: number; per_page: number };

/** Query keys of the referral page; a `balance.changed` invalidates `all`. */
export const referralProgramKeys = {
  all: ['referral-program'] as const,
  earnings: () => [...referralProgramKeys.all, 'earnings'] as const,
  stats: (query: StatsQuery) => [...referralProgramKeys.all, 'stats', query] as const,
  transactions: (query: TransactionsQuery) => [...referralProgramKeys.all, 'transactions', query] as const,
};
