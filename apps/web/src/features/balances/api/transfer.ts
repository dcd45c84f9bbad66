import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type BalanceTransferRequest } from '@supplier/contracts/money-ledger';
import { apiRequest } from '@/lib/api-client';
import { balancesKeys } from './keys';

export interface TransferInput {
  body: BalanceTransferRequest;
  /** One per user action: a retried request replays the first answer. */
  idempotencyKey: string;
}

/** POST v1/customers/balances/balance-transfer → {message} (SPEC section 8: shown as the success toast). */
export function transfer({ body, idempotencyKey }: TransferInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('v1/customers/balances/balance-transfer', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    toastOnError: false,
  });
}

export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transfer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: balancesKeys.all }),
  });
}
