import { z } from 'zod';
import { decimal, optionalQuery, rowId } from './common';
import type { OrderStatus } from './orders-constants';
import { cancelReasonSchema, orderStatusSchema } from './orders-status';
import { ORDERS_BULK_MAX, bulkAcceptResponse } from './orders-waybills';

/**
 * Status changes: one order at a time, and many ticked orders at once (issue 32). Re-exported by
 * `orders.ts`.
 */

export const ORDER_CANCEL_COMMENT_MAX = 500;

/**
 * POST /admin-suppliers/v1/orders/{id}/status. `version` is the order's `version` as read; a
 * cancel needs a `reason` (and may carry a comment). An illegal move answers 422, a stale
 * version 409.
 */
export const orderStatusChangeRequest = z
  .object({
    to: orderStatusSchema,
    version: decimal(z.number({ message: 'version_required' }).int().min(0)),
    reason: optionalQuery(cancelReasonSchema),
    comment: optionalQuery(z.string().trim().max(ORDER_CANCEL_COMMENT_MAX)),
  })
  .superRefine((body, context) => {
    if (body.to === 'cancelled' && !body.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'cancel_reason_required', input: body.reason });
    }
    if (body.to !== 'cancelled' && body.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'reason_only_for_cancel', input: body.reason });
    }
  });

// ---------------------------------------------------------------------------------------------
// Many at once: accepting (new → processing) keeps its own call; these are the moves after it.

/** The statuses the list moves ticked orders to: confirm, ship, ready at the branch (self-pickup), complete, cancel. */
export const bulkStatusTargets = [
  'confirmed',
  'shipped',
  'awaiting_pickup',
  'completed',
  'cancelled',
] as const satisfies readonly OrderStatus[];
export type BulkStatusTarget = (typeof bulkStatusTargets)[number];

/**
 * POST /admin-suppliers/v1/orders/status: each ticked order moves to `to` if its status and
 * carrier allow it, in its own transaction; the rest are reported. A cancel carries one `reason`
 * (and comment) for all.
 */
export const bulkStatusRequest = z
  .object({
    ids: z.array(rowId).min(1).max(ORDERS_BULK_MAX),
    to: z.enum(bulkStatusTargets),
    reason: optionalQuery(cancelReasonSchema),
    comment: optionalQuery(z.string().trim().max(ORDER_CANCEL_COMMENT_MAX)),
  })
  .superRefine((body, context) => {
    if (body.to === 'cancelled' && !body.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'cancel_reason_required', input: body.reason });
    }
    if (body.to !== 'cancelled' && (body.reason || body.comment)) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'reason_only_for_cancel', input: body.reason });
    }
  });
export type BulkStatusRequest = z.input<typeof bulkStatusRequest>;

/** One outcome per distinct id, in the order given: `ok`, the number (null when not found) and why. */
export const bulkStatusResponse = bulkAcceptResponse;
export type BulkStatusResponse = z.infer<typeof bulkStatusResponse>;
