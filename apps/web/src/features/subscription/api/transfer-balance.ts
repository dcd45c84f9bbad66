import { useMutation } from '@tanstack/react-query';
import type { BalanceTransferRequest } from '@supplier/contracts/money-ledger';
import { apiRequest } from '@/lib/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency';

export type { TransferDirection } from '@supplier/contracts/money-ledger';

export interface TransferBalanceInput {
  body: BalanceTransferRequest;
  /** One per user action: a retried request replays the first answer instead of moving money twice. */
  idempotencyKey: string;
}

/**
 * POST v1/customers/balances/balance-transfer → {message}: `transfer_from_main` moves money to the
 * services balance, `supplier_panel` pays the subscription from it. Errors show as toasts
 * (422 `insufficient_funds` names the balance that is short).
 */
export function transferBalance({ body, idempotencyKey }: TransferBalanceInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('v1/customers/balances/balance-transfer', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export const useTransferBalance = () => useMutation({ mutationFn: transferBalance });
