import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payout } from '@supplier/contracts/money-payouts';
import { IDEMPOTENCY_KEY_HEADER } from '@supplier/contracts/money-ledger';
import { apiRequest } from '@/lib/api-client';
import { payoutsKeys } from './keys';

export interface RequestPayoutInput {
  amount: number;
  /** One per user action: a retried request replays the first answer instead of paying out twice. */
  idempotencyKey: string;
}

/** POST v1/customers/payouts {amount} → 201 {message, data}: the amount is held from main. */
export function requestPayout({
  amount,
  idempotencyKey,
}: RequestPayoutInput): Promise<{ message: string; data: Payout }> {
  return apiRequest<{ message: string; data: Payout }>('v1/customers/payouts', {
    method: 'POST',
    body: { amount },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    toastOnError: false,
  });
}

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsKeys.all }),
  });
}
