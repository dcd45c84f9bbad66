import { z } from 'zod';
import { rowId } from './common';
import { MARKETPLACE_BASE, MARKETPLACE_QUANTITY_MAX, externalOrderId } from './marketplace';
import { iban } from './money-payouts';
import { REVIEW_PHOTOS_MAX, photoUrl } from './reviews';
import { refundPreferences, returnKinds, returnReasons, returnStatuses } from './returns-constants';

/**
 * A buyer's return request through the marketplace gateway (signed as every gateway call, see
 * marketplace.ts), and what the storefront is told back. Re-exported by `returns.ts`.
 */

export const MARKETPLACE_RETURNS_PATH = `${MARKETPLACE_BASE}/returns`;
export const marketplaceReturnCancelPath = (externalId: string) =>
  `${MARKETPLACE_RETURNS_PATH}/${encodeURIComponent(externalId)}/cancel`;

export const RETURN_BUYER_COMMENT_MAX = 2000;
export const RETURN_ITEMS_MAX = 50;

/**
 * POST /api/marketplace/v1/returns: idempotent by `external_id` (a repeat answers 200 with the same
 * request). Items name the order's products with how many of each. Refused, changing nothing:
 * 404 `order_not_found`; 409 `order_not_completed`; 409 `return_window_closed` (more than 14 days
 * after completion); 422 `return_quantity` (more than bought, earlier requests that were not
 * refused or cancelled counted); 422 `return_item_not_in_order`; 422 `photo_*` as for reviews.
 * `refund_preference` is required for a return and null for an exchange; `bank_transfer` needs
 * `refund_iban`.
 */
export const placeReturnRequest = z
  .object({
    external_id: externalOrderId,
    supplier_id: rowId,
    order_external_id: externalOrderId,
    kind: z.enum(returnKinds),
    reason: z.enum(returnReasons),
    comment: z.string().trim().max(RETURN_BUYER_COMMENT_MAX).nullable().default(null),
    photos: z.array(photoUrl).max(REVIEW_PHOTOS_MAX).default([]),
    refund_preference: z.enum(refundPreferences).nullable().default(null),
    refund_iban: iban.nullable().default(null),
    items: z
      .array(z.object({ product_id: rowId, quantity: z.number().int().min(1).max(MARKETPLACE_QUANTITY_MAX) }))
      .min(1)
      .max(RETURN_ITEMS_MAX),
  })
  .superRefine((body, context) => {
    if (body.kind === 'return' && !body.refund_preference) {
      context.addIssue({ code: 'custom', path: ['refund_preference'], message: 'required', input: null });
    }
    if (body.refund_preference === 'bank_transfer' && !body.refund_iban) {
      context.addIssue({ code: 'custom', path: ['refund_iban'], message: 'required', input: null });
    }
    if (new Set(body.items.map((item) => item.product_id)).size !== body.items.length) {
      context.addIssue({ code: 'custom', path: ['items'], message: 'items_duplicate', input: body.items });
    }
  });
export type PlaceReturnRequest = z.input<typeof placeReturnRequest>;

/** POST /api/marketplace/v1/returns/{external_id}/cancel: the buyer withdraws it (before the goods travel). */
export const marketplaceReturnParams = z.object({ external_id: externalOrderId });

/** Every returns gateway call answers the request as the marketplace knows it. */
export const marketplaceReturnResponse = z.object({
  data: z.object({
    id: z.number().int(),
    number: z.string(),
    external_id: z.string(),
    status: z.enum(returnStatuses),
    created_at: z.string(),
  }),
});
export type MarketplaceReturnResponse = z.infer<typeof marketplaceReturnResponse>;

/**
 * `return.status_changed` sent to the storefront (signed, retried; see `storefrontEvent`): each
 * decision and move. `refusal_reason` is the seller's text when refused; `items` the accepted
 * quantities once accepted; `ttn` the return waybill the buyer sends the goods with.
 */
export const storefrontReturnEventData = z.object({
  external_id: z.string(),
  order_external_id: z.string(),
  status: z.enum(returnStatuses),
  refusal_reason: z.string().nullable(),
  ttn: z.string().nullable(),
  items: z.array(z.object({ product_id: z.number().int().nullable(), quantity: z.number().int() })),
  refund_amount: z.number().nullable(),
});
export type StorefrontReturnEventData = z.infer<typeof storefrontReturnEventData>;

/**
 * POST /api/dev/simulate/returns (local mode): the storefront asks to return items of a completed
 * order: `order_id` names one (else the newest completed order within 14 days without a request),
 * of the demo supplier unless `supplier_id` is given. `kind`, `reason` and `payment` are chosen
 * realistically unless given. Answers the requests placed and those the gateway refused.
 */
export const simulateReturnsRequest = z.object({
  count: z.number().int().min(1).max(100).default(1),
  supplier_id: rowId.optional(),
  order_id: rowId.optional(),
  kind: z.enum(returnKinds).optional(),
  reason: z.enum(returnReasons).optional(),
});
export const simulateReturnsResponse = z.object({
  requested: z.array(z.object({ id: z.number().int(), number: z.string(), order_id: z.number().int() })),
  refused_by_gateway: z.number().int(),
});
