import { useState } from 'react';
import {
  isTransitionAllowed,
  type BulkStatusResponse,
  type BulkStatusTarget,
  type CancelReason,
  type OrderListItem,
} from '@supplier/contracts/orders';
import type { RowSelection } from '@/lib/use-row-selection';
import { useAcceptOrders } from '../api/accept-orders';
import { useChangeOrdersStatus } from '../api/change-orders-status';
import { useCreateOrderWaybills } from '../api/create-order-waybills';

/** A status move the list makes on ticked orders: accepting (new → processing) or one of the bulk moves. */
export type BulkMove = 'processing' | BulkStatusTarget;
/** What the list does to ticked orders with one outcome per order. */
export type BulkKind = BulkMove | 'waybills';

export interface BulkOutcome {
  kind: BulkKind;
  data: BulkStatusResponse['data'];
}

/** The moves the bar offers, in the order of an order's life. */
export const BULK_MOVES: readonly BulkMove[] = [
  'processing',
  'confirmed',
  'shipped',
  'awaiting_pickup',
  'completed',
  'cancelled',
];

/** The rows that may take `move` now (their status and carrier allow it). */
export const rowsFor = (rows: OrderListItem[], move: BulkMove) =>
  rows.filter((row) => isTransitionAllowed(row.status, move, row.delivery.carrier));

/**
 * Runs a bulk action on some orders and keeps its outcome; after it the orders that succeeded
 * are unticked and the rest (failed, or not sent) stay ticked, so a retry or another move is one
 * click away.
 */
export function useBulkOrders(selection: RowSelection) {
  const accept = useAcceptOrders();
  const change = useChangeOrdersStatus();
  const waybills = useCreateOrderWaybills();
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  const call = (kind: BulkKind, ids: number[], cancel?: { reason: CancelReason; comment: string }) => {
    if (kind === 'processing') return accept.mutateAsync({ ids });
    if (kind === 'waybills') return waybills.mutateAsync({ ids });
    if (kind === 'cancelled') {
      return change.mutateAsync({ ids, to: kind, reason: cancel?.reason, comment: cancel?.comment || undefined });
    }
    return change.mutateAsync({ ids, to: kind });
  };

  /** Resolves with the outcome; rejects with the refusal of the whole call (shown as a toast). */
  const run = async (kind: BulkKind, ids: number[], cancel?: { reason: CancelReason; comment: string }) => {
    const answer = await call(kind, ids, cancel);
    const done = new Set(answer.data.filter((result) => result.ok).map((result) => result.id));
    selection.set(selection.ids.filter((id) => !done.has(id)));
    const result = { kind, data: answer.data };
    setOutcome(result);
    return result;
  };

  return {
    run,
    busy: accept.isPending || change.isPending || waybills.isPending,
    outcome,
    closeOutcome: () => setOutcome(null),
  };
}

export type BulkOrders = ReturnType<typeof useBulkOrders>;
