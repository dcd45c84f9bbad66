import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { moneyReferralEndpoints } from '@supplier/contracts/money-referral-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { referralKeys, type TransactionsQuery } from './keys';

/** {data, meta}: the rewards a friend's payments brought (`referral_id`), one page. */
export function getTransactions(query: TransactionsQuery, signal?: AbortSignal) {
  return callEndpoint(moneyReferralEndpoints.listReferralTransactions, { query, signal, toastOnError: false });
}

export const transactionsQueryOptions = (query: TransactionsQuery) =>
  queryOptions({
    queryKey: referralKeys.transactions(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTransactions = (query: TransactionsQuery) => useQuery(transactionsQueryOptions(query));
