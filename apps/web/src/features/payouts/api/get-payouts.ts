import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Payout } from '@supplier/contracts/money-payouts';
import type { PaginationMeta } from '@supplier/contracts/common';
import { apiRequest } from '@/lib/api-client';
import { payoutsKeys, type PayoutsQuery } from './keys';

export interface PayoutsResponse {
  data: Payout[];
  meta: PaginationMeta;
  /** Held from main for payouts not yet paid or rejected. */
  held: number;
  held_format: string;
}

/** GET v1/customers/payouts?status&page&per_page → {data, meta, held, held_format}. */
export function getPayouts(query: PayoutsQuery, signal?: AbortSignal): Promise<PayoutsResponse> {
  return apiRequest<PayoutsResponse>('v1/customers/payouts', { query: { ...query }, signal, toastOnError: false });
}

export const payoutsQueryOptions = (query: PayoutsQuery) =>
  queryOptions({
    queryKey: payoutsKeys.list(query),
    queryFn: ({ signal }) => getPayouts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    // an operator may move a payout meanwhile; coming back to the tab shows it
    refetchOnWindowFocus: true,
  });

export const usePayouts = (query: PayoutsQuery) => useQuery(payoutsQueryOptions(query));
