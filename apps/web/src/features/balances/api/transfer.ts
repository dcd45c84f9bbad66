import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyBalancesEndpoints } from '@supplier/contracts/money-balances-endpoints';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency';
import { withMoneyConfirmation } from '@/lib/money-confirmation';
import { balancesKeys } from './keys';

export interface TransferInput {
  body: EndpointBody<typeof moneyBalancesEndpoints.transferBetweenBalances>;
  /** One per user action: a retried request replays the first answer instead of moving money twice. */
  idempotencyKey: string;
  /** The transfer dialog shows the error itself; the subscription and advertising leave it to the toast. */
  toastOnError?: boolean;
}

/**
 * {message} (SPEC section 8: shown as the success toast): main ⇄ services, or `supplier_panel`,
 * which pays the subscription from services (422 `insufficient_funds` names the balance that is short).
 */
export function transfer({ body, idempotencyKey, toastOnError = false }: TransferInput) {
  return withMoneyConfirmation((confirmation) =>
    callEndpoint(moneyBalancesEndpoints.transferBetweenBalances, {
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, ...confirmation },
      toastOnError,
    }),
  );
}

export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transfer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: balancesKeys.all }),
  });
}
