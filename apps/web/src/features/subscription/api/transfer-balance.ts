import { useMutation } from '@tanstack/react-query';
import type { BalanceTransferRequest } from '@supplier/contracts/money-ledger';
import { apiRequest } from '@/lib/api-client';

export type { TransferDirection } from '@supplier/contracts/money-ledger';

/**
 * POST v1/customers/balances/balance-transfer → {message}: `transfer_from_main` moves money to the
 * services balance, `supplier_panel` pays the subscription from it. Errors show as toasts.
 */
export function transferBalance(body: BalanceTransferRequest): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('v1/customers/balances/balance-transfer', { method: 'POST', body });
}

export const useTransferBalance = () => useMutation({ mutationFn: transferBalance });
