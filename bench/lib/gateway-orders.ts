/**
 * The orders part of the scale-out run (issue 18): the load places orders through the marketplace
 * gateway (POST /api/marketplace/v1/orders) as the storefront would, signed by the documented
 * recipe (./gateway-signature.ts), not by the API's own code. An
 * order whose answer was lost is placed again with the same `external_id`. Afterwards the database
 * must hold each accepted order once, stock must have dropped by exactly what the orders took, and
 * the tab counters must equal the orders.
 */
import type pg from 'pg';
import { gatewayHeaders } from './gateway-signature';

export const MARKETPLACE_SECRET = 'scale-out-bench-marketplace-secret-0123456789';
const ORDERS_PATH = '/api/marketplace/v1/orders';

interface Offer {
  productIds: number[];
  payment: string;
  carrier: string;
}

/** What the demo supplier sells: in-stock products, an enabled payment method and carrier. */
export async function offerOf(db: pg.Client, supplierId: number): Promise<Offer> {
  const products = await db.query(
    `select id::int from products where supplier_id = $1 and status = 'active' and stock >= 50 order by id limit 20`,
    [supplierId],
  );
  const payment = await db.query(
    `select method from supplier_payment_methods where supplier_id = $1 and enabled and method = 'cod' limit 1`,
    [supplierId],
  );
  const carrier = await db.query(
    `select carrier from delivery_methods where supplier_id = $1 and enabled and carrier = 'novaposhta' limit 1`,
    [supplierId],
  );
  const productIds = (products.rows as { id: number }[]).map((row) => row.id);
  if (productIds.length === 0) throw new Error('the demo supplier has no product with 50 in stock');
  return {
    productIds,
    payment: (payment.rows[0] as { method: string } | undefined)?.method ?? 'cod',
    carrier: (carrier.rows[0] as { carrier: string } | undefined)?.carrier ?? 'novaposhta',
  };
}

/** Stock of the offered products, by id. */
export async function stockOf(db: pg.Client, productIds: number[]): Promise<Map<number, number>> {
  const rows = await db.query(`select id::int, stock::int from products where id = any($1::bigint[])`, [productIds]);
  return new Map((rows.rows as { id: number; stock: number }[]).map((row) => [row.id, row.stock]));
}

/** One order of one unit, signed now; send the same `externalId` again to retry it. */
export async function placeOrder(
  base: string,
  supplierId: number,
  offer: Offer,
  externalId: string,
  productId: number,
): Promise<{ status: number; text: string }> {
  const body = JSON.stringify({
    external_id: externalId,
    supplier_id: supplierId,
    buyer: { name: 'Оксана Навантаження', phone: '+380671234567' },
    delivery: { carrier: offer.carrier, city: 'Київ', branch: 'Відділення №1' },
    payment: { method: offer.payment },
    items: [{ product_id: productId, quantity: 1 }],
  });
  try {
    const response = await fetch(base + ORDERS_PATH, {
      method: 'POST',
      headers: gatewayHeaders(MARKETPLACE_SECRET, ORDERS_PATH, body),
      body,
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, text: (await response.text()).slice(0, 200) };
  } catch (error) {
    return { status: 0, text: String(error) };
  }
}

export interface OrdersOutcome {
  accepted: number;
  stored: number;
  duplicates: number;
  stockTaken: number;
  unitsOrdered: number;
  countersMatch: boolean;
}

/** Compares what the gateway accepted with what the database holds. */
export async function ordersOutcome(
  db: pg.Client,
  supplierId: number,
  prefix: string,
  accepted: Set<string>,
  stockBefore: Map<number, number>,
): Promise<OrdersOutcome> {
  const stored = await db.query(
    `select external_id, count(*)::int as n from orders where supplier_id = $1 and external_id like $2 group by external_id`,
    [supplierId, `${prefix}%`],
  );
  const rows = stored.rows as { external_id: string; n: number }[];
  const units = await db.query(
    `select coalesce(sum(i.quantity), 0)::int as n from order_items i join orders o on o.id = i.order_id
     where o.supplier_id = $1 and o.external_id like $2`,
    [supplierId, `${prefix}%`],
  );
  const stockAfter = await stockOf(db, [...stockBefore.keys()]);
  let stockTaken = 0;
  for (const [id, before] of stockBefore) stockTaken += before - (stockAfter.get(id) ?? before);
  const counters = await db.query(
    `select (select coalesce(sum(count), 0)::int from order_counts where supplier_id = $1) as counted,
            (select count(*)::int from orders where supplier_id = $1) as orders`,
    [supplierId],
  );
  const { counted, orders } = counters.rows[0] as { counted: number; orders: number };
  return {
    accepted: accepted.size,
    stored: rows.length,
    duplicates: rows.filter((row) => row.n > 1).length,
    stockTaken,
    unitsOrdered: (units.rows[0] as { n: number }).n,
    countersMatch: counted === orders,
  };
}
