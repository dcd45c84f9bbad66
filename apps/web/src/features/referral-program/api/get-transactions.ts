import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralTransactionsResponse } from '@supplier/contracts/money-referral';
import { apiRequest } from '@/lib/api-client';
import { referralProgramKeys, type TransactionsQuery } from './keys';

/** GET v1/customers/referral/transactions?referral_id&page&per_page: the rewards a friend's payments brought. */
export function getTransactions(query: TransactionsQuery, signal?: AbortSignal): Promise<ReferralTransactionsResponse> {
  return apiRequest<ReferralTransactionsResponse>('v1/customers/referral/transactions', {
    query: { ...query },
    signal,
    toastOnError: false,
  });
}

export const transactionsQueryOptions = (query: TransactionsQuery) =>
  queryOptions({
    queryKey: referralProgramKeys.transactions(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTransactions = (query: TransactionsQuery) => useQuery(transactionsQueryOptions(query));
