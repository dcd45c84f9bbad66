import type { BalanceHistoryQuery } from '@supplier/contracts/money-balances';

/** What the history lists are asked for (page and filters; empty filters left out). */
export type HistoryQuery = Partial<BalanceHistoryQuery> & { page: number; per_page: number };

/** Query keys of the balances domain; every money movement invalidates `all`. */
export const balancesKeys = {
  all: ['balances'] as const,
  main: (query: HistoryQuery) => [...balancesKeys.all, 'main', query] as const,
  services: () => [...balancesKeys.all, 'services'] as const,
  serviceTransactions: (query: HistoryQuery) => [...balancesKeys.all, 'service-transactions', query] as const,
};
