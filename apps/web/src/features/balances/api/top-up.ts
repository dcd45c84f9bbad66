import { useMutation } from '@tanstack/react-query';
import { moneyTopUpsEndpoints } from '@supplier/contracts/money-topups-endpoints';
import { callEndpoint } from '@/lib/endpoint-client';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency';

export interface TopUpInput {
  amount: number;
  /** One per user action: a retried request replays the first answer instead of paying twice. */
  idempotencyKey: string;
  /** The top-up dialog shows the error itself; the subscription's purchase leaves it to the toast. */
  toastOnError?: boolean;
}

/** {url}: the provider's checkout for `amount` onto the main balance. */
export function topUp({ amount, idempotencyKey, toastOnError = false }: TopUpInput) {
  return callEndpoint(moneyTopUpsEndpoints.createTopUp, {
    body: { amount },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    toastOnError,
  });
}

/** Nothing to invalidate yet: main changes only when the provider's callback arrives (balance.changed). */
export const useTopUp = () => useMutation({ mutationFn: topUp });
