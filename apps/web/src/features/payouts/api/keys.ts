import type { PayoutStatus } from '@supplier/contracts/money-payouts';

export interface PayoutsQuery {
  page: number;
  per_page: number;
  status?: PayoutStatus;
}

/** Query keys of the payouts domain; a request or a status change invalidates `all`. */
export const payoutsKeys = {
  all: ['payouts'] as const,
  account: () => [...payoutsKeys.all, 'account'] as const,
  list: (query: PayoutsQuery) => [...payoutsKeys.all, 'list', query] as const,
};
