import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@supplier/contracts/money-ledger';
import type { UpBalanceResponse } from '@supplier/contracts/money-payments';
import { apiRequest } from '@/lib/api-client';

export interface TopUpInput {
  amount: number;
  /** One per user action: a retried request replays the first answer. */
  idempotencyKey: string;
}

/** POST admin-suppliers/v1/customer/account/up-balance {amount} → {url}: the provider's checkout. */
export function topUp({ amount, idempotencyKey }: TopUpInput): Promise<UpBalanceResponse> {
  return apiRequest<UpBalanceResponse>('admin-suppliers/v1/customer/account/up-balance', {
    method: 'POST',
    body: { amount },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    toastOnError: false,
  });
}

/** Nothing to invalidate yet: main changes only when the provider's callback arrives (balance.changed). */
export const useTopUp = () => useMutation({ mutationFn: topUp });
