import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyPayoutsEndpoints } from '@supplier/contracts/money-payouts-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency';
import { withMoneyConfirmation } from '@/lib/money-confirmation';
import { payoutsKeys } from './keys';

export interface RequestPayoutInput {
  amount: number;
  /** One per user action: a retried request replays the first answer instead of paying out twice. */
  idempotencyKey: string;
}

/** 201 {message, data}: the amount is held from main. */
export function requestPayout({ amount, idempotencyKey }: RequestPayoutInput) {
  return withMoneyConfirmation((confirmation) =>
    callEndpoint(moneyPayoutsEndpoints.requestPayout, {
      body: { amount },
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, ...confirmation },
      toastOnError: false,
    }),
  );
}

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsKeys.all }),
  });
}
