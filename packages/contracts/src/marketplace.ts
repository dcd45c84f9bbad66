import { z } from 'zod';
import { rowId } from './common';
import { carrierSchema } from './deliveries';
import { telephone } from './identity';
import { hryvniaAmount } from './money-ledger';
import { orderStatusSchema, paymentStatusSchema } from './orders';
import { paymentMethodIdSchema } from './payment-methods';

/**
 * The marketplace gateway (issue 12): the machine-to-machine API the marketplace's storefront
 * places and moves orders through. Every call carries
 *
 *   X-Marketplace-Timestamp: <unix seconds>
 *   X-Marketplace-Signature: sha256=<hex of HMAC-SHA256(MARKETPLACE_SECRET, signed content)>
 *
 * where the signed content is four parts joined by a line feed ("\n"):
 *
 *   <timestamp>\n<METHOD>\n<target>\n<raw body>
 *
 * METHOD is the method on the request line (`POST`); target is the path with its query exactly
 * as on the request line, the `/api` prefix and percent-encoding as sent
 * (`/api/marketplace/v1/orders/sf-1/cancel`); an empty body signs as the empty string. So a
 * signature holds for one call only: sent to another path, with another query or method, it is
 * refused (401 `signature_invalid`). A timestamp more than 5 minutes away is refused, so a
 * captured request cannot be replayed later; inside the window a repeat of the same call is a
 * retry: each call is idempotent by its id or by the state it sets.
 */

/** The gateway's prefix inside the API (mounted under `/api`), and as clients call it. */
export const MARKETPLACE_ROUTE_BASE = '/marketplace/v1';
export const MARKETPLACE_BASE = `/api${MARKETPLACE_ROUTE_BASE}`;
export const MARKETPLACE_PATHS = {
  orders: `${MARKETPLACE_BASE}/orders`,
  payment: (externalId: string) => `${MARKETPLACE_BASE}/orders/${encodeURIComponent(externalId)}/payment`,
  cancel: (externalId: string) => `${MARKETPLACE_BASE}/orders/${encodeURIComponent(externalId)}/cancel`,
  pickup: (externalId: string) => `${MARKETPLACE_BASE}/orders/${encodeURIComponent(externalId)}/pickup`,
} as const;

export const MARKETPLACE_TIMESTAMP_HEADER = 'x-marketplace-timestamp';
export const MARKETPLACE_SIGNATURE_HEADER = 'x-marketplace-signature';
/** How far (seconds) a request's timestamp may be from the server's clock. */
export const MARKETPLACE_REPLAY_WINDOW_SECONDS = 300;

/** The storefront's order id: its idempotency key. */
export const externalOrderId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'invalid' });
export const marketplaceOrderParams = z.object({ external_id: externalOrderId });

export const MARKETPLACE_ITEMS_MAX = 50;
export const MARKETPLACE_QUANTITY_MAX = 1000;

/** A Nova Poshta reference (a GUID). */
const npRef = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: 'invalid' });

const person = z.object({ name: z.string().trim().min(2).max(150), phone: telephone });

/** POST /api/marketplace/v1/orders: prices are the supplier's current ones, not the storefront's. */
export const placeOrderRequest = z.object({
  external_id: externalOrderId,
  supplier_id: rowId,
  store_id: rowId.nullable().default(null),
  buyer: person.extend({ email: z.email().max(254).nullable().default(null) }),
  /** Who collects the parcel; the buyer when absent. */
  recipient: person.nullable().default(null),
  comment: z.string().trim().max(1000).nullable().default(null),
  delivery: z.object({
    carrier: carrierSchema,
    city: z.string().trim().min(1).max(150).nullable().default(null),
    branch: z.string().trim().min(1).max(300).nullable().default(null),
    address: z.string().trim().min(1).max(300).nullable().default(null),
    /** Nova Poshta's CityRef and warehouse Ref of the buyer's choice, when the storefront has them. */
    city_ref: npRef.nullable().default(null),
    warehouse_ref: npRef.nullable().default(null),
    cost: hryvniaAmount({ min: 0, max: 100_000 }).default(0),
  }),
  payment: z.object({ method: paymentMethodIdSchema }),
  items: z
    .array(
      z.object({
        product_id: rowId,
        quantity: z.number().int().min(1).max(MARKETPLACE_QUANTITY_MAX),
      }),
    )
    .min(1)
    .max(MARKETPLACE_ITEMS_MAX),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequest>;

/**
 * POST …/orders/{external_id}/payment: the card payment (or a COD prepayment) was captured.
 * `amount` is in hryvnias with kopiyky as at most two decimals (`1131.99`), and must be the order's
 * `total` exactly (a COD prepayment: at most the total); any other amount is refused with 422
 * `payment_amount` and changes nothing.
 */
export const paymentCapturedRequest = z.object({ amount: hryvniaAmount({ min: 0.01 }) });
export type PaymentCapturedRequest = z.infer<typeof paymentCapturedRequest>;

/** POST …/orders/{external_id}/cancel: the buyer cancels before shipment. */
export const buyerCancelRequest = z.object({ comment: z.string().trim().max(500).nullable().default(null) });

/** POST …/orders/{external_id}/pickup: the buyer took the parcel, or refused it at the branch. */
export const pickupRequest = z.object({ outcome: z.enum(['picked_up', 'refused']) });
export type PickupRequest = z.infer<typeof pickupRequest>;

/** Every gateway call answers the order as the marketplace knows it. */
export const marketplaceOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  external_id: z.string(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  total: z.number(),
});
export const marketplaceOrderResponse = z.object({ data: marketplaceOrder });
export type MarketplaceOrderResponse = z.infer<typeof marketplaceOrderResponse>;

/**
 * Events the panel sends back to the storefront (its webhook, `MARKETPLACE_WEBHOOK_URL`), signed
 * as Standard Webhooks (PROTOCOLS.md section 6.1):
 *
 *   webhook-id: <unique per event, the same on every retry: the receiver's idempotency key>
 *   webhook-timestamp: <unix seconds>
 *   webhook-signature: v1,<base64 of HMAC-SHA256(MARKETPLACE_SECRET, id + "." + timestamp + "." + raw body)>
 *
 * The body is `{ type, timestamp, data }`. Any 2xx is taken; other answers are retried with
 * backoff for about a day.
 */
/**
 * `chat.opened`: the seller opened a chat about an order (`order_external_id`) before the buyer wrote.
 * `return.status_changed`: a return request was decided or moved (`storefrontReturnEventData`).
 */
export const storefrontEventTypes = [
  'review.replied',
  'chat.message',
  'chat.read',
  'chat.opened',
  'return.status_changed',
] as const;
export type StorefrontEventType = (typeof storefrontEventTypes)[number];
export const storefrontEvent = z.object({
  type: z.enum(storefrontEventTypes),
  /** When it happened (ISO 8601). */
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type StorefrontEvent = z.infer<typeof storefrontEvent>;

export const WEBHOOK_ID_HEADER = 'webhook-id';
export const WEBHOOK_TIMESTAMP_HEADER = 'webhook-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature';

/**
 * The local storefront (embedded default and tests, local mode only): where the panel's events
 * land when MARKETPLACE_WEBHOOK_URL is unset, and what it has received, newest first.
 */
export const STOREFRONT_INBOX_PATHS = {
  webhook: '/api/dev/storefront/webhook',
  inbox: '/api/dev/storefront/inbox',
} as const;
export const storefrontInboxQuery = z.object({ type: z.enum(storefrontEventTypes).optional() });
export const storefrontInboxResponse = z.object({
  data: z.array(storefrontEvent.extend({ id: z.string(), received_at: z.string() })),
});
export type StorefrontInboxResponse = z.infer<typeof storefrontInboxResponse>;
