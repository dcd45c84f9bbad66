import { z } from 'zod';
import type { EndpointTable } from './endpoint';
import { orderStatusSchema } from './orders-status';

/**
 * The buyer of an order with this supplier (issue 32): the other orders placed with the same
 * phone, so the seller sees a returning buyer, what they spent and how often they sent orders back.
 */

/** How many of the buyer's other orders are listed (the latest first); the figures count them all. */
export const BUYER_ORDERS_RECENT = 5;

export const buyerOrderSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  status: orderStatusSchema,
  total: z.number(),
  total_format: z.string(),
  created_at: z.string(),
});
export type BuyerOrderSummary = z.infer<typeof buyerOrderSummary>;

export const buyerOrders = z.object({
  /** The buyer's other orders with this supplier (same phone), whatever their status. */
  count: z.number().int(),
  completed: z.number().int(),
  returned: z.number().int(),
  cancelled: z.number().int(),
  /** What the other orders came to, cancelled and returned ones left out, in hryvnias. */
  total: z.number(),
  total_format: z.string(),
  recent: z.array(buyerOrderSummary),
});
export type BuyerOrders = z.infer<typeof buyerOrders>;

export const buyerOrdersResponse = z.object({ data: buyerOrders });

/** What each endpoint of `ordersBuyersEndpoints` takes and answers. */
export const ordersBuyersEndpointSchemas = {
  getOrderBuyerOrders: {
    permission: 'orders:read',
    params: z.object({ id: z.string().max(32) }),
    responses: { 200: buyerOrdersResponse },
    errors: [401, 404],
  },
} satisfies EndpointTable;
