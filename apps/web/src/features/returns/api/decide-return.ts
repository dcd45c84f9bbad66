import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnAction, ReturnDetail } from '@supplier/contracts/returns';
import { returnsEndpoints } from '@supplier/contracts/returns-endpoints';
import { ApiError } from '@/lib/api-client';
import { callEndpoint, type EndpointBody } from '@/lib/endpoint-client';
import { returnsKeys } from './keys';

/** A decision on a request and what it sends besides the version it was read at. */
export type ReturnDecision =
  | { action: 'accept'; items?: EndpointBody<typeof returnsEndpoints.acceptReturn>['items'] }
  | { action: 'refuse'; reason: string }
  | { action: 'refund'; comment: string | null }
  | { action: Exclude<ReturnAction, 'accept' | 'refuse' | 'refund'> };

const ENDPOINTS = {
  accept: returnsEndpoints.acceptReturn,
  refuse: returnsEndpoints.refuseReturn,
  cancel: returnsEndpoints.cancelReturn,
  waybill: returnsEndpoints.createReturnWaybill,
  receive: returnsEndpoints.receiveReturn,
  refund: returnsEndpoints.refundReturn,
} as const;

/** POST …/returns/{id}/{action} with the version read: {message, data: the request as saved}. */
export function decideReturn(request: Pick<ReturnDetail, 'id' | 'version'>, decision: ReturnDecision) {
  const { action, ...rest } = decision;
  return callEndpoint(ENDPOINTS[action] as typeof returnsEndpoints.refundReturn, {
    params: { id: request.id },
    body: { version: request.version, ...rest } as EndpointBody<typeof returnsEndpoints.refundReturn>,
    toastOnError: false,
  });
}

/** A 409: someone else decided first (or the request moved on); the page is then shown afresh. */
export const isConflict = (error: unknown): boolean => error instanceof ApiError && error.status === 409;

/**
 * Decides on the open request: the page shows what the server saved, the lists and counts load
 * again; on a 409 the request is fetched again, so its fresh state and actions show.
 */
export function useDecideReturn(request: Pick<ReturnDetail, 'id' | 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReturnDecision) => decideReturn(request, decision),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(returnsKeys.detail(data.id), data);
      void queryClient.invalidateQueries({ queryKey: returnsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: returnsKeys.counts() });
    },
    onError: (error) => {
      if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: returnsKeys.detail(request.id) });
    },
  });
}
