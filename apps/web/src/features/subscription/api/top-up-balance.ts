import { useMutation } from '@tanstack/react-query';
import type { UpBalanceResponse } from '@supplier/contracts/money-payments';
import { apiRequest } from '@/lib/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency';

export interface TopUpBalanceInput {
  amount: number;
  /** One per user action: a retried request replays the first answer instead of paying twice. */
  idempotencyKey: string;
}

/** POST admin-suppliers/v1/customer/account/up-balance {amount} → {url}: the payment page. Errors show as toasts. */
export function topUpBalance({ amount, idempotencyKey }: TopUpBalanceInput): Promise<UpBalanceResponse> {
  return apiRequest<UpBalanceResponse>('admin-suppliers/v1/customer/account/up-balance', {
    method: 'POST',
    body: { amount },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export const useTopUpBalance = () => useMutation({ mutationFn: topUpBalance });
